// No English written straight into a component: JSX text and the attributes people
// read come from the catalogs.
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { componentFiles, englishIn } from './english-scan.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const english = new Map(componentFiles(root).map((file) => [file, englishIn(`${root}/${file}`)]))

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
})
