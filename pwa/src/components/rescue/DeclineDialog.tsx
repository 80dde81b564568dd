// Declining a case needs a reason (spec part 2 section 5); it goes back to the admins.
import { declineReasonError } from '@paws/contracts'
import { ReasonDialog, type ReasonDialogProps } from '../ui/ReasonDialog.tsx'

export function DeclineDialog({
  caseId,
  onDecline,
  ...dialog
}: Omit<ReasonDialogProps, 'onSubmit'> & { caseId: number; onDecline: (reason: string) => void }) {
  return (
    <ReasonDialog
      {...dialog}
      onSubmit={onDecline}
      title={`Decline Case #${caseId}`}
      text="The case goes back to the admins, who will find another NGO. Please say why you cannot take it."
      label="Reason for declining"
      check={declineReasonError}
      keep="Keep Case"
      submit="Decline Case"
      submitting="Declining..."
    />
  )
}
