// List conventions (docs/rules.md#api-conventions): page 1 and 20 per page by default, at most 100
// (the schemas enforce it), totalPages at least 1, and sortOrder in any case.

export function pageMeta(total: number, page: number, limit: number) {
  return { total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) }
}

/** "ASC"/"asc" -> asc; anything else, or nothing, newest/largest first. */
export function sortDirection(sortOrder: string | undefined): 'asc' | 'desc' {
  return sortOrder?.toLowerCase() === 'asc' ? 'asc' : 'desc'
}
