// "Can't" needs a reason (too far, no transport, busy); the ring moves on to the next nearest
// at once (docs/rules.md#dispatch).
import { CANT_REASONS, type CantReason } from '@paws/contracts'
import { useState } from 'react'
import { Modal } from '../../components/ui/Modal.tsx'
import { DialogFooter } from '../../components/ui/DialogFooter.tsx'
import { t } from '../../i18n/index.ts'

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
  const [reason, setReason] = useState<CantReason | null>(null)
  const close = () => {
    setReason(null)
    onClose()
  }
  return (
    <Modal isOpen={caseId !== null} onClose={close} title={t('respond.cantTitle', { id: caseId ?? 0 })}>
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault()
          if (!reason) return
          setReason(null)
          onSend(reason)
        }}
      >
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-semibold">{t('respond.cantWhy')}</legend>
          {CANT_REASONS.map((r) => (
            <label key={r} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 px-3">
              <input
                type="radio"
                name="cant-reason"
                className="h-5 w-5 accent-brand-700"
                checked={reason === r}
                onChange={() => setReason(r)}
              />
              <span>{cantReasonLabel(r)}</span>
            </label>
          ))}
        </fieldset>
        <DialogFooter
          onCancel={close}
          cancel={t('respond.keepOffer')}
          submit={t('respond.sendCant')}
          disabled={!reason}
        />
      </form>
    </Modal>
  )
}
