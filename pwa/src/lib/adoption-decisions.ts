// The owner's decisions that ask first: approving, completing and marking an
// adoption returned change the animal's listing and tell the applicant, so one tap is not
// enough. Rejecting asks through its own dialog, which needs the reason.
import type { AdoptionStatus } from '@paws/contracts'
import { t } from '../i18n/index.ts'

export interface Confirmation {
  title: string
  text: string
  confirm: string
}

export function confirmationFor(to: AdoptionStatus, applicant: string, animal: string): Confirmation | null {
  switch (to) {
    case 'approved':
      return {
        title: t('decision.approveTitle', { applicant }),
        text: t('decision.approveText', { applicant, animal }),
        confirm: t('decision.approveConfirm'),
      }
    case 'completed':
      return {
        title: t('decision.completeTitle', { animal }),
        text: t('decision.completeText', { applicant, animal }),
        confirm: t('decision.completeConfirm'),
      }
    case 'returned':
      return {
        title: t('decision.returnedTitle', { animal }),
        text: t('decision.returnedText', { applicant, animal }),
        confirm: t('decision.returnedConfirm'),
      }
    default:
      return null
  }
}
