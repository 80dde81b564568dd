import { describe, expect, it } from 'vitest'
import { alertFilters, alertName, describeFilters } from './alert-filters.ts'

describe('alert filters', () => {
  it('keeps every browse filter, search words and breed included, but not the page', () => {
    expect(
      alertFilters({
        species: 'dog',
        gender: 'female',
        age: 'young',
        city: 'Andheri',
        search: 'lab',
        breed: 'Indie',
        page: 2,
      }),
    ).toEqual({ species: 'dog', gender: 'female', age: 'young', city: 'Andheri', search: 'lab', breed: 'Indie' })
  })
  it('offers a readable name', () => {
    expect(alertName({ species: 'dog', gender: 'female', age: 'young', city: 'Andheri' })).toBe(
      'Young female dogs in Andheri',
    )
    expect(alertName({ species: 'dog', breed: 'Labrador', search: 'calm', city: 'Bandra' })).toBe(
      'Labrador dogs "calm" in Bandra',
    )
    expect(describeFilters({ species: 'cat', breed: 'persian', search: 'white' })).toBe('Cat · Persian · "white"')
    expect(alertName({})).toBe('Animals')
    expect(describeFilters({})).toBe('Any animal')
  })
})
