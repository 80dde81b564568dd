// Shown after a session ended on its own (the renewal was refused): the page
// stays where it is, signed out, and says so, with a way back in that returns here.
import { Link, useRouterState } from '@tanstack/react-router'
import { X } from 'lucide-react'
import { useSession } from '../../session/SessionProvider.tsx'
import { t } from '../../i18n/index.ts'

export function SessionEndedNotice() {
  const { ended, user, session } = useSession()
  const location = useRouterState({ select: (s) => s.location })
  if (!ended || user || location.pathname.startsWith('/login')) return null
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6">
      <div
        role="status"
        className="flex items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-900"
      >
        <p className="min-w-0 flex-1">
          {t('text.sessionEnded')}{' '}
          <Link to="/login" search={{ redirect: location.href }} className="font-semibold underline">
            {t('layout.signIn')}
          </Link>
        </p>
        <button
          type="button"
          onClick={() => session.dismissEnded()}
          className="rounded-lg p-1 hover:bg-amber-100"
          aria-label={t('layout.dismiss')}
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
    </div>
  )
}
