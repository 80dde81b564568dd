import { describe, expect, it } from 'vitest'
import { dHash, grayGrid, hashDistance, isTellingHash } from '../src/photo-hash.ts'

describe('photo hash (dHash)', () => {
  it('reads each row left to right: a bit per cell darker than its right-hand neighbour', () => {
    const rising = Array.from({ length: 72 }, (_, i) => i % 9)
    expect(dHash(rising)).toBe('ffffffffffffffff')
    const falling = rising.map((v) => 8 - v)
    expect(dHash(falling)).toBe('0000000000000000')
    expect(hashDistance('ffffffffffffffff', '0000000000000000')).toBe(64)
    expect(hashDistance('f0e1d2c3b4a59687', 'f0e1d2c3b4a59686')).toBe(1)
  })

  it('averages any image size into the 9x8 grid', () => {
    const width = 90
    const height = 80
    const rgba = new Uint8ClampedArray(width * height * 4)
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) rgba.set([x * 2, x * 2, x * 2, 255], (y * width + x) * 4)
    const grid = grayGrid(rgba, width, height)
    expect(grid).toHaveLength(72)
    expect(grid[1]).toBeGreaterThan(grid[0])
    expect(dHash(grid)).toBe('ffffffffffffffff')
  })

  it('does not use a hash whose rows are all alike (a flat colour or plain gradient)', () => {
    expect(isTellingHash('ffffffffffffffff')).toBe(false)
    expect(isTellingHash('a5a5a5a5a5a5a5a5')).toBe(false)
    expect(isTellingHash('f0e1d2c3b4a59687')).toBe(true)
  })
})
