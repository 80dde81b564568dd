// No English written straight into a component (issue 13): JSX text and the attributes people
// read come from the catalogs. The components not translated yet are listed in
// locales/untranslated.json; the list can only shrink.
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import untranslated from '../locales/untranslated.json' with { type: 'json' }
import { componentFiles, englishIn } from './english-scan.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const listed = new Set(untranslated.files)
const english = new Map(componentFiles(root).map((file) => [file, englishIn(`${root}/${file}`)]))

describe('English in components', () => {
  it('finds English in JSX text and in read attributes', () => {
    const found = englishIn(
      'x.tsx',
      '<p title="Close it">Hello {name}<b aria-label={t("k")}>{t("a")}</b>{busy ? "Saving..." : t("s")}</p>',
    )
    expect(found.map((f) => f.text)).toEqual(['Close it', 'Hello', 'Saving...'])
  })

  it('only the listed components have English in them', () => {
    const unexpected = [...english]
      .filter(([file, texts]) => texts.length > 0 && !listed.has(file))
      .map(([file, texts]) => `${file}:${texts[0].line} "${texts[0].text}"`)
    expect(unexpected).toEqual([])
  })

  it('a listed component that is translated leaves the list', () => {
    const done = untranslated.files.filter((file) => (english.get(file)?.length ?? 0) === 0)
    expect(done).toEqual([])
  })
})
