// Asking why before a refusal (declining a case, rejecting an application): the reason is
// required, checked with the shared rule from contracts, and the person it concerns reads it.
import type { MessageId } from '../../i18n/index.ts'
import { useForm } from '../../lib/form/index.ts'
import { TextArea } from './fields.tsx'
import { DialogFooter } from './DialogFooter.tsx'
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
  /** The shared rule: its message's id, or null when the reason will do. */
  check: (reason: string) => MessageId | null
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
  const form = useForm<{ reason: string }, string>({
    initial: { reason: '' },
    validate: ({ reason }) => {
      const problem = check(reason)
      return problem ? { ok: false, errors: { reason: { id: problem } } } : { ok: true, value: reason.trim() }
    },
    submit: (reason) => onSubmit(reason),
  })
  return (
    <Modal isOpen={isOpen} onClose={onClose} dismissable={!busy} title={title}>
      <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
        <p className="text-slate-700">{text}</p>
        <TextArea label={label} required {...form.field('reason')} autoFocus />
        <DialogFooter
          busy={busy}
          onCancel={onClose}
          cancel={keep}
          submit={submit}
          submitting={submitting}
          tone="danger"
        />
      </form>
    </Modal>
  )
}
