import { describe, expect, it } from 'vitest'
import {
  adoptionFilterQuery,
  animalFilterQuery,
  ngoFilterQuery,
  rescueFilterLabel,
  rescueFilterQuery,
  rescueFlagLabel,
  userFilterQuery,
} from './admin-search.ts'
import {
  ANIMAL_FILTERS,
  filterSearch,
  NGO_FILTERS,
  pageSearch,
  parseListSearch,
  pickOption,
  pickPage,
  RESCUE_FILTERS,
  RESCUE_SORTS,
  USER_FILTERS,
  USER_SORTS,
  ADOPTION_SORTS,
  NGO_SORTS,
  ANIMAL_SORTS,
  sortSearch,
  wordsSearch,
} from '../../lib/list-search.ts'
import { RESCUE_SORT_FIELDS } from '@paws/contracts/schemas/rescues'
import { USER_SORT_FIELDS } from '@paws/contracts/schemas/users-admin'
import { ADOPTION_SORT_FIELDS } from '@paws/contracts/schemas/adoptions'
import { NgoListQuery } from '@paws/contracts/schemas/ngos'
import { AnimalListQuery } from '@paws/contracts/schemas/animals'

describe('admin list search params', () => {
  it('keeps only known filters', () => {
    expect(pickOption('pending', ['pending', 'assigned'] as const)).toBe('pending')
    expect(pickOption('all', ['pending'] as const)).toBeUndefined()
    expect(pickOption(3, ['pending'] as const)).toBeUndefined()
  })

  it('keeps pages above 1 only', () => {
    expect(pickPage(2)).toBe(2)
    expect(pickPage('3')).toBe(3)
    for (const bad of [1, 0, -2, 1.5, 'x', undefined, 99_999]) expect(pickPage(bad)).toBeUndefined()
  })

  it('parses a filter under its own key and a page above 1', () => {
    expect(parseListSearch('filter', ANIMAL_FILTERS, { filter: 'deleted', page: '3' })).toEqual({
      filter: 'deleted',
      page: 3,
    })
    expect(parseListSearch('status', RESCUE_FILTERS, { status: 'pending', filter: 'x' })).toEqual({ status: 'pending' })
  })

  it('drops "all", unknown filters and bad pages', () => {
    expect(parseListSearch('filter', NGO_FILTERS, { filter: 'all', page: 1 })).toEqual({})
    expect(parseListSearch('filter', NGO_FILTERS, { filter: 'bogus', page: 'x' })).toEqual({})
    expect(parseListSearch('filter', NGO_FILTERS, { page: 2.5 })).toEqual({})
  })

  it('reads the search words and a known sort column, newest first unless asked', () => {
    expect(parseListSearch('role', USER_FILTERS, { q: '  priya ', sort: 'email', dir: 'asc' }, USER_SORTS)).toEqual({
      q: 'priya',
      sort: 'email',
      dir: 'asc',
    })
    expect(parseListSearch('role', USER_FILTERS, { sort: 'lastLoginAt', dir: 'sideways' }, USER_SORTS)).toEqual({
      sort: 'lastLoginAt',
      dir: 'desc',
    })
    expect(parseListSearch('role', USER_FILTERS, { q: '   ', sort: 'password' }, USER_SORTS)).toEqual({})
    expect(parseListSearch('role', USER_FILTERS, { q: 'x'.repeat(300) }).q).toHaveLength(100)
  })

  it('each table sorts only by columns the API sorts by', () => {
    expect([...RESCUE_SORTS].sort()).toEqual([...RESCUE_SORT_FIELDS].sort())
    expect([...USER_SORTS].sort()).toEqual([...USER_SORT_FIELDS].sort())
    expect([...ADOPTION_SORTS].sort()).toEqual([...ADOPTION_SORT_FIELDS].sort())
    const schemaSorts = (schema: { properties: { sortBy: { anyOf?: { const: string }[]; enum?: string[] } } }) =>
      (schema.properties.sortBy.enum ?? schema.properties.sortBy.anyOf?.map((o) => o.const) ?? []).sort()
    expect([...NGO_SORTS].sort()).toEqual(schemaSorts(NgoListQuery as never))
    expect([...ANIMAL_SORTS].sort()).toEqual(schemaSorts(AnimalListQuery as never))
  })

  it('the list call gets the words and the sort', () => {
    expect(userFilterQuery('ngo', 2, { q: 'priya', sort: 'email', dir: 'asc' })).toMatchObject({
      role: 'ngo',
      page: 2,
      search: 'priya',
      sortBy: 'email',
      sortOrder: 'ASC',
    })
    expect(userFilterQuery(undefined, 1, {})).toMatchObject({ sortBy: 'createdAt', sortOrder: 'DESC' })
    expect(rescueFilterQuery(undefined, 1, 'all', undefined, {})).toMatchObject({
      sortBy: 'priority',
      sortOrder: 'DESC',
    })
  })

  it('a new filter, search or sort goes back to page 1 and keeps the rest; a new page keeps everything', () => {
    const table = { q: 'dog', sort: 'name', dir: 'asc' as const, page: 4 }
    expect(filterSearch('status', 'all')({ status: 'pending', ...table })).toEqual({
      status: undefined,
      q: 'dog',
      sort: 'name',
      dir: 'asc',
      page: undefined,
    })
    expect(filterSearch('status', 'pending')({})).toEqual({ status: 'pending', page: undefined })
    expect(wordsSearch(' cat ')(table)).toEqual({ ...table, q: 'cat', page: undefined })
    expect(wordsSearch('')(table)).toEqual({ ...table, q: undefined, page: undefined })
    expect(sortSearch('age', 'desc')(table)).toEqual({ ...table, sort: 'age', dir: 'desc', page: undefined })
    const search: { status?: string; page?: number } = { status: 'pending' }
    expect(pageSearch(3)(search)).toEqual({ status: 'pending', page: 3 })
    expect(pageSearch(1)({ ...search, page: 3 })).toEqual({ status: 'pending', page: undefined })
  })

  it('labels the filters', () => {
    expect(rescueFilterLabel('all')).toBe('All')
    expect(rescueFilterLabel('pending')).toBe('Pending')
  })
})

