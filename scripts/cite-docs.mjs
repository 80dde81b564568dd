#!/usr/bin/env node
// Rewrites the citations of the old design notes and the specification, which live outside
// the repository, into links to docs/ (docs/rules.md "Old section numbers" has the table),
// and removes issue numbers from comments where the sentence reads as well without them.
// Prints what it changed and every citation it left alone, for a person to reword.
//
//   node scripts/cite-docs.mjs            rewrite the tracked source files
//   node scripts/cite-docs.mjs --dry-run  only print what it would do
//   node scripts/cite-docs.mjs --check    the same, and exit 1 while a design-note or specification citation or
//                                         an issue number is left in a comment (for CI, once
//                                         the leftovers are reworded)
//
// Run once; a second run finds nothing more to do.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

const RULES = 'docs/rules.md'
const link = (anchor) => (anchor.includes('.md') ? `docs/${anchor}` : `${RULES}#${anchor}`)

/** The design notes' sections, by number. Section 11 is chosen by its title or its context. */
const DESIGN_SECTIONS = {
  1: 'architecture.md#shape',
  2: 'api-conventions',
  3: 'accounts-and-sessions',
  4: 'permissions',
  5: 'status-machines',
  6: 'offline-reports',
  7: 'notifications',
  8: 'photos',
  9: 'look-and-feel',
  10: 'beyond-the-spec',
}

/** Section 11's parts, by the title a citation quotes. */
const DESIGN_TITLES = {
  'one offline engine': 'one-offline-engine',
  languages: 'languages',
  places: 'places',
  'time-based work': 'deadlines',
  followers: 'followers',
  caching: 'caching',
  'departures from the spec': 'departures-from-the-spec',
}

/** For a bare "section 11": the part whose words stand nearest to the citation. */
const SECTION_11_WORDS = [
  ['the-streets-half', /second round/g],
  ['places', /nearby|distance|same animal|coordinates|directions|maps app|geo:/g],
  ['deadlines', /deadline|escalat|no response|left waiting/g],
  ['followers', /follower/g],
  ['caching', /cach|no-store|outlive the session|sign-out|signed out/g],
  ['languages', /language|catalog|marathi|hindi/g],
  ['departures-from-the-spec', /question|pincode|gps fix|asked for real|answers/g],
  ['one-offline-engine', /outbox|offline|field(?!s)|action|suspended|409/g],
]

/** The specification's sections that docs/rules.md covers: part -> section -> anchor. */
const SPEC_SECTIONS = {
  1: {
    1: 'architecture.md#shape',
    2: 'screens.md',
    3: 'entities',
    4: 'status-machines',
    5: 'validation',
    6: 'permissions',
    7: 'api-conventions',
    8: 'error-messages',
    9: 'limits',
  },
  2: {
    1: 'architecture.md#shape',
    2: 'screens.md',
    3: 'entities',
    4: 'status-machines',
    5: 'validation',
    6: 'permissions',
    7: 'api-conventions',
    8: 'error-messages',
    9: 'limits',
  },
}

// A space, or a line break with the next comment line's prefix ("// ", " * ", "# ").
const SEP = String.raw`(?:[ \t]+|[ \t]*\n[ \t]*(?:\/\/|\*|#)?[ \t]*)`
const NUMS = String.raw`\d+(?:(?:,${SEP}|${SEP}and${SEP}|-|–)\d+)*`
const DESIGN_RE = new RegExp(
  String.raw`([ \t]*)\bDESIGN(?:\.md)?(?:${SEP}(sections?)${SEP}(${NUMS}))?(?:,?${SEP}"([^"\n]+)")?('s${SEP}(\w+))?`,
  'g',
)
// "spec part 2 section 4", "spec part 1 sections 3 and 5", "spec part 1 section 9, part 2 section 9".
const SPEC_PART = `part${SEP}[12](?:,?${SEP}sections?${SEP}${NUMS})?`
const SPEC_RE = new RegExp(String.raw`([ \t]*)\bspec${SEP}${SPEC_PART}(?:[,;]${SEP}${SPEC_PART})*('s${SEP}(\w+))?`, 'g')

