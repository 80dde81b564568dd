// The notice of reports waiting on this phone for an account, and its account sheet
// (layout/WaitingForAccount.tsx). Signed in there, the outbox gives the reports filed signed out
// to the account and sends them, each once (offline/sync.ts); an NGO account does not take them.
import type { User } from '@paws/contracts/schemas/users'
import { CloudUpload } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { t } from '../../i18n/index.ts'
import { notify } from '../../lib/toast.ts'
import { useOnline } from '../../lib/use-online.ts'
import { call, useWaitingCount } from '../../offline/index.ts'
import { AccountSheet } from '../account/AccountSheet.tsx'

export default function WaitingReportsPrompt() {
  const counts = useWaitingCount(null)
  const reports = counts?.reports ?? 0
  const online = useOnline()
  const [open, setOpen] = useState(false)
  // The signal back: the person is asked for the account at once, unless a dialog is open (the
  // report form's own sheet comes back then).
  const wasOnline = useRef(online)
  useEffect(() => {
    const dialogOpen = document.querySelector('[role="dialog"], [role="alertdialog"]') !== null
    if (online && !wasOnline.current && reports > 0 && !dialogOpen) setOpen(true)
    wasOnline.current = online
  }, [online, reports])

  async function signedIn(account: User) {
    setOpen(false)
    if (account.role === 'ngo') {
      notify(t('bystander.ngoNotSentText'), 'error', 15_000)
      return
    }
    await call('shareSignIn').catch(() => undefined)
    await call('resumeAfterSignIn').catch(() => undefined)
  }

  if (reports === 0) return null
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6">
      <div
        role="status"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-900"
      >
        <CloudUpload className="h-6 w-6 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1">
          {t('bystander.waitingForAccount', { count: reports })} {!online && t('bystander.waitingForSignal')}
        </p>
        {online && (
          <button type="button" className="btn-primary" onClick={() => setOpen(true)}>
            {t('bystander.signInAndSend')}
          </button>
        )}
      </div>
      <AccountSheet isOpen={open} onClose={() => setOpen(false)} onSignedIn={(account) => void signedIn(account)} />
    </div>
  )
}
