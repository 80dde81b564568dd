// Finds English words written straight into components: JSX text, and the JSX
// attributes people read (labels, titles, placeholders, alt texts). Every such text should
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

/** Every component file under `root` (tests and the generated route tree left out). */
export function componentFiles(root: string): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.tsx')) files.push(relative(root, path))
    }
  }
  walk(root)
  return files.sort()
}
