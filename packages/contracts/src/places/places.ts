// The Mumbai region's pincodes and localities with centroids (mumbai-places.json, made by
// scripts/mumbai-places.mjs from India Post's directory; see README.md beside this file), for
// cases typed without GPS: an approximate position from the pincode, else from a locality
// named in the address. Approximate means the pincode's centroid: a few hundred metres to a
// few kilometres off, enough to choose the nearest NGO, never a place to walk to.
import devanagari from './devanagari-latin.json' with { type: 'json' }
import data from './mumbai-places.json' with { type: 'json' }

export interface Place {
  pincode: string
  lat: number
  lng: number
  district: string
  localities: string[]
}

export interface ApproximatePosition {
  lat: number
  lng: number
  /** What the position was taken from. */
  source: 'pincode' | 'locality'
  /** The pincode whose centroid it is. */
  pincode: string
}

const PLACES: readonly Place[] = data.places
const BY_PIN = new Map(PLACES.map((p) => [p.pincode, p]))

/** Lower case, letters and digits only, single spaces; "(Mumbai)"-like qualifiers dropped. */
function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

const DEVANAGARI = /[\u0900-\u097f]/
const LETTERS: Readonly<Record<string, string>> = devanagari.letters

/**
 * How a name sounds, in Latin letters with no vowels, so a place typed in Marathi or Hindi meets
 * India Post's spelling: "बांद्रा" and "Bandra" are both "bndr", "चेंबूर" and "Chembur" "cmbr",
 * "गोरेगाव" and "Goregaon" "grgv". The Devanagari letters are read through the transliteration
 * table (devanagari-latin.json); both sides then lose what the two scripts write differently:
 * vowels and their length, aspiration, "sh"/"s", "w"/"v", "c"/"k" ("ch" stays apart), a nasal
 * sign before a consonant ("n", or "m" before b and p) and doubled letters.
 */
function spelled(text: string): string {
  const latin = [...text]
    .map((ch) => {
      const letter = LETTERS[ch]
      if (letter === undefined) return ch
      return letter === 'c' ? 'ch' : letter
    })
    .join('')
  return latin
    .toLowerCase()
    .replace(/[^a-z]+/g, '')
    .replace(/(aon|a[mn]v)$/, 'av')
    .replace(/ch/g, 'C')
    .replace(/sh/g, 's')
    .replace(/([kgtdpbj])h/g, '$1')
    .replace(/x/g, 'ks')
    .replace(/[cq]/g, 'k')
    .replace(/C/g, 'c')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/m(?=[^aeiouybpmv])/g, 'n')
    .replace(/n(?=[bp])/g, 'm')
    .replace(/(.)\1+/g, '$1')
    .replace(/y/g, 'i')
}

function sounds(text: string): string {
  return spelled(text).replace(/[aeiou]/g, '')
}

/** Each locality as it sounds (its words run together), for names typed in Devanagari. */
const SOUNDS = PLACES.flatMap((place) =>
  place.localities.map((name) => {
    const parts = words(name).split(' ')
    return { key: parts.map(sounds).join(' '), spelled: spelled(parts[0] ?? ''), name, place }
  }),
)

/** The Devanagari words of a text. */
function devanagariWords(text: string): string[] {
  return text.split(/[^\u0900-\u097fA-Za-z]+/).filter((word) => DEVANAGARI.test(word))
}

/** The Devanagari words of a text, each as it sounds. */
function devanagariSounds(text: string): string[] {
  return devanagariWords(text)
    .map(sounds)
    .filter((sound) => sound.length >= 2)
}

/** Names that say which city rather than where in it. */
const TOO_WIDE = new Set(['mumbai', 'navi mumbai', 'greater mumbai', 'thane west', 'maharashtra'])

/** Each locality's words once, longest first, with its place. */
const LOCALITIES = PLACES.flatMap((place) => place.localities.map((name) => ({ key: words(name), name, place })))
  .filter((l) => l.key.length >= 4 && !TOO_WIDE.has(l.key))
  .sort((a, b) => b.key.length - a.key.length || a.place.pincode.localeCompare(b.place.pincode))

export function placeByPincode(pin: string | null | undefined): Place | undefined {
  const digits = (pin ?? '').replace(/\s+/g, '')
  return /^\d{6}$/.test(digits) ? BY_PIN.get(digits) : undefined
}

