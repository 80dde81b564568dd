import { X } from 'lucide-react'
import { dismissToast, useToasts } from '../../lib/toast.ts'
import { t } from '../../i18n/index.ts'

const TONE = {
  success: 'bg-green-800 text-white',
  error: 'bg-red-800 text-white',
  info: 'bg-slate-900 text-white',
} as const

export function Toaster() {
  const toasts = useToasts()
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl px-4 py-3 shadow-lg ${TONE[toast.tone]}`}
        >
          <p className="flex-1">{toast.text}</p>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            className="-m-1 rounded p-1"
            aria-label={t('ui.dismiss')}
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
      ))}
    </div>
  )
}
