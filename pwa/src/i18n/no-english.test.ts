// No English written straight into a component: JSX text, the attributes people read and the
// sentences kept in constants, toasts and form errors come from the catalogs.
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { componentFiles, englishIn, sentencesIn, sourceFiles } from './english-scan.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const english = new Map(componentFiles(root).map((file) => [file, englishIn(`${root}/${file}`)]))

/**
 * English that is meant: the worker's notification buttons when the server sent none (it sends
 * them in the recipient's language).
 */
const MEANT = new Set(['sw.ts:Yes, helped', 'sw.ts:No, it is still there'])

describe('English in components', () => {
  it('finds English in JSX text and in read attributes', () => {
    const found = englishIn(
      'x.tsx',
      `<p title="Close it">Hello {name}<b aria-label={t("k")}>{t("a")}</b>{busy ? "Saving..." : t("s")}<i alt={\`Edit \${n}\`} /></p>`,
    )
    expect(found.map((f) => f.text)).toEqual(['Close it', 'Hello', 'Saving...', 'Edit'])
  })

  it('no component has English in it', () => {
    const unexpected = [...english]
      .filter(([, texts]) => texts.length > 0)
      .map(([file, texts]) => `${file}:${texts[0].line} "${texts[0].text}"`)
    expect(unexpected).toEqual([])
  })

  it('finds sentences in strings and templates outside JSX, not in errors for developers', () => {
    const found = sentencesIn(
      'x.ts',
      [
        "const a = 'Failed to load animals'",
        'notify(`$' + '{name} has been rejected.`)',
        "const css = 'btn-secondary text-red-800'",
        "throw new Error('useSession needs a SessionProvider')",
        "console.warn('Featured animals could not be loaded')",
        "const b = t('admin.notGiven')",
        'const c = `Reported $' + '{formatDate(at)}`',
        "const d = { rescue: { label: 'Rescue' }, share: { label: 'Facebook' } }",
      ].join('\n'),
    )
    expect(found.map((f) => f.text)).toEqual(['Failed to load animals', '… has been rejected.', 'Reported …', 'Rescue'])
  })

  it('no source file keeps an English sentence outside the catalogs', () => {
    const unexpected = sourceFiles(root).flatMap((file) =>
      sentencesIn(`${root}/${file}`)
        .filter((found) => !MEANT.has(`${file}:${found.text}`))
        .map((found) => `${file}:${found.line} "${found.text}"`),
    )
    expect(unexpected).toEqual([])
  })
})
