// The owner's decisions that ask first (issue 16): approving, completing and marking an
// adoption returned change the animal's listing and tell the applicant, so one tap is not
// enough. Rejecting asks through its own dialog, which needs the reason.
import type { AdoptionStatus } from '@paws/contracts'

export interface Confirmation {
  title: string
  text: string
  confirm: string
}

export function confirmationFor(to: AdoptionStatus, applicant: string, animal: string): Confirmation | null {
  switch (to) {
    case 'approved':
      return {
        title: `Approve ${applicant}?`,
        text: `${applicant} will be told that they can adopt ${animal}, and ${animal} will show as adoption pending to everyone else.`,
        confirm: 'Yes, Approve',
      }
    case 'completed':
      return {
        title: `Complete the adoption of ${animal}?`,
        text: `${animal} will be marked as adopted by ${applicant} and taken off the available list.`,
        confirm: 'Yes, Complete Adoption',
      }
    case 'returned':
      return {
        title: `Mark ${animal} as returned?`,
        text: `This records that ${animal} came back from ${applicant}. ${animal} becomes available for adoption again unless you have put the listing on hold.`,
        confirm: 'Yes, Mark Returned',
      }
    default:
      return null
  }
}
