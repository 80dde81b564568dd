import { Modal } from '../ui/Modal.tsx'
import { DialogFooter } from '../ui/DialogFooter.tsx'
import { t } from '../../i18n/index.ts'

/** A yes/no question before something that cannot be undone. */
export function ConfirmDialog({
  isOpen,
  title,
  text,
  confirm,
  cancel = t('case.keepIt'),
  busy,
  tone = 'danger',
  onConfirm,
  onClose,
}: {
  isOpen: boolean
  title: string
  text: string
  confirm: string
  cancel?: string
  busy?: boolean
  /** The confirm button's look: danger (default) for removals, primary for a positive decision. */
  tone?: 'danger' | 'primary'
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} dismissable={!busy} title={title} role="alertdialog">
      <p className="text-lg text-slate-700">{text}</p>
      <DialogFooter
        className="mt-5"
        busy={busy}
        onCancel={onClose}
        onConfirm={onConfirm}
        cancel={cancel}
        submit={confirm}
        submitting={t('case.pleaseWait')}
        tone={tone === 'primary' ? 'primary' : 'danger'}
      />
    </Modal>
  )
}
