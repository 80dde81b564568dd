// Rejecting an application: the owner must say why (the applicant is told); the API refuses an
// empty reason with the same message (contracts rejectionReasonError).
import { rejectionReasonError } from '@paws/contracts'
import { ReasonDialog, type ReasonDialogProps } from '../ui/ReasonDialog.tsx'

export function RejectDialog({
  applicationId,
  onReject,
  ...dialog
}: Omit<ReasonDialogProps, 'onSubmit'> & { applicationId: number; onReject: (reason: string) => void }) {
  return (
    <ReasonDialog
      {...dialog}
      onSubmit={onReject}
      title={`Reject Application #${applicationId}`}
      text="The applicant will see your reason, so please be kind and clear."
      label="Reason for rejecting"
      check={rejectionReasonError}
      keep="Keep Application"
      submit="Reject Application"
      submitting="Rejecting..."
    />
  )
}
