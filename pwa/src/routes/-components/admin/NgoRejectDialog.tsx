import { NGO_MESSAGES, type Ngo } from '@paws/contracts/schemas/ngos'
import { useState, type FormEvent } from 'react'
import { describeError } from '../../../api/errors.ts'
import { useVerifyNgo } from '../../../api/ngos.ts'
import { Alert } from '../../../components/ui/Alert.tsx'
import { TextArea } from '../../../components/ui/fields.tsx'
import { Modal } from '../../../components/ui/Modal.tsx'
import { notify } from '../../../lib/toast.ts'

/** Rejecting an NGO needs a reason: its user reads it in their notification. */
export function NgoRejectDialog({ ngo, onClose }: { ngo: Ngo; onClose: () => void }) {
  const verify = useVerifyNgo()
  const [reason, setReason] = useState('')
  const [invalid, setInvalid] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  function submit(e: FormEvent) {
    e.preventDefault()
    setError(null)
    if (reason.trim() === '') return setInvalid(NGO_MESSAGES.rejectReason)
    setInvalid(null)
    verify.mutate(
      { id: ngo.id, body: { action: 'reject', reason: reason.trim() } },
      {
        onSuccess: () => {
          notify(`${ngo.name} has been rejected.`, 'success')
          onClose()
        },
        onError: (err) => setError(describeError(err, 'Failed to reject the NGO. Please try again.')),
      },
    )
  }

  return (
    <Modal isOpen onClose={onClose} dismissable={!verify.isPending} title={`Reject ${ngo.name}?`}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextArea label="Reason" required rows={3} value={reason} onChange={(e) => setReason(e.target.value)} error={invalid} hint="The NGO's user sees this reason." />
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={onClose} disabled={verify.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn-danger" disabled={verify.isPending}>
            {verify.isPending ? 'Rejecting...' : 'Reject NGO'}
          </button>
        </div>
      </form>
    </Modal>
  )
}
