// What the service worker may keep in its shared API cache (docs/rules.md#caching: only public
// answers go into shared caches; what belongs to a signed-in account is cleared at sign-out).
// A cached answer is served to whoever uses the phone next, so only public reads qualify: the
// animal list, a detail page and the city list, and the public statistics, asked without a
// session. Applicant
// lists (/api/animals/:id/adoptions), a user's own listings (?owner=me), deleted animals
// (admin) and anything asked with an Authorization header go to the network only.

export const API_ANIMALS_CACHE = 'api-animals'
/** The public response-time figures ("How fast help comes"): the same for everyone. */
export const API_STATS_CACHE = 'api-stats'
/** Photos (animals' and cases'), cache-first in the service worker. */
export const UPLOADS_CACHE = 'uploads'

const PUBLIC_ANIMAL_PATH = /^\/api\/animals(?:\/cities|\/\d+)?\/?$/

export function isPublicAnimalRead(
  url: URL,
  request: { method: string; headers: { has(name: string): boolean } },
  origin: string,
): boolean {
  return (
    request.method === 'GET' &&
    url.origin === origin &&
    !request.headers.has('authorization') &&
    PUBLIC_ANIMAL_PATH.test(url.pathname) &&
    !url.searchParams.has('owner') &&
    !url.searchParams.has('includeDeleted') &&
    url.searchParams.get('status') !== 'deleted'
  )
}

const PUBLIC_STATS_PATH = /^\/api\/stats\/response-times\/?$/

/** The public statistics (JSON), asked without a session: the page opens offline with them. */
export function isPublicStatsRead(
  url: URL,
  request: { method: string; headers: { has(name: string): boolean } },
  origin: string,
): boolean {
  return (
    request.method === 'GET' &&
    url.origin === origin &&
    !request.headers.has('authorization') &&
    PUBLIC_STATS_PATH.test(url.pathname)
  )
}

/**
 * When a session ends (signed out, or ended on its own): empties the API cache (it may hold
 * answers from before this policy) and the photo cache, which holds the photos of the cases
 * this account could see.
 */
export async function clearSignedInCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  await caches.delete(API_ANIMALS_CACHE)
  await caches.delete(UPLOADS_CACHE)
}