function numbers(list) {
  const out = []
  for (const piece of list.replace(/\/\/|\*|#/g, ' ').split(/,|and/)) {
    const range = piece.trim().match(/^(\d+)\s*[-–]\s*(\d+)$/)
    if (range) for (let n = Number(range[1]); n <= Number(range[2]); n++) out.push(n)
    else if (piece.trim()) out.push(Number(piece.trim()))
  }
  return out
}

const joinLinks = (links) =>
  links.length <= 1 ? links.join('') : `${links.slice(0, -1).join(', ')} and ${links[links.length - 1]}`

function nearestPart(text, at, length) {
  const before = text.slice(Math.max(0, at - 240), at).toLowerCase()
  const after = text.slice(at + length, at + length + 240).toLowerCase()
  let best = null
  for (const [anchor, words] of SECTION_11_WORDS) {
    for (const [side, chunk] of [
      ['after', after],
      ['before', before],
    ]) {
      for (const m of chunk.matchAll(words)) {
        const distance = side === 'after' ? m.index : chunk.length - m.index
        if (!best || distance < best.distance) best = { anchor, distance }
      }
    }
  }
  return best?.anchor ?? 'the-streets-half'
}

function sectionAnchor(n, text, at, length) {
  if (n === 11) return nearestPart(text, at, length)
  // Section 1 is the shape of the system, and also where the demo data was described.
  if (n === 1 && /demo|seed/i.test(text.slice(Math.max(0, at - 200), at + length + 200))) return 'demo-data'
  return DESIGN_SECTIONS[n]
}

/**
 * The text that replaces a match: the link, after the space that stood before the citation. A
 * citation that spanned a line break is joined onto one line (rewrap() wraps it again).
 */
function replacement(lead, linkText, possessive, word) {
  const text = possessive ? `the ${word} of ${linkText}` : linkText
  return `${lead}${text}`
}

function rewriteDesign(text, report, file) {
  return text.replace(DESIGN_RE, (match, lead, _word, list, title, possessive, word, offset) => {
    let anchors
    if (title && DESIGN_TITLES[title.toLowerCase()]) anchors = [DESIGN_TITLES[title.toLowerCase()]]
    else if (list) anchors = numbers(list).map((n) => sectionAnchor(n, text, offset, match.length))
    else {
      report.left.push(`${file}:${lineOf(text, offset)}: ${match.trim().replace(/\s+/g, ' ')} (no section named)`)
      return match
    }
    if (anchors.some((a) => !a)) {
      report.left.push(`${file}:${lineOf(text, offset)}: ${match.trim().replace(/\s+/g, ' ')} (unknown section)`)
      return match
    }
    const out = replacement(lead, joinLinks([...new Set(anchors)].map(link)), possessive, word)
    report.design.push(`${file}:${lineOf(text, offset)}: ${match.trim().replace(/\s+/g, ' ')} -> ${out.trim()}`)
    return out
  })
}

function rewriteSpec(text, report, file) {
  return text.replace(SPEC_RE, (match, lead, possessive, word, offset) => {
    const where = `${file}:${lineOf(text, offset)}: ${match.trim().replace(/\s+/g, ' ')}`
    const anchors = []
    const cited = possessive ? match.slice(0, match.lastIndexOf("'s")) : match
    for (const part of cited.matchAll(new RegExp(`part${SEP}([12])(?:,?${SEP}sections?${SEP}(${NUMS}))?`, 'g'))) {
      if (!part[2]) anchors.push(undefined)
      else for (const n of numbers(part[2])) anchors.push(SPEC_SECTIONS[part[1]][n])
    }
    if (anchors.some((a) => !a)) {
      report.specLeft.push(where)
      return match
    }
    const out = replacement(lead, joinLinks([...new Set(anchors)].map(link)), possessive, word)
    report.spec.push(`${where} -> ${out.trim()}`)
    return out
  })
}

function lineOf(text, offset) {
  let line = 1
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++
  return line
}

/** [start, end) ranges of the comments in a JavaScript/TypeScript/CSS file. */
function commentRanges(text, hashComments) {
  const ranges = []
  let i = 0
  let quote = null
  while (i < text.length) {
    const c = text[i]
    const next = text[i + 1]
    if (quote) {
      if (c === '\\') i += 2
      else {
        if (c === quote || (c === '\n' && quote !== '`')) quote = null
        i++
      }
      continue
    }
    if (hashComments && c === '#' && (i === 0 || /\s/.test(text[i - 1]))) {
      const end = text.indexOf('\n', i)
      ranges.push([i, end === -1 ? text.length : end])
      i = end === -1 ? text.length : end
    } else if (!hashComments && c === '/' && next === '/') {
      const end = text.indexOf('\n', i)
      ranges.push([i, end === -1 ? text.length : end])
      i = end === -1 ? text.length : end
    } else if (!hashComments && c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2)
      ranges.push([i, end === -1 ? text.length : end + 2])
      i = end === -1 ? text.length : end + 2
    } else if (c === '"' || c === "'" || (c === '`' && !hashComments)) {
      quote = c
      i++
    } else i++
  }
  return ranges
}

