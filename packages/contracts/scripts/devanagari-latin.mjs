// Regenerates src/places/devanagari-latin.json: each letter and sign of the Devanagari block
// (U+0900-U+097F) in Latin letters, so a place typed in Marathi or Hindi ("बांद्रा") can be
// matched with the region's place names, which India Post writes in the Latin script. Run from
// packages/contracts:
//   node scripts/devanagari-latin.mjs
// Source (a devDependency only, never loaded by the app, whose table is 550 kB for every
// script): any-ascii 0.3.3 (ISC), Unicode to ASCII transliteration. See src/places/README.md.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import anyAscii from 'any-ascii'

const letters = {}
for (let code = 0x0900; code <= 0x097f; code++) {
  const ch = String.fromCodePoint(code)
  const latin = anyAscii(ch).toLowerCase()
  if (latin !== '') letters[ch] = latin
}
const out = {
  generated: 'by packages/contracts/scripts/devanagari-latin.mjs; do not edit by hand',
  source: 'any-ascii 0.3.3 (ISC), its table of the Devanagari block',
  letters,
}
const file = new URL('../src/places/devanagari-latin.json', import.meta.url)
writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`)
spawnSync('npx', ['biome', 'format', '--write', file.pathname], { stdio: 'inherit' })
console.log(`${Object.keys(letters).length} letters -> ${file.pathname}`)
