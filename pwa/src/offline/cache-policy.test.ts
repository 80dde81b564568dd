import { describe, expect, it } from 'vitest'
import { isPublicAnimalRead, isPublicStatsRead } from './cache-policy.ts'

const origin = 'https://paws.example'
const req = (headers: Record<string, string> = {}, method = 'GET') => ({ method, headers: new Headers(headers) })
const ok = (path: string, r = req()) => isPublicAnimalRead(new URL(path, origin), r, origin)

describe('the service worker caches only public animal reads', () => {
  it('caches the public list, a detail and the cities, asked without a session', () => {
    expect(ok('/api/animals')).toBe(true)
    expect(ok('/api/animals?species=dog&page=2')).toBe(true)
    expect(ok('/api/animals/12')).toBe(true)
    expect(ok('/api/animals/cities')).toBe(true)
  })

  it('never caches what a session asked for, or private views', () => {
    expect(ok('/api/animals', req({ authorization: 'Bearer x' }))).toBe(false)
    expect(ok('/api/animals/12', req({ authorization: 'Bearer x' }))).toBe(false)
    expect(ok('/api/animals/12/adoptions')).toBe(false)
    expect(ok('/api/animals?owner=me')).toBe(false)
    expect(ok('/api/animals?includeDeleted=true')).toBe(false)
    expect(ok('/api/animals?status=deleted')).toBe(false)
    expect(ok('/api/animals/admin/12')).toBe(false)
    expect(ok('/api/animals', req({}, 'POST'))).toBe(false)
    expect(isPublicAnimalRead(new URL('https://evil.example/api/animals'), req(), origin)).toBe(false)
  })
})

describe('the service worker keeps the public statistics', () => {
  const stats = (path: string, r = req()) => isPublicStatsRead(new URL(path, origin), r, origin)

  it('keeps the JSON figures asked without a session', () => {
    expect(stats('/api/stats/response-times')).toBe(true)
  })

  it("leaves the CSV, a session's request, a write and another origin to the network", () => {
    expect(stats('/api/stats/response-times.csv')).toBe(false)
    expect(stats('/api/stats/response-times', req({ authorization: 'Bearer x' }))).toBe(false)
    expect(stats('/api/stats/response-times', req({}, 'POST'))).toBe(false)
    expect(isPublicStatsRead(new URL('https://evil.example/api/stats/response-times'), req(), origin)).toBe(false)
  })
})
