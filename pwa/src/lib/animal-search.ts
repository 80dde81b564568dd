// The browse filters live in the URL (/animals?species=dog&page=2), so a shared link or the
// back button restores them. Unknown or empty values are dropped.
import { AGE_BAND_KEYS, SPECIES, type AgeBand, type Species } from '@paws/contracts'
import { t } from '../i18n/index.ts'

export const BROWSE_PAGE_SIZE = 12
export const FILTER_GENDERS = ['male', 'female'] as const
export const FILTER_SIZES = ['small', 'medium', 'large'] as const

export interface AnimalSearch {
  search?: string
  species?: Species
  breed?: string
  gender?: (typeof FILTER_GENDERS)[number]
  size?: (typeof FILTER_SIZES)[number]
  age?: AgeBand
  city?: string
  page?: number
}

const text = (v: unknown, max = 100): string | undefined => {
  if (typeof v !== 'string' && typeof v !== 'number') return undefined
  const s = String(v).trim().slice(0, max)
  return s === '' ? undefined : s
}

function oneOf<T extends string>(list: readonly T[], v: unknown): T | undefined {
  return typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : undefined
}

export function parseAnimalSearch(raw: Record<string, unknown>): AnimalSearch {
  const page = Number(raw.page)
  const out: AnimalSearch = {
    search: text(raw.search),
    species: oneOf(SPECIES, raw.species),
    breed: text(raw.breed),
    gender: oneOf(FILTER_GENDERS, raw.gender),
    size: oneOf(FILTER_SIZES, raw.size),
    age: oneOf(AGE_BAND_KEYS, raw.age),
    city: text(raw.city),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  }
  for (const key of Object.keys(out) as (keyof AnimalSearch)[]) if (out[key] === undefined) delete out[key]
  return out
}

/** The list's query (api/animals.ts AnimalFilters takes it): the search, a page, the page size. */
export function toAnimalFilters(search: AnimalSearch) {
  return { ...search, page: search.page ?? 1, limit: BROWSE_PAGE_SIZE }
}

export function activeFilterCount(search: AnimalSearch): number {
  return (['search', 'species', 'breed', 'gender', 'size', 'age', 'city'] as const).filter(
    (k) => search[k] !== undefined,
  ).length
}

/** "Showing X-Y of Z animals". */
export function rangeText(page: number, limit: number, total: number): string {
  if (total === 0) return t('browse.rangeNone')
  const from = (page - 1) * limit + 1
  const to = Math.min(page * limit, total)
  return t('browse.range', { from, to, total })
}

/** Page numbers to show around the current one, with null for a gap. */
/** The pages a pager shows, each with a stable key; a gap is keyed by the page before it. */
export function pagerItems(page: number, totalPages: number): { page: number | null; key: string }[] {
  let before = 0
  return pageWindow(page, totalPages).map((p) => {
    if (p === null) return { page: null, key: `gap-after-${before}` }
    before = p
    return { page: p, key: String(p) }
  })
}

export function pageWindow(page: number, totalPages: number): (number | null)[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1)
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages))
  const sorted = [...pages].sort((a, b) => a - b)
  const out: (number | null)[] = []
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null)
    out.push(p)
  })
  return out
}
