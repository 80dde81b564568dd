import { describe, expect, it } from 'vitest'
import { activeFilterCount, pageWindow, parseAnimalSearch, rangeText, toAnimalFilters } from './animal-search.ts'

describe('browse search params', () => {
  it('keeps known values and drops empty or unknown ones', () => {
    expect(
      parseAnimalSearch({
        search: ' lab ',
        species: 'dog',
        gender: 'unknown',
        size: 'extra_large',
        age: 'young',
        city: '',
        page: '2',
        extra: 'x',
      }),
    ).toEqual({ search: 'lab', species: 'dog', age: 'young', page: 2 })
    expect(parseAnimalSearch({ species: 'dragon', page: '0' })).toEqual({})
    expect(parseAnimalSearch({ page: 1 })).toEqual({})
  })

  it('asks the API for 12 a page', () => {
    expect(toAnimalFilters({ species: 'cat' })).toEqual({ species: 'cat', page: 1, limit: 12 })
    expect(toAnimalFilters({ page: 3 })).toEqual({ page: 3, limit: 12 })
  })

  it('counts active filters, not the page', () => {
    expect(activeFilterCount({ species: 'cat', city: 'Thane', page: 2 })).toBe(2)
  })
})

describe('range and pages', () => {
  it('describes the shown range', () => {
    expect(rangeText(1, 12, 30)).toBe('Showing 1-12 of 30 animals')
    expect(rangeText(3, 12, 30)).toBe('Showing 25-30 of 30 animals')
    expect(rangeText(1, 12, 0)).toBe('Showing 0 of 0 animals')
    expect(rangeText(1, 12, 1)).toBe('Showing 1-1 of 1 animal')
  })

  it('shows all pages when few, a window with gaps when many', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4])
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10])
    expect(pageWindow(1, 10)).toEqual([1, 2, null, 10])
  })
})