// An issue citation: "issue 17", "issues 12 and 13", "issue 17 item 10a", "Issue 18, point 7".
const ISSUE = String.raw`[Ii]ssues?${SEP}\d+(?:(?:,|${SEP}and)${SEP}\d+)*(?:,?${SEP}(?:items?|points?)${SEP}[0-9a-z]+(?:(?:,|${SEP}and)${SEP}[0-9a-z]+)*)?`
const ISSUE_RULES = [
  // "(issue 16)" and "(see issue 16)": the whole parenthesis and the space before it.
  [new RegExp(String.raw`[ \t]?\((?:see${SEP})?${ISSUE}\)`, 'g'), () => ''],
  // "(issue 14, more" / "(issue 13; more" / "(issue 12: more" on one line: keep "(more".
  [new RegExp(String.raw`\(${ISSUE}[,;:][ \t]+(?=\S)`, 'g'), () => '('],
  // "more, issue 18)" / "more; issue 18)" / "more: issue 12)": keep "more)".
  [new RegExp(String.raw`[,;:]${SEP}${ISSUE}\)`, 'g'), () => ')'],
  // A comment that opens with "Issue 17 item 6: the rule": "The rule".
  [
    new RegExp(String.raw`(^|\n)([ \t]*(?:\/\/|\/\*\*?|\*)[ \t]*)${ISSUE}:[ \t]+([a-z])`, 'g'),
    (_m, start, prefix, letter) => `${start}${prefix}${letter.toUpperCase()}`,
  ],
]
const ISSUE_ANY = new RegExp(ISSUE, 'g')

function inRanges(ranges, offset) {
  return ranges.some(([start, end]) => offset >= start && offset < end)
}

function removeIssues(text, report, file, hashComments) {
  let out = text
  for (const [pattern, replace] of ISSUE_RULES) {
    const ranges = commentRanges(out, hashComments)
    out = out.replace(pattern, (match, ...args) => {
      const offset = args[args.length - 2]
      const at = offset + match.search(/[Ii]ssue/)
      if (!inRanges(ranges, at)) return match
      report.issues.push(`${file}:${lineOf(out, offset)}: ${match.trim().replace(/\s+/g, ' ')}`)
      return replace(match, ...args)
    })
  }
  const ranges = commentRanges(out, hashComments)
  for (const m of out.matchAll(ISSUE_ANY)) {
    const where = `${file}:${lineOf(out, m.index)}: ${lineText(out, m.index)}`
    if (inRanges(ranges, m.index)) report.issuesLeft.push(where)
    else report.issuesInCode.push(where)
  }
  return out
}

function lineText(text, offset) {
  const start = text.lastIndexOf('\n', offset) + 1
  const end = text.indexOf('\n', offset)
  return text.slice(start, end === -1 ? text.length : end).trim()
}