describe('list calls', () => {
  it('rescues: 50 a page, most urgent then longest waiting first, with the attention flags; users: 100', () => {
    expect(rescueFilterQuery('pending', 2)).toEqual({
      limit: 50,
      sortBy: 'priority',
      sortOrder: 'DESC',
      page: 2,
      status: 'pending',
    })
    expect(rescueFilterQuery(undefined)).not.toHaveProperty('status')
    expect(rescueFilterQuery('assigned', 1, 'escalated')).toMatchObject({ status: 'assigned', escalated: true })
    expect(rescueFilterQuery(undefined, 1, 'duplicates')).toMatchObject({ duplicates: true })
    expect(rescueFilterQuery(undefined, 1, 'triage')).toMatchObject({ triage: true })
    expect(rescueFlagLabel('triage')).toBe('Held for review')
    expect(rescueFilterQuery(undefined, 1, 'all')).not.toHaveProperty('escalated')
    expect(userFilterQuery('ngo')).toEqual({ limit: 100, sortBy: 'createdAt', sortOrder: 'DESC', page: 1, role: 'ngo' })
    expect(userFilterQuery('all')).not.toHaveProperty('role')
  })
  it('NGOs: verification and active status', () => {
    expect(ngoFilterQuery('verified')).toMatchObject({
      isVerified: true,
      limit: 100,
      sortBy: 'createdAt',
      sortOrder: 'DESC',
      page: 1,
    })
    expect(ngoFilterQuery('unverified', 2)).toMatchObject({ isVerified: false, page: 2 })
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
