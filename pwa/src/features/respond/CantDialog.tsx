// "Can't" needs a reason (too far, no transport, busy); the ring moves on to the next nearest
// at once (docs/rules.md#dispatch).
import { CANT_REASONS, type CantReason } from '@paws/contracts'
import { Modal } from '../../components/ui/Modal.tsx'
import { DialogFooter } from '../../components/ui/DialogFooter.tsx'
import { t } from '../../i18n/index.ts'
import { useForm } from '../../lib/form/index.ts'

export const cantReasonLabel = (reason: CantReason) =>
  reason === 'too_far' ? t('respond.tooFar') : reason === 'no_transport' ? t('respond.noTransport') : t('respond.busy')

export function CantDialog({
  caseId,
  onClose,
  onSend,
}: {
  /** The case asked about; null when the dialog is closed. */
  caseId: number | null
  onClose: () => void
  onSend: (reason: CantReason) => void
}) {
  const form = useForm<{ reason: CantReason | null }, CantReason>({
    initial: { reason: null },
    validate: ({ reason }) => (reason ? { ok: true, value: reason } : { ok: false, errors: {} }),
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
    <Modal isOpen={caseId !== null} onClose={close} title={t('respond.cantTitle', { id: caseId ?? 0 })}>
      <form className="grid gap-4" onSubmit={form.onSubmit}>
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-semibold">{t('respond.cantWhy')}</legend>
          {CANT_REASONS.map((r) => (
            <label key={r} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 px-3">
              <input
                type="radio"
                name="cant-reason"
                className="h-5 w-5 accent-brand-700"
                checked={form.values.reason === r}
                onChange={() => form.set('reason', r)}
              />
              <span>{cantReasonLabel(r)}</span>
            </label>
          ))}
        </fieldset>
        <DialogFooter
          onCancel={close}
          cancel={t('respond.keepOffer')}
          submit={t('respond.sendCant')}
          disabled={!form.values.reason}
        />
      </form>
    </Modal>
  )
}
