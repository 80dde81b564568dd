// The owner's decisions that ask first: approving, completing and marking an
// adoption returned change the animal's listing and tell the applicant, so one tap is not
// enough. Rejecting asks through its own dialog, which needs the reason.
import { type AdoptionStatus, tr } from '@paws/contracts'

export interface Confirmation {
  title: string
  text: string
  confirm: string
}

export function confirmationFor(to: AdoptionStatus, applicant: string, animal: string): Confirmation | null {
  switch (to) {
    case 'approved':
      return {
        title: tr('decision.approveTitle', `Approve ${applicant}?`, { applicant }),
        text: tr(
          'decision.approveText',
          `${applicant} will be told that they can adopt ${animal}, and ${animal} will show as adoption pending to everyone else.`,
          { applicant, animal },
        ),
        confirm: tr('decision.approveConfirm', 'Yes, Approve'),
      }
    case 'completed':
      return {
        title: tr('decision.completeTitle', `Complete the adoption of ${animal}?`, { animal }),
        text: tr(
          'decision.completeText',
          `${animal} will be marked as adopted by ${applicant} and taken off the available list.`,
          { applicant, animal },
        ),
        confirm: tr('decision.completeConfirm', 'Yes, Complete Adoption'),
      }
    case 'returned':
      return {
        title: tr('decision.returnedTitle', `Mark ${animal} as returned?`, { animal }),
        text: tr(
          'decision.returnedText',
          `This records that ${animal} came back from ${applicant}. ${animal} becomes available for adoption again unless you have put the listing on hold.`,
          { applicant, animal },
        ),
        confirm: tr('decision.returnedConfirm', 'Yes, Mark Returned'),
      }
    default:
      return null
  }
}
