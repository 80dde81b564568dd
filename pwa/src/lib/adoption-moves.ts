// Which workflow buttons each adoption screen shows (docs/rules.md#status-machines). The moves
// themselves come from the contracts machine (the server sends the caller's allowedMoves);
// these only pick the ones each screen offers.
import { ADOPTION_UNDECIDED, adoptionTransition, type AdoptionStatus } from '@paws/contracts'
import type { AdoptionMove } from '@paws/contracts/schemas/adoptions'
import { t } from '../i18n/index.ts'

export type QuickMove = 'approved' | 'rejected' | 'under_review'

/** A quick decision's button in the display language. */
export const quickMoveLabel = (to: QuickMove) => t(`quickMove.${to}`)

/**
 * The quick decisions a list offers the owner on an application in `status`, in button order:
 * only while it is undecided (pending or under review); the dashboard's received tab offers
 * approve, reject and (from pending) under review, the adoption landing only approve. Later
 * moves, such as rejecting after a home visit, are made on the application's page.
 */
export function quickMoves(status: AdoptionStatus, offered: readonly QuickMove[]): QuickMove[] {
  if (!ADOPTION_UNDECIDED.includes(status)) return []
  return offered.filter((to) => adoptionTransition(status, to, 'owner') !== undefined)
}

/**
 * The owner's buttons on the application page: the machine's moves, except approving straight
 * from pending, which the spec offers only in the lists (the page starts a review first).
 */
export function detailMoves(status: AdoptionStatus, moves: readonly AdoptionMove[]): AdoptionMove[] {
  return moves.filter((m) => m.to !== 'cancelled' && !(status === 'pending' && m.to === 'approved'))
}
