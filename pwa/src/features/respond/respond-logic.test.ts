// The responder's lists: what comes first, each case once, and what became of an answer.
import type { Offer, OpenCase } from '@paws/contracts/schemas/dispatch'
import { describe, expect, it } from 'vitest'
import type { ActionEntry } from '../../offline/index.ts'
import { answerOf, nearbyNotOffered, sortOffers } from './respond-logic.ts'

const open = (id: number, urgency: OpenCase['urgency'], distanceM: number | null, createdAt = '2026-11-26T10:00:00Z') =>
  ({ id, urgency, distanceM, createdAt }) as OpenCase
const offer = (id: number, state: Offer['state'], rescue: OpenCase, offeredAt = '2026-11-26T10:00:00Z') =>
  ({ id, state, offeredAt, takenBy: state === 'taken' ? 'Paws Trust' : null, rescue }) as Offer
const entry = (caseId: number, action: ActionEntry['action'], state: ActionEntry['state']) =>
  ({ id: `${caseId}-${action}`, caseId, action, state }) as ActionEntry

describe('the responder lists', () => {
  it('puts open offers first, most urgent then nearest, and taken ones after, newest first', () => {
    const sorted = sortOffers([
      offer(1, 'taken', open(11, 'critical', 100), '2026-11-26T09:00:00Z'),
      offer(2, 'open', open(12, 'high', 200)),
      offer(3, 'open', open(13, 'critical', 900)),
      offer(4, 'open', open(14, 'critical', 300)),
      offer(5, 'cant', open(15, 'critical', 50), '2026-11-26T09:30:00Z'),
    ])
    expect(sorted.map((o) => o.id)).toEqual([4, 3, 2, 5, 1])
  })

  it('shows a case that is an offer once (also one someone else took), and the rest by urgency, distance (unknown last) and age', () => {
    const offered = [offer(1, 'open', open(20, 'critical', 100)), offer(2, 'taken', open(25, 'medium', 200))]
    const near = nearbyNotOffered(
      [
        open(20, 'critical', 100),
        open(21, 'low', 50),
        open(22, 'medium', null),
        open(23, 'medium', 400, '2026-11-26T09:00:00Z'),
        open(24, 'medium', 400, '2026-11-26T08:00:00Z'),
        open(25, 'medium', 200),
      ],
      offered,
    )
    expect(near.map((c) => c.id)).toEqual([24, 23, 22, 21])
  })

  it("reads this phone's latest answer to a case: waiting, or refused with its reason", () => {
    expect(answerOf([], 5)).toEqual({ kind: 'none' })
    expect(answerOf([entry(5, 'progress', 'waiting')], 5)).toEqual({ kind: 'none' })
    expect(answerOf([entry(5, 'accept', 'waiting')], 5).kind).toBe('waiting')
    expect(answerOf([entry(5, 'accept', 'not_applied')], 5).kind).toBe('refused')
    expect(answerOf([entry(6, 'accept', 'not_applied')], 5).kind).toBe('none')
  })
})
