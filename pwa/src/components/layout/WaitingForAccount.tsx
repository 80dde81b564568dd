// Signed out with reports waiting on this phone for an account (filed with no signal, or left
// by a session that ended): a notice on every page with "Sign in and send", and the account
// sheet opens by itself when the signal returns (docs/rules.md#offline-reports). Loaded only
// when the hint says reports may wait (offline/hint.ts), with the words of the sheet; the sign-in
// pages are the way in already.
import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { loadParts } from '../../i18n/language.ts'
import { useOutboxHint } from '../../offline/index.ts'
import { useSession } from '../../session/SessionProvider.tsx'

const WaitingReportsPrompt = lazy(() =>
  Promise.all([import('../rescue/WaitingReportsPrompt.tsx'), loadParts(['entry', 'rest'])])
    .then(([m]) => m)
    .catch(() => ({ default: () => null })),
)

const OWN_WAY_IN = /^\/(login|register|verify-otp|forgot-password|reset-password)\/?$/

export function WaitingForAccount() {
  const { user } = useSession()
  const path = useRouterState({ select: (s) => s.location.pathname })
  const mayWait = useOutboxHint()
  if (user || OWN_WAY_IN.test(path) || !mayWait) return null
  return (
    <Suspense fallback={null}>
      <WaitingReportsPrompt />
    </Suspense>
  )
}
