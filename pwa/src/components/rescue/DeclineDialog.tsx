// Declining a case needs a reason (docs/rules.md#validation); it goes back to the admins.
import { declineReasonError } from '@paws/contracts'
import { ReasonDialog, type ReasonDialogProps } from '../ui/ReasonDialog.tsx'
import { t } from '../../i18n/index.ts'

export function DeclineDialog({
  caseId,
  onDecline,
  ...dialog
}: Omit<ReasonDialogProps, 'onSubmit'> & { caseId: number; onDecline: (reason: string) => void }) {
  return (
    <ReasonDialog
      {...dialog}
      onSubmit={onDecline}
      title={t('case.declineCaseN', { id: caseId })}
      text={t('case.theCaseGoesBack')}
      label={t('case.reasonForDeclining')}
      check={declineReasonError}
      keep={t('case.keepCase')}
      submit={t('case.declineCase')}
      submitting={t('case.declining')}
    />
  )
}
