// The Mumbai region's pincodes and localities with centroids (mumbai-places.json, made by
// scripts/mumbai-places.mjs from India Post's directory; see README.md beside this file), for
// cases typed without GPS: an approximate position from the pincode, else from a locality
// named in the address. Approximate means the pincode's centroid: a few hundred metres to a
// few kilometres off, enough to choose the nearest NGO, never a place to walk to.
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
  const q = words(text)
  if (q === '') return []
  if (/^\d+$/.test(q)) return PLACES.filter((p) => p.pincode.startsWith(q)).slice(0, limit)
  const hits = PLACES.filter((p) => p.localities.some((l) => words(l).includes(q)))
  const starts = (p: Place) => (p.localities.some((l) => words(l).startsWith(q)) ? 0 : 1)
  return hits.sort((a, b) => starts(a) - starts(b) || a.pincode.localeCompare(b.pincode)).slice(0, limit)
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

/** The locality named in `text` as whole words, the longest name winning. */
export function localityIn(text: string): { name: string; place: Place } | undefined {
  const padded = ` ${words(text)} `
  const hit = LOCALITIES.find((l) => padded.includes(` ${l.key} `))
  return hit ? { name: hit.name, place: hit.place } : undefined
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
