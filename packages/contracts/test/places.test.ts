import { describe, expect, it } from 'vitest'
import {
  approximatePosition,
  localityIn,
  localityMatching,
  nearestPlace,
  placeByPincode,
  searchPlaces,
} from '../src/places/places.ts'

/** Great-circle distance in km. */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

// Where these places are (their stations or centres), to check the table against.
const KNOWN = [
  { pin: '400053', name: 'Andheri East', at: { lat: 19.1136, lng: 72.8697 } },
  { pin: '400058', name: 'Andheri West', at: { lat: 19.1197, lng: 72.8468 } },
  { pin: '400005', name: 'Colaba', at: { lat: 18.9067, lng: 72.8147 } },
  { pin: '400050', name: 'Bandra West', at: { lat: 19.0596, lng: 72.8295 } },
  { pin: '400601', name: 'Thane', at: { lat: 19.1863, lng: 72.9756 } },
  { pin: '400703', name: 'Vashi', at: { lat: 19.0771, lng: 72.9986 } },
]

describe('the Mumbai region table', () => {
  it.each(KNOWN)('has $name ($pin) within 2.5 km of where it is', ({ pin, at }) => {
    const place = placeByPincode(pin)
    expect(place).toBeDefined()
    expect(km(place as { lat: number; lng: number }, at)).toBeLessThan(2.5)
  })

  it('covers Mumbai, Thane and Navi Mumbai, and nothing far away', () => {
    expect(placeByPincode('400 053')?.district).toBe('Mumbai')
    expect(placeByPincode('400601')?.district).toBe('Thane')
    expect(placeByPincode('410210')?.localities).toContain('Kharghar')
    expect(placeByPincode('411001')).toBeUndefined() // Pune
    expect(placeByPincode('110001')).toBeUndefined() // Delhi
    expect(placeByPincode('4000')).toBeUndefined()
  })

  it('searches by pincode prefix or locality name', () => {
    expect(searchPlaces('colaba').map((p) => p.pincode)).toEqual(['400005'])
    expect(searchPlaces('4000').every((p) => p.pincode.startsWith('4000'))).toBe(true)
    expect(searchPlaces('Andheri').map((p) => p.pincode)).toEqual(expect.arrayContaining(['400053', '400058']))
    expect(searchPlaces('  ')).toEqual([])
    expect(searchPlaces('zzzz')).toEqual([])
  })
})

describe('a place typed in Marathi or Hindi', () => {
  const pins = (text: string) => searchPlaces(text, 4).map((p) => p.pincode)

  it('is found by how it sounds', () => {
    expect(pins('बांद्रा').slice(0, 2)).toEqual(['400050', '400051'])
    expect(pins('बान्द्रा')[0]).toBe('400050')
    expect(pins('अंधेरी')).toEqual(expect.arrayContaining(['400053', '400069']))
    expect(pins('दादर')).toEqual(['400014'])
    expect(pins('चेंबूर')[0]).toBe('400071')
    expect(pins('कुलाबा')).toContain('400005')
    expect(pins('डोंबिवली')[0]).toBe('421201')
  })

  it('puts the same spelling before a name that only sounds alike', () => {
    expect(pins('गोरेगाव')[0]).toBe('400063')
    expect(pins('गोरेगांव')[0]).toBe('400063')
  })

  it('shows the locality it matched', () => {
    const [bandraEast] = searchPlaces('बांद्रा').filter((p) => p.pincode === '400051')
    expect(localityMatching(bandraEast, 'बांद्रा')).toBe('Bandra(East)')
    expect(localityMatching(bandraEast, 'bandra')).toBe('Bandra(East)')
  })

  it('is read in an address', () => {
    expect(localityIn('बांद्रा स्टेशनजवळ')?.place.pincode).toBe('400050')
    expect(localityIn('वरळी नाका')?.name).toBe('Worli')
    expect(approximatePosition({ address: 'बांद्रा स्टेशनजवळ' })).toMatchObject({ source: 'locality', pincode: '400050' })
    expect(localityIn('near the market')).toBeUndefined()
  })
})

describe('approximatePosition', () => {
  it('takes the pincode first, then a pincode or a locality written in the address', () => {
    expect(approximatePosition({ pincode: '400058', address: 'Near Colaba market' })).toMatchObject({
      source: 'pincode',
      pincode: '400058',
    })
    expect(approximatePosition({ pincode: null, address: 'SV Road, Mumbai 400 050' })).toMatchObject({
      source: 'pincode',
      pincode: '400050',
    })
    expect(approximatePosition({ address: 'Outside Andheri station, west side', city: 'Mumbai' })).toMatchObject({
      source: 'locality',
      pincode: '400053',
    })
    expect(approximatePosition({ address: 'Sector 17, Vashi', city: 'Navi Mumbai' })?.pincode).toBe('400703')
  })

  it('finds nothing in a city name alone, a far pincode or a word inside another', () => {
    expect(approximatePosition({ address: 'Somewhere', city: 'Mumbai' })).toBeUndefined()
    expect(approximatePosition({ pincode: '411001', address: 'FC Road', city: 'Pune' })).toBeUndefined()
    expect(approximatePosition({ address: 'Colabazaar street' })).toBeUndefined()
    expect(approximatePosition({})).toBeUndefined()
  })
})

describe('nearestPlace', () => {
  it("names the pincode whose centroid is nearest a phone's position, none far outside the region", () => {
    // Just north of Colaba's centroid (18.9104, 72.8198).
    expect(nearestPlace({ lat: 18.912, lng: 72.82 })?.pincode).toBe('400005')
    // Pune is 120 km away: nothing near.
    expect(nearestPlace({ lat: 18.5204, lng: 73.8567 })).toBeUndefined()
  })
})
