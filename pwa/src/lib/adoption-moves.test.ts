import { describe, expect, it } from 'vitest'
import { detailMoves, quickMoves } from './adoption-moves.ts'

const ALL = ['approved', 'rejected', 'under_review'] as const

describe('quickMoves', () => {
  it('offers approve, reject and under review on a pending application', () => {
    expect(quickMoves('pending', ALL)).toEqual(['approved', 'rejected', 'under_review'])
  })
  it('offers approve and reject while under review', () => {
    expect(quickMoves('under_review', ALL)).toEqual(['approved', 'rejected'])
  })
  it('offers nothing once decided', () => {
    for (const status of [
      'approved',
      'paperwork_pending',
      'home_visit_scheduled',
      'rejected',
      'cancelled',
      'completed',
      'returned',
    ] as const) {
      expect(quickMoves(status, ALL)).toEqual([])
    }
  })
  it('keeps to what the screen offers', () => {
    expect(quickMoves('pending', ['approved'])).toEqual(['approved'])
  })
})

describe('detailMoves', () => {
  const move = (to: 'under_review' | 'approved' | 'rejected' | 'cancelled' | 'pending') => ({
    to,
    label: to,
    reasonRequired: to === 'rejected',
  })
  it('starts a review from pending instead of approving at once', () => {
    expect(detailMoves('pending', [move('under_review'), move('approved'), move('rejected')]).map((m) => m.to)).toEqual(
      ['under_review', 'rejected'],
    )
  })
  it('keeps approve once under review', () => {
    expect(detailMoves('under_review', [move('approved'), move('rejected')]).map((m) => m.to)).toEqual([
      'approved',
      'rejected',
    ])
  })
  it('leaves cancelling to the applicant button', () => {
    expect(detailMoves('pending', [move('under_review'), move('cancelled')]).map((m) => m.to)).toEqual(['under_review'])
  })
  it('offers Restart Process on a returned application', () => {
    expect(detailMoves('returned', [move('pending')]).map((m) => m.to)).toEqual(['pending'])
  })
})
