// Rejecting an application: the owner must say why (the applicant is told); the API refuses an
// empty reason with the same message (contracts rejectionReasonError).
import { rejectionReasonError } from '@paws/contracts'
import { useState, type FormEvent } from 'react'
import { TextArea } from '../ui/fields.tsx'
import { Modal } from '../ui/Modal.tsx'

export function RejectDialog({
  applicationId,
  isOpen,
  busy,
  onClose,
  onReject,
}: {
  applicationId: number
  isOpen: boolean
  busy: boolean
  onClose: () => void
  onReject: (reason: string) => void
}) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  function submit(e: FormEvent) {
    e.preventDefault()
    const problem = rejectionReasonError(reason)
    setError(problem)
    if (!problem) onReject(reason.trim())
  }
  return (
    <Modal isOpen={isOpen} onClose={onClose} dismissable={!busy} title={`Reject Application #${applicationId}`}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <p className="text-slate-700">The applicant will see your reason, so please be kind and clear.</p>
        <TextArea label="Reason for rejecting" required value={reason} onChange={(e) => setReason(e.target.value)} error={error} autoFocus />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
            Keep Application
          </button>
          <button type="submit" className="btn-danger" disabled={busy}>
            {busy ? 'Rejecting...' : 'Reject Application'}
          </button>
        </div>
      </form>
    </Modal>
  )
}
