import { describe, expect, it } from 'vitest'
import { thumbSrcSet } from './PetImage.tsx'

describe("a card photo's widths", () => {
  it('offers the small 4:3 version and the 400 px thumbnail of a stored photo', () => {
    expect(thumbSrcSet('/uploads/animals/abc.webp', false)).toMatch(
      /^\S*\/uploads\/animals\/abc-small\.webp 360w, \S*\/uploads\/animals\/abc-thumb\.webp 400w$/,
    )
  })

  it('only the small one with Save-Data', () => {
    expect(thumbSrcSet('/uploads/animals/abc.webp', true)).toMatch(/^\S*\/uploads\/animals\/abc-small\.webp 360w$/)
  })

  it('none for a photo the server did not make (a link, the sample picture, nothing)', () => {
    expect(thumbSrcSet('https://example.org/dog.jpg', false)).toBeUndefined()
    expect(thumbSrcSet(null, false)).toBeUndefined()
  })
})
