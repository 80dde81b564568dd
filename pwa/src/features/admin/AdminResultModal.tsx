import { CircleCheck, CircleX } from 'lucide-react'
import { Modal } from '../../components/ui/Modal.tsx'
import { t } from '../../i18n/index.ts'

export interface AdminResult {
  ok: boolean
  title: string
  text: string
}

/** The outcome of an admin action ('Assignment Successful!', 'Assignment Failed', ...). */
export function AdminResultModal({ result, onClose }: { result: AdminResult | null; onClose: () => void }) {
  return (
    <Modal
      isOpen={result !== null}
      onClose={onClose}
      title={result?.title ?? ''}
      role={result?.ok ? 'dialog' : 'alertdialog'}
    >
      <div className="grid justify-items-center gap-3 text-center">
        {result?.ok ? (
          <CircleCheck className="h-14 w-14 text-green-700" aria-hidden="true" />
        ) : (
          <CircleX className="h-14 w-14 text-red-700" aria-hidden="true" />
        )}
        <p className="whitespace-pre-line text-lg">{result?.text}</p>
        <button type="button" className="btn-primary w-full" onClick={onClose}>
          {t('admin.ok')}
        </button>
      </div>
    </Modal>
  )
}
