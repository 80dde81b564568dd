// Who hears about an application (docs/rules.md#notifications) and what they read. The owner: a new
// application arrives, or the applicant cancels. The applicant: every status change made by
// the owner or an admin. The owner also hears of a change an admin makes to their
// application (it concerns them; docs/rules.md#status-machines). Whoever made the change is not
// told.
import type { MessageId } from '@lingui/core'
import type { AdoptionRole, AdoptionStatus } from '@paws/contracts'
import type { Db } from '../../db/database.ts'
import { type LocalizedContent, localized, type Notifier } from '../notifications/notifier.ts'

export interface ApplicationFacts {
  id: number
  animalName: string
  applicantId: number
  applicantName: string
  ownerId: number
}

/**
 * An application's news in each recipient's language: `notify.adoption.<name>.title` and
 * `.message` of the API catalog, with the animal's and applicant's names, the status's label
 * and `values` of its own.
 */
function content(
  a: ApplicationFacts,
  name: string,
  values: { status?: AdoptionStatus; reason?: string } = {},
): LocalizedContent {
  return localized('adoption', `/adoption/${a.id}`, (t) => {
    const all = {
      animal: a.animalName,
      applicant: a.applicantName,
      status: values.status ? t._(`enum.adoptionStatus.${values.status}` as MessageId) : '',
      reason: values.reason ?? '',
    }
    return {
      title: t._(`notify.adoption.${name}.title` as MessageId, all),
      message: t._(`notify.adoption.${name}.message` as MessageId, all),
    }
  })
}

export async function announceApplication(db: Db, notifier: Notifier, a: ApplicationFacts): Promise<void> {
  await notifier.notify(db, [a.ownerId], content(a, 'applied'), a.applicantId)
}

/** What the applicant reads about a move. */
function toApplicant(a: ApplicationFacts, to: AdoptionStatus, rejectionReason: string | null): LocalizedContent {
  switch (to) {
    case 'under_review':
      return content(a, 'underReview')
    case 'approved':
      return content(a, 'approved')
    case 'rejected': {
      const reason = rejectionReason?.replace(/[.!?\s]+$/, '') ?? ''
      return reason ? content(a, 'rejectedWithReason', { reason }) : content(a, 'rejected')
    }
    case 'completed':
      return content(a, 'completed')
    case 'cancelled':
      return content(a, 'cancelled')
    default:
      return content(a, 'update', { status: to })
  }
}

export interface MoveFacts {
  to: AdoptionStatus
  role: AdoptionRole
  actorId: number
  rejectionReason: string | null
}

export async function announceMove(db: Db, notifier: Notifier, a: ApplicationFacts, move: MoveFacts): Promise<void> {
  const { to, role, actorId } = move
  if (role === 'applicant') {
    await notifier.notify(db, [a.ownerId], content(a, 'applicantCancelled'), actorId)
    return
  }
  await notifier.notify(db, [a.applicantId], toApplicant(a, to, move.rejectionReason), actorId)
  if (role === 'admin') {
    await notifier.notify(db, [a.ownerId], content(a, 'changedByAdmin', { status: to }), actorId)
  }
}
