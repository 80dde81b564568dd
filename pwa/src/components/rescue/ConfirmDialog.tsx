import { Modal } from '../ui/Modal.tsx'
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
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
          {cancel}
        </button>
        <button
          type="button"
          className={tone === 'primary' ? 'btn-primary' : 'btn-danger'}
          onClick={onConfirm}
          disabled={busy}
        >
          {busy ? t('case.pleaseWait') : confirm}
        </button>
      </div>
    </Modal>
  )
}
