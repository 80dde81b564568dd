// Declining a case needs a reason (spec part 2 section 5); it goes back to the admins.
import { declineReasonError } from '@paws/contracts'
import { useState, type FormEvent } from 'react'
import { TextArea } from '../ui/fields.tsx'
import { Modal } from '../ui/Modal.tsx'

export function DeclineDialog({
  caseId,
  isOpen,
  busy,
  onClose,
  onDecline,
}: {
  caseId: number
  isOpen: boolean
  busy: boolean
  onClose: () => void
  onDecline: (reason: string) => void
}) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  function submit(e: FormEvent) {
    e.preventDefault()
    const problem = declineReasonError(reason)
    setError(problem)
    if (!problem) onDecline(reason.trim())
  }
  return (
    <Modal isOpen={isOpen} onClose={onClose} dismissable={!busy} title={`Decline Case #${caseId}`}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <p className="text-slate-700">The case goes back to the admins, who will find another NGO. Please say why you cannot take it.</p>
        <TextArea label="Reason for declining" required value={reason} onChange={(e) => setReason(e.target.value)} error={error} autoFocus />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
            Keep Case
          </button>
          <button type="submit" className="btn-danger" disabled={busy}>
            {busy ? 'Declining...' : 'Decline Case'}
          </button>
        </div>
      </form>
    </Modal>
  )
}
