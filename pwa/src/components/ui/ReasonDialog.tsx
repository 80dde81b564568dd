// Asking why before a refusal (declining a case, rejecting an application): the reason is
// required, checked with the shared rule from contracts, and the person it concerns reads it.
import { useState, type FormEvent } from 'react'
import { TextArea } from './fields.tsx'
import { FormFooter } from './FormFooter.tsx'
import { Modal } from './Modal.tsx'

export interface ReasonDialogProps {
  isOpen: boolean
  busy: boolean
  onClose: () => void
  onSubmit: (reason: string) => void
}

interface Texts {
  title: string
  text: string
  label: string
  /** The shared rule: an error message, or null when the reason will do. */
  check: (reason: string) => string | null
  keep: string
  submit: string
  submitting: string
}

export function ReasonDialog({
  isOpen,
  busy,
  onClose,
  onSubmit,
  title,
  text,
  label,
  check,
  keep,
  submit,
  submitting,
}: ReasonDialogProps & Texts) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  function send(e: FormEvent) {
    e.preventDefault()
    const problem = check(reason)
    setError(problem)
    if (!problem) onSubmit(reason.trim())
  }
  return (
    <Modal isOpen={isOpen} onClose={onClose} dismissable={!busy} title={title}>
      <form onSubmit={send} noValidate className="grid gap-4">
        <p className="text-slate-700">{text}</p>
        <TextArea
          label={label}
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error}
          autoFocus
        />
        <FormFooter
          error={null}
          busy={busy}
          onCancel={onClose}
          cancel={keep}
          submit={submit}
          submitting={submitting}
          danger
        />
      </form>
    </Modal>
  )
}
