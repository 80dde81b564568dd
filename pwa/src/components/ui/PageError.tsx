// What any page shows when it cannot be drawn, instead of a bare "Something went wrong":
// most often its code could not be downloaded (weak signal, or a new version replaced the
// files), so say that and offer the ways on. It is the router's default, so a page whose
// loader fails (offline, server down) shows it too. Pages with their own error screen keep it.
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { CloudOff, TriangleAlert } from 'lucide-react'
import { isCodeLoadError } from '../../lib/errors.ts'
import { MessagePage } from './MessagePage.tsx'
import { t } from '../../i18n/index.ts'

export function PageError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const codeMissing = isCodeLoadError(error)
  const offline = !navigator.onLine
  const text = codeMissing
    ? offline
      ? t('ui.offlineNotSaved')
      : t('ui.partNotDownloaded')
    : offline
      ? t('ui.offlineNeedsServer')
      : t('ui.pageProblem')
  return (
    <div role="alert">
      <MessagePage
        title={codeMissing ? t('ui.thisPageCouldNot') : t('ui.somethingWentWrong')}
        text={text}
        icon={
          codeMissing ? (
            <CloudOff className="h-12 w-12 text-slate-500" aria-hidden="true" />
          ) : (
            <TriangleAlert className="h-12 w-12 text-amber-600" aria-hidden="true" />
          )
        }
      >
        <button
          type="button"
          className="btn-primary"
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          {t('ui.tryAgain')}
        </button>
        <button type="button" className="btn-secondary" onClick={() => window.location.reload()}>
          {t('ui.reloadApp')}
        </button>
        <Link to="/" className="btn-ghost">
          {t('ui.home')}
        </Link>
      </MessagePage>
    </div>
  )
}
