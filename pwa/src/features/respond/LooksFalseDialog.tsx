// "Looks false" on an offer needs the responder's reason; it goes to the admins' desk, the ring
// moves on as for "Can't", and two people saying so of one account's reports hold them from
// ringing anyone (docs/rules.md#dispatch).
import { TEXT_LIMITS } from '@paws/contracts'
import { DialogFooter } from '../../components/ui/DialogFooter.tsx'
import { TextArea } from '../../components/ui/fields.tsx'
import { Modal } from '../../components/ui/Modal.tsx'
import { t } from '../../i18n/index.ts'
import { useForm } from '../../lib/form/index.ts'

export function LooksFalseDialog({
  caseId,
  onClose,
  onSend,
}: {
  /** The case asked about; null when the dialog is closed. */
  caseId: number | null
  onClose: () => void
  onSend: (reason: string) => void
}) {
  const form = useForm<{ reason: string }, string>({
    initial: { reason: '' },
    // Required and kept to TEXT_LIMITS.looksFalseReason, as the API checks (contracts RescueActionBody).
    validate: ({ reason }) => (reason.trim() ? { ok: true, value: reason.trim() } : { ok: false, errors: {} }),
    submit: (reason) => {
      form.reset()
      onSend(reason)
    },
  })
  const close = () => {
    form.reset()
    onClose()
  }
  return (
    <Modal isOpen={caseId !== null} onClose={close} title={t('respond.looksFalseTitle', { id: caseId ?? 0 })}>
      <form className="grid gap-4" onSubmit={form.onSubmit}>
        <TextArea
          label={t('respond.looksFalseWhy')}
          hint={t('respond.looksFalseHint')}
          required
          maxLength={TEXT_LIMITS.looksFalseReason}
          rows={3}
          {...form.field('reason')}
        />
        <DialogFooter
          onCancel={close}
          cancel={t('respond.keepOffer')}
          submit={t('respond.sendLooksFalse')}
          disabled={!form.values.reason.trim()}
        />
      </form>
    </Modal>
  )
}
