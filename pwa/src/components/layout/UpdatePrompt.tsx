import { RefreshCw } from 'lucide-react'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { usePageSettled } from '../../lib/page-settled.ts'
import { t } from '../../i18n/index.ts'

/**
 * Registers the service worker once the first screen has settled (its precache then never
 * competes with the page's own data and photos), and offers new versions.
 */
export function UpdatePrompt() {
  return usePageSettled() ? <Registration /> : null
}

/** The service worker waits for the user: a new version is offered, never forced mid-task. */
function Registration() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      // Look for a new version every hour on long-lived tabs.
      if (registration) setInterval(() => void registration.update(), 60 * 60 * 1000)
    },
  })
  if (!needRefresh) return null
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-4 z-50 mx-auto flex w-[calc(100%-2rem)] max-w-md items-center gap-3 rounded-xl bg-slate-900 px-4 py-3 text-white shadow-xl"
    >
      <RefreshCw className="h-5 w-5 shrink-0" aria-hidden="true" />
      <p className="flex-1">{t('layout.aNewVersionIs')}</p>
      <button
        type="button"
        className="btn bg-amber-400 px-3 text-slate-900 hover:bg-amber-300"
        onClick={() => void updateServiceWorker(true)}
      >
        {t('layout.reload')}
      </button>
      <button
        type="button"
        className="btn px-2 text-slate-200"
        onClick={() => setNeedRefresh(false)}
        aria-label={t('layout.notNow')}
      >
        ✕
      </button>
    </div>
  )
}
