import { describe, expect, it } from 'vitest'
import { ANIMAL_FILTERS, adoptionFilterQuery, animalFilterQuery, NGO_FILTERS, ngoFilterQuery, parseListSearch } from './filters.ts'

describe('parseListSearch', () => {
  it('keeps a known filter and a page above 1', () => {
    expect(parseListSearch(ANIMAL_FILTERS, { filter: 'deleted', page: '3' })).toEqual({ filter: 'deleted', page: 3 })
  })
  it('drops "all", unknown filters and bad pages', () => {
    expect(parseListSearch(NGO_FILTERS, { filter: 'all', page: 1 })).toEqual({})
    expect(parseListSearch(NGO_FILTERS, { filter: 'bogus', page: 'x' })).toEqual({})
    expect(parseListSearch(NGO_FILTERS, { page: 2.5 })).toEqual({})
  })
})

describe('filter queries', () => {
  it('NGOs: verification and active status', () => {
    expect(ngoFilterQuery('verified')).toMatchObject({ isVerified: true, limit: 100, sortBy: 'createdAt', sortOrder: 'DESC' })
    expect(ngoFilterQuery('unverified')).toMatchObject({ isVerified: false })
    expect(ngoFilterQuery('inactive')).toMatchObject({ status: 'inactive' })
    expect(ngoFilterQuery(undefined)).not.toHaveProperty('status')
  })
  it('animals: all and deleted ask for deleted ones; a status filters', () => {
    expect(animalFilterQuery(undefined)).toMatchObject({ includeDeleted: true, page: 1 })
    expect(animalFilterQuery('deleted', 2)).toMatchObject({ status: 'deleted', includeDeleted: true, page: 2 })
    const available = animalFilterQuery('available')
    expect(available).toMatchObject({ status: 'available' })
    expect(available).not.toHaveProperty('includeDeleted')
  })
  it('adoptions: a status, or none for all', () => {
    expect(adoptionFilterQuery('under_review', 4)).toMatchObject({ status: 'under_review', page: 4 })
    expect(adoptionFilterQuery('all')).not.toHaveProperty('status')
  })
})
