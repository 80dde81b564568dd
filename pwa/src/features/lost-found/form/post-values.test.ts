import { describe, expect, it } from 'vitest'
import { emptyPost, localDateTime, postBody, postErrors } from './post-values.ts'

const now = new Date('2026-12-06T18:30:00+05:30')
const base = () => ({ ...emptyPost(now), species: 'dog' as const })

describe('the lost and found post form', () => {
  it('asks for the species, a place (map or pincode) and, for a found animal, where it is now', () => {
    expect(postErrors('found', emptyPost(now), now).map((e) => e.field)).toEqual(['species', 'place', 'foundWhere'])
    expect(postErrors('lost', { ...base(), pincode: '400050' }, now)).toEqual([])
    expect(postErrors('lost', { ...base(), lat: 19.06, lng: 72.83 }, now)).toEqual([])
    expect(postErrors('lost', { ...base(), pincode: '4000' }, now).map((e) => e.field)).toEqual(['place'])
  })

  it('refuses a time in the future, allowing the minute the form opened in', () => {
    const later = new Date(now.getTime() + 10 * 60_000)
    const soon = new Date(now.getTime() + 30_000)
    expect(postErrors('lost', { ...base(), pincode: '400050', seenAt: localDateTime(later) }, now)).toEqual([
      { field: 'seenAt', message: 'lf.error.future' },
    ])
    expect(postErrors('lost', { ...base(), pincode: '400050', seenAt: localDateTime(soon) }, now)).toEqual([])
  })

  it("sends what the server takes: the name on a lost post only, the collar's colour only with a collar", () => {
    const values = {
      ...base(),
      name: ' Bruno ',
      colours: ['brown' as const, 'white' as const],
      collar: 'no' as const,
      collarColour: 'red' as const,
      lat: 19.06,
      lng: 72.83,
      foundWhere: 'with-me' as const,
    }
    const lost = postBody('lost', values)
    expect(lost).toMatchObject({ kind: 'lost', name: 'Bruno', collarColour: null, foundWhere: null, lat: 19.06 })
    expect(lost.seenAt).toBe(new Date(values.seenAt).toISOString())
    const found = postBody('found', { ...values, collar: 'yes' })
    expect(found).toMatchObject({ kind: 'found', name: null, collarColour: 'red', foundWhere: 'with-me' })
  })
})
