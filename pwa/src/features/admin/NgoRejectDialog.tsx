import { TEXT_LIMITS } from '@paws/contracts'
import { NGO_MESSAGES, type Ngo } from '@paws/contracts/schemas/ngos'
import { useVerifyNgo } from '../../api/ngos.ts'
import { TextArea } from '../../components/ui/fields.tsx'
import { Modal } from '../../components/ui/Modal.tsx'
import { notify } from '../../lib/toast.ts'
import { DialogFooter } from '../../components/ui/DialogFooter.tsx'
import { asCheck, useForm } from '../../lib/form/index.ts'
import { t } from '../../i18n/index.ts'

const checkReason = ({ reason }: { reason: string }) =>
  reason.trim() === ''
    ? { ok: false as const, errors: { reason: { id: NGO_MESSAGES.rejectReason } } }
    : { ok: true as const, reason: reason.trim() }

/** Rejecting an NGO needs a reason: its user reads it in their notification. */
export function NgoRejectDialog({ ngo, onClose }: { ngo: Ngo; onClose: () => void }) {
  const verify = useVerifyNgo()
  const { field, error, onSubmit } = useForm({
    initial: { reason: '' },
    validate: (v) => asCheck(checkReason(v)),
    submit: async ({ reason }) => {
      await verify.mutateAsync({ id: ngo.id, body: { action: 'reject', reason } })
      notify(t('adminNgo.rejected', { name: ngo.name }), 'success')
      onClose()
    },
    fallback: 'adminNgo.rejectFailed',
    clearErrorOnChange: false,
  })

  return (
    <Modal isOpen onClose={onClose} dismissable={!verify.isPending} title={t('admin.rejectName', { name: ngo.name })}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextArea
          label={t('admin.reason')}
          required
          rows={3}
          maxLength={TEXT_LIMITS.rejectReason}
          hint={t('admin.ngoUserSeesReason')}
          {...field('reason')}
        />
        <DialogFooter
          error={error}
          busy={verify.isPending}
          onCancel={onClose}
          submit={t('admin.rejectNgo')}
          submitting={t('admin.rejecting')}
          tone="danger"
        />
      </form>
    </Modal>
  )
}
