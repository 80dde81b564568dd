// Who hears about an application (DESIGN section 7) and what they read. The owner: a new
// application arrives, or the applicant cancels. The applicant: every status change made by
// the owner or an admin. The owner also hears of a change an admin makes to their
// application (it concerns them; DESIGN section 5). Whoever made the change is not told.
import { ADOPTION_STATUS_LABELS, type AdoptionRole, type AdoptionStatus } from '@paws/contracts'
import type { Db } from '../../db/database.ts'
import type { NotificationContent, Notifier } from '../notifications/notifier.ts'

export interface ApplicationFacts {
  id: number
  animalName: string
  applicantId: number
  applicantName: string
  ownerId: number
}

const content = (a: ApplicationFacts, title: string, message: string): NotificationContent => ({
  type: 'adoption',
  title,
  message,
  url: `/adoption/${a.id}`,
})

export async function announceApplication(db: Db, notifier: Notifier, a: ApplicationFacts): Promise<void> {
  const message = `${a.applicantName} applied to adopt ${a.animalName}. Review the application to take the next step.`
  await notifier.notify(
    db,
    [a.ownerId],
    content(a, `New adoption application for ${a.animalName}`, message),
    a.applicantId,
  )
}

function toApplicant(a: ApplicationFacts, to: AdoptionStatus, rejectionReason: string | null): [string, string] {
  switch (to) {
    case 'under_review':
      return ['Application under review', `Your application to adopt ${a.animalName} is now under review.`]
    case 'approved':
      return [
        'Application approved',
        `Good news! Your application to adopt ${a.animalName} has been approved. The owner will contact you about the next steps.`,
      ]
    case 'rejected': {
      const reason = rejectionReason ? ` Reason: ${rejectionReason.replace(/[.!?\s]+$/, '')}.` : ''
      return ['Application not accepted', `Your application to adopt ${a.animalName} was not accepted.${reason}`]
    }
    case 'completed':
      return ['Adoption complete', `Congratulations! The adoption of ${a.animalName} is complete.`]
    case 'cancelled':
      return ['Application cancelled', `Your application to adopt ${a.animalName} has been cancelled.`]
    default:
      return ['Application update', `Your application to adopt ${a.animalName} is now: ${ADOPTION_STATUS_LABELS[to]}.`]
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
    const message = `${a.applicantName} cancelled their application to adopt ${a.animalName}.`
    await notifier.notify(db, [a.ownerId], content(a, 'Application cancelled', message), actorId)
    return
  }
  const [title, message] = toApplicant(a, to, move.rejectionReason)
  await notifier.notify(db, [a.applicantId], content(a, title, message), actorId)
  if (role === 'admin') {
    const note = `An admin changed the application of ${a.applicantName} for ${a.animalName} to ${ADOPTION_STATUS_LABELS[to]}.`
    await notifier.notify(db, [a.ownerId], content(a, 'Application changed by an admin', note), actorId)
  }
}
