// Finds English words written straight into components: JSX text, and the JSX
// attributes people read (labels, titles, placeholders, alt texts); and, outside JSX, sentences in
// strings and templates (messages kept in constants, toasts, form errors). Every such text should
// come from the catalogs through t().
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

const READ_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'text',
  'confirm',
  'cancel',
  'submit',
  'submitting',
  'loading',
  'failed',
  'empty',
  'emptyHint',
  'hint',
  'note',
])
const WORDS = /[A-Za-z]{2,}/
/** Attribute values that are settings, not words (an image's loading="lazy"). */
const SETTINGS = new Set(['lazy', 'eager'])

export interface EnglishText {
  file: string
  line: number
  text: string
}

export function englishIn(path: string, source = readFileSync(path, 'utf8')): Omit<EnglishText, 'file'>[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: Omit<EnglishText, 'file'>[] = []
  const add = (node: ts.Node, text: string) => {
    if (SETTINGS.has(text.trim())) return
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() })
  }
  /** Texts a JSX expression shows: string and template literals, through conditions and ||/??, not calls. */
  const shown = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (WORDS.test(node.text)) add(node, node.text)
    } else if (ts.isTemplateExpression(node)) {
      // `Edit ${name}`: the words around the values.
      const words = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
      if (WORDS.test(words)) add(node, words)
    } else if (ts.isConditionalExpression(node)) {
      shown(node.whenTrue)
      shown(node.whenFalse)
    } else if (ts.isBinaryExpression(node)) {
      shown(node.right)
    } else if (ts.isParenthesizedExpression(node)) shown(node.expression)
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) add(node, node.text)
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) shown(node.expression)
    else if (
      ts.isJsxAttribute(node) &&
      node.initializer &&
      ts.isJsxExpression(node.initializer) &&
      node.initializer.expression &&
      READ_ATTRIBUTES.has(node.name.getText(file))
    )
      shown(node.initializer.expression)
    else if (
      ts.isJsxAttribute(node) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      READ_ATTRIBUTES.has(node.name.getText(file)) &&
      WORDS.test(node.initializer.text)
    )
      add(node, node.initializer.text)
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** A string that reads as words: "Not given", "Rescue case", "… has been rejected." */
const SENTENCE = /^[A-Z][a-z]+,? [a-z]{2,}|[a-z]{2,} [a-z]{2,}[.!?]$/
/** An English word glued before a value: `Reported ${date}` (not HTTP's `Bearer ${token}`). */
const WORD_BEFORE_VALUE = /^(?!Bearer )[A-Z][a-z]{2,} $/
/** A word shown as a label or title: `label: 'Adoption'`. */
const SHOWN_PROPERTY = /^(label|title)$/
const ONE_WORD = /^[A-Z][a-z]{2,}$/
/** Names that are the same in every language. */
const BRANDS = new Set(['Facebook', 'Twitter', 'WhatsApp', 'Instagram'])

/** Calls whose text is for developers, not for the person using the app. */
function forDevelopers(node: ts.Node): boolean {
  for (let up = node.parent; up && !ts.isSourceFile(up); up = up.parent) {
    if (ts.isNewExpression(up) && /Error$/.test(up.expression.getText())) return true
    if (ts.isCallExpression(up)) {
      const callee = up.expression.getText()
      if (callee === 'super' || callee.startsWith('console.')) return true
    }
    if (ts.isJsxElement(up) || ts.isJsxSelfClosingElement(up) || ts.isImportDeclaration(up)) return true
  }
  return false
}

/**
 * Sentences in strings and templates outside JSX (JSX is englishIn's): what a constant, a toast
 * or a form error would show. Text handed to an Error or the console is for developers.
 */
export function sentencesIn(path: string, source = readFileSync(path, 'utf8')): Omit<EnglishText, 'file'>[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, kind)
  const found: Omit<EnglishText, 'file'>[] = []
  const visit = (node: ts.Node) => {
    const text = ts.isTemplateExpression(node)
      ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…').trim()
      : ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text.trim()
        : null
    const wordBeforeValue = ts.isTemplateExpression(node) && WORD_BEFORE_VALUE.test(node.head.text)
    const namedWord =
      ts.isStringLiteral(node) &&
      ts.isPropertyAssignment(node.parent) &&
      node.parent.initializer === node &&
      SHOWN_PROPERTY.test(node.parent.name.getText(file)) &&
      ONE_WORD.test(node.text) &&
      !BRANDS.has(node.text)
    if (text !== null && (SENTENCE.test(text) || wordBeforeValue || namedWord) && !forDevelopers(node)) {
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** Every source file under `root` (tests and the generated route tree left out). */
export function sourceFiles(root: string): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.gen\.ts$|\.d\.ts$/.test(entry.name)) {
        files.push(relative(root, path))
      }
    }
  }
  walk(root)
  return files.sort()
}

/** Every component file under `root` (tests and the generated route tree left out). */
export const componentFiles = (root: string): string[] => sourceFiles(root).filter((file) => file.endsWith('.tsx'))