/** The width comments are wrapped at in this code base. */
const COMMENT_WIDTH = 100
const COMMENT_LINE = /^([ \t]*(?:\/\/|\*|#)[ \t]?)(.*)$/

/**
 * A comment line the links made longer than COMMENT_WIDTH pushes its last words onto the start
 * of the next line of the same comment (same prefix; not a blank comment line, a "- " item or
 * the end of a block), which pushes on in turn only if it overflows. Words that end a sentence
 * before a line that starts one get a line of their own, so a line that began a thought still
 * begins it.
 */
function rewrap(text, report, file) {
  const lines = text.split('\n')
  const continues = (index, prefix) => {
    const next = index < lines.length ? COMMENT_LINE.exec(lines[index]) : null
    return Boolean(
      next &&
        next[1] === prefix &&
        next[2].trim() !== '' &&
        !/^[-*] /.test(next[2]) &&
        !lines[index].trimEnd().endsWith('*/'),
    )
  }
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].length <= COMMENT_WIDTH || !/docs\/(rules|architecture)\.md/.test(lines[i])) continue
    const head = COMMENT_LINE.exec(lines[i])
    if (!head || /^\s*\/\*/.test(lines[i]) || lines[i].trimEnd().endsWith('*/')) continue
    const prefix = head[1]
    report.rewrapped.push(`${file}:${i + 1}`)
    let at = i
    let carry = []
    for (;;) {
      const words = [...carry, ...lines[at].slice(prefix.length).trim().split(/ +/)].filter(Boolean)
      const fit = []
      while (words.length && (fit.length === 0 || prefix.length + [...fit, words[0]].join(' ').length <= COMMENT_WIDTH))
        fit.push(words.shift())
      lines[at] = prefix + fit.join(' ')
      if (words.length === 0) break
      carry = words
      const nextStartsSentence = /^[A-Z]/.test((COMMENT_LINE.exec(lines[at + 1] ?? '')?.[2] ?? '').trim())
      if (continues(at + 1, prefix) && !(/[.:;!?]$/.test(carry[carry.length - 1]) && nextStartsSentence)) at += 1
      else {
        lines.splice(at + 1, 0, prefix)
        at += 1
      }
    }
  }
  return lines.join('\n')
}

const SOURCE = /\.(?:[cm]?[jt]sx?|css|html|sh|ya?ml)$/
const SKIP = [/^docs\//, /(^|\/)locales\//, /\.gen\.ts$/, /^scripts\/cite-docs\.mjs$/]

function main() {
  const check = process.argv.includes('--check')
  const dryRun = check || process.argv.includes('--dry-run')
  const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => (SOURCE.test(f) || f === '.ci/run') && !SKIP.some((re) => re.test(f)))
  const report = {
    design: [],
    spec: [],
    issues: [],
    rewrapped: [],
    left: [],
    specLeft: [],
    issuesLeft: [],
    issuesInCode: [],
  }
  const changed = []
  for (const file of files) {
    const before = readFileSync(file, 'utf8')
    const hashComments = /\.(?:sh|ya?ml)$/.test(file) || file === '.ci/run'
    let after = rewriteDesign(before, report, file)
    after = rewriteSpec(after, report, file)
    after = removeIssues(after, report, file, hashComments)
    if (after !== before) after = rewrap(after, report, file)
    if (after !== before) {
      changed.push(file)
      if (!dryRun) writeFileSync(file, after)
    }
  }
  const section = (title, lines) => {
    console.log(`\n== ${title}: ${lines.length}`)
    for (const line of lines) console.log(`  ${line}`)
  }
  section('design-note citations rewritten', report.design)
  section('specification citations rewritten', report.spec)
  section('issue citations removed from comments', report.issues)
  section(`comment paragraphs rewrapped at ${COMMENT_WIDTH} columns`, report.rewrapped)
  section('design-note citations left (reword by hand)', report.left)
  section('specification citations with no docs section (left as they are)', report.specLeft)
  section('issue citations left in comments (reword by hand)', report.issuesLeft)
  section('issue numbers outside comments (test names, strings; left)', report.issuesInCode)
  console.log(`\n${dryRun ? 'would change' : 'changed'} ${changed.length} of ${files.length} files`)
  if (
    check &&
    (changed.length > 0 || report.left.length > 0 || report.issuesLeft.length > 0 || report.specLeft.length > 0)
  )
    process.exitCode = 1
}

main()
