// The house style: a feature imports shared pieces (components/, api/, session/, offline/,
// lib/, http/, i18n/), never another feature, so a screen can be read, changed or deleted alone.
// Pieces two features need move to components/.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const features = dirname(fileURLToPath(import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

function crossings(root: string): string[] {
  const found: string[] = []
  // Files beside the features (this test) belong to none.
  for (const file of sources(root).filter((f) => relative(root, f).includes('/'))) {
    const own = relative(root, file).split('/')[0]
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)) {
      const target = relative(root, resolve(dirname(file), spec))
      if (target.startsWith('..')) continue
      const other = target.split('/')[0]
      if (other !== own) found.push(`${relative(root, file)} -> ${target}`)
    }
  }
  return found
}

describe('features', () => {
  it('import no other feature', () => {
    expect(crossings(features)).toEqual([])
  })

  it('the check finds a feature importing another, and not one importing itself', () => {
    const root = mkdtempSync(join(tmpdir(), 'features-'))
    for (const dir of ['home', 'rescue/detail']) mkdirSync(join(root, dir), { recursive: true })
    writeFileSync(
      join(root, 'home/Page.tsx'),
      "import { A } from '../rescue/detail/A.tsx'\nimport { B } from './B.tsx'\n",
    )
    writeFileSync(
      join(root, 'rescue/detail/A.tsx'),
      "import { C } from '../C.ts'\nimport { t } from '../../../i18n/index.ts'\n",
    )
    expect(crossings(root)).toEqual(['home/Page.tsx -> rescue/detail/A.tsx'])
  })
})
