import { describe, expect, it } from 'vitest'
import { postLook, postPlace, postTitle } from './post-text.ts'

const post = {
  kind: 'lost' as const,
  species: 'dog' as const,
  name: 'Bruno',
  sex: 'female' as const,
  colours: ['brown' as const, 'white' as const],
  size: 'medium' as const,
  collar: 'yes' as const,
  collarColour: 'red' as const,
  marks: ['ear-notch' as const],
  place: { lat: 19.06, lng: 72.83, pincode: '400050', locality: 'Bandra West' },
}

describe('how a lost-and-found post reads', () => {
  it('names the kind, the animal and its name', () => {
    expect(postTitle(post)).toBe('Lost Dog: Bruno')
    expect(postTitle({ ...post, kind: 'found', name: null })).toBe('Found Dog')
  })

  it('says what can be told at a glance, leaving out what the poster does not know', () => {
    expect(postLook(post)).toBe('brown, white · Female · Medium · red collar · ear notch')
    expect(
      postLook({ ...post, sex: 'unknown', size: null, collar: 'unknown', collarColour: null, marks: [], colours: [] }),
    ).toBe('')
    expect(postLook({ ...post, collar: 'no', colours: [], marks: [], size: null, sex: 'unknown' })).toBe('no collar')
  })

  it('shows the area only: the locality and pincode of the approximate place', () => {
    expect(postPlace(post)).toBe('Bandra West, 400050')
    expect(postPlace({ place: { lat: 19.06, lng: 72.83, pincode: null, locality: null } })).toBe('Place on the map')
  })
})
