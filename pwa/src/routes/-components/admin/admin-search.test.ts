import { describe, expect, it } from 'vitest'
import { pickOption, pickPage } from './admin-search.ts'

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
})
