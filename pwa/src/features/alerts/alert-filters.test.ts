import { describe, expect, it } from 'vitest'
import { alertFilters, alertName, describeFilters } from './alert-filters.ts'

describe('alert filters', () => {
  it('keeps the matchable filters and leaves out search, breed and page', () => {
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
    ).toEqual({ species: 'dog', gender: 'female', age: 'young', city: 'Andheri' })
  })
  it('offers a readable name', () => {
    expect(alertName({ species: 'dog', gender: 'female', age: 'young', city: 'Andheri' })).toBe(
      'Young female dogs in Andheri',
    )
    expect(alertName({})).toBe('Animals')
    expect(describeFilters({})).toBe('Any animal')
  })
})
