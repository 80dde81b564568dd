import { describe, expect, it } from 'vitest'
import { callUrl, directionsUrl } from './directions.ts'

const location = {
  address: 'SV Road',
  city: 'Mumbai',
  state: null,
  pincode: null,
  landmarks: 'Opposite the bakery',
  lat: 19.0544,
  lng: 72.8402,
  accuracy: 10,
}

describe('directions and call links', () => {
  it('geo: on Android, a maps URL elsewhere; an address when there are no coordinates', () => {
    expect(directionsUrl(location, 'Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(
      'geo:19.0544,72.8402?q=19.0544,72.8402(SV%20Road%2C%20Opposite%20the%20bakery%2C%20Mumbai)',
    )
    expect(directionsUrl(location, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=19.0544%2C72.8402',
    )
    expect(directionsUrl({ ...location, lat: null, lng: null }, 'X11; Linux')).toContain('destination=SV%20Road')
  })

  it('calls the reporter when there is a number', () => {
    expect(callUrl('+91 98765 43210')).toBe('tel:+919876543210')
    expect(callUrl(null)).toBeNull()
  })
})
