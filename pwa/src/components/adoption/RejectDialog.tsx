// Rejecting an application: the owner must say why (the applicant is told); the API refuses an
// empty reason with the same message (contracts rejectionReasonError).
import { rejectionReasonError } from '@paws/contracts'
import { ReasonDialog, type ReasonDialogProps } from '../ui/ReasonDialog.tsx'
import { t } from '../../i18n/index.ts'

export function RejectDialog({
  applicationId,
  onReject,
  ...dialog
}: Omit<ReasonDialogProps, 'onSubmit'> & { applicationId: number; onReject: (reason: string) => void }) {
  return (
    <ReasonDialog
      {...dialog}
      onSubmit={onReject}
      title={t('apps.rejectApplicationN', { id: applicationId })}
      text={t('apps.theApplicantWillSee')}
      label={t('apps.reasonForRejecting')}
      check={rejectionReasonError}
      keep={t('adoptionFlow.keep')}
      submit={t('apps.rejectApplication')}
      submitting={t('apps.rejecting')}
    />
  )
}