/** Places whose pincode starts with, or one of whose localities contains, `text` (at most `limit`). */
export function searchPlaces(text: string, limit = 10): Place[] {
  if (DEVANAGARI.test(text)) return searchBySound(text, limit)
  const q = words(text)
  if (q === '') return []
  if (/^\d+$/.test(q)) return PLACES.filter((p) => p.pincode.startsWith(q)).slice(0, limit)
  const hits = PLACES.filter((p) => p.localities.some((l) => words(l).includes(q)))
  const starts = (p: Place) => (p.localities.some((l) => words(l).startsWith(q)) ? 0 : 1)
  return hits.sort((a, b) => starts(a) - starts(b) || a.pincode.localeCompare(b.pincode)).slice(0, limit)
}

/**
 * Places one of whose localities sounds like `text` typed in Marathi or Hindi: the first word's
 * sound starts the locality's ("बांद्रा" finds Bandra West and Bandra(East)).
 */
function searchBySound(text: string, limit: number): Place[] {
  const asked = devanagariSounds(text)
  if (asked.length === 0) return []
  const matches = (key: string) => key.split(' ')[0]?.startsWith(asked[0] ?? '') ?? false
  const first = spelled(devanagariWords(text)[0] ?? '')
  // Closest first: the same vowels too ("गोरेगाव" is Goregaon before Girgaon), then the same sound.
  const rank = (l: (typeof SOUNDS)[number]) => (l.spelled === first ? 0 : l.key.split(' ')[0] === asked[0] ? 1 : 2)
  const found = new Map<string, { place: Place; rank: number }>()
  for (const l of SOUNDS) {
    if (!matches(l.key)) continue
    const was = found.get(l.place.pincode)
    found.set(l.place.pincode, { place: l.place, rank: Math.min(was?.rank ?? 2, rank(l)) })
  }
  return [...found.values()]
    .sort((a, b) => a.rank - b.rank || a.place.pincode.localeCompare(b.place.pincode))
    .map((f) => f.place)
    .slice(0, limit)
}

/** The name to show for a place found by `text`: the locality that matched it, else the place's first one. */
export function localityMatching(place: Place, text: string): string {
  if (DEVANAGARI.test(text)) {
    const asked = devanagariSounds(text)[0]
    const first = spelled(devanagariWords(text)[0] ?? '')
    const mine = SOUNDS.filter((l) => l.place === place && asked !== undefined && l.key.startsWith(asked))
    const hit = mine.find((l) => l.spelled === first) ?? mine[0]
    if (hit) return hit.name
  }
  const q = words(text)
  return place.localities.find((l) => words(l).includes(q)) ?? place.localities[0] ?? place.pincode
}

/** Rough metres between two nearby points (equirectangular: enough to rank centroids). */
function roughMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const x = (b.lng - a.lng) * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180)
  return Math.hypot(x, b.lat - a.lat) * 111_195
}

/** The place whose centroid is nearest the point, if one lies within `withinM` metres. */
export function nearestPlace(point: { lat: number; lng: number }, withinM = 3_000): Place | undefined {
  let best: { place: Place; metres: number } | undefined
  for (const place of PLACES) {
    const metres = roughMetres(point, place)
    if (!best || metres < best.metres) best = { place, metres }
  }
  return best && best.metres <= withinM ? best.place : undefined
}

/** The locality named in `text` as whole words, the longest name winning; else one named in Devanagari. */
export function localityIn(text: string): { name: string; place: Place } | undefined {
  const padded = ` ${words(text)} `
  const hit = LOCALITIES.find((l) => padded.includes(` ${l.key} `))
  if (hit) return { name: hit.name, place: hit.place }
  // A place written in Devanagari: a locality whose first word sounds like one of its words.
  const said = devanagariWords(text)
  const heard =
    SOUNDS.find((l) => said.some((word) => spelled(word) === l.spelled)) ??
    SOUNDS.find((l) => said.some((word) => sounds(word).length >= 3 && sounds(word) === l.key.split(' ')[0]))
  return heard ? { name: heard.name, place: heard.place } : undefined
}

/**
 * The centroid for a typed place: its pincode if the region's table has it (also a pincode
 * written in the address), else a locality named in the address, landmarks or city; undefined
 * when nothing usable is there.
 */
export function approximatePosition(location: {
  pincode?: string | null
  address?: string | null
  landmarks?: string | null
  city?: string | null
}): ApproximatePosition | undefined {
  const text = [location.address, location.landmarks, location.city].filter(Boolean).join(' , ')
  const typed = placeByPincode(location.pincode) ?? placeByPincode(text.match(/\b\d{3}\s?\d{3}\b/)?.[0])
  if (typed) return { lat: typed.lat, lng: typed.lng, source: 'pincode', pincode: typed.pincode }
  const named = localityIn(text)
  if (named) return { lat: named.place.lat, lng: named.place.lng, source: 'locality', pincode: named.place.pincode }
  return undefined
}
