// "Looks false" on an offer needs the responder's reason; it goes to the admins' desk, the ring
// moves on as for "Can't", and two people saying so of one account's reports hold them from
// ringing anyone (docs/rules.md#dispatch).
import { TEXT_LIMITS } from '@paws/contracts'
import { useState } from 'react'
import { DialogFooter } from '../../components/ui/DialogFooter.tsx'
import { TextArea } from '../../components/ui/fields.tsx'
import { Modal } from '../../components/ui/Modal.tsx'
import { t } from '../../i18n/index.ts'

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
  const [reason, setReason] = useState('')
  const close = () => {
    setReason('')
    onClose()
  }
  return (
    <Modal isOpen={caseId !== null} onClose={close} title={t('respond.looksFalseTitle', { id: caseId ?? 0 })}>
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault()
          const text = reason.trim()
          if (!text) return
          setReason('')
          onSend(text)
        }}
      >
        <TextArea
          label={t('respond.looksFalseWhy')}
          hint={t('respond.looksFalseHint')}
          required
          maxLength={TEXT_LIMITS.looksFalseReason}
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <DialogFooter
          onCancel={close}
          cancel={t('respond.keepOffer')}
          submit={t('respond.sendLooksFalse')}
          disabled={!reason.trim()}
        />
      </form>
    </Modal>
  )
}
