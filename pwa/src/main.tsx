import './lib/react-first.ts'
import { INTL_LOCALES } from '@paws/contracts'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { api } from './http/client.ts'
import { createQueryClient } from './api/query-client.ts'
import { tokens } from './http/tokens.ts'
import { I18nRoot } from './i18n/I18nRoot.tsx'
import { dropLanguageQuestion, settleAccountLocale } from './components/layout/account-language.ts'
import { activateLocale, initialLocale, wantParts } from './i18n/index.ts'
import { partsFor } from './i18n/parts.ts'
import { warmIntl } from './i18n/warm-intl.ts'
import { captureInstallPrompt } from './lib/install-prompt.ts'
import { nextTask } from './lib/next-task.ts'
import { afterPageSettled } from './lib/page-settled.ts'
import { call, connectOutbox } from './offline/index.ts'
import { buildRouter, PENDING_MS } from './router.tsx'
import { createSession } from './session/session.ts'
import { SessionProvider } from './session/SessionProvider.tsx'
import './styles.css'

// The language's catalog (one small chunk, and the part the first page needs besides it) loads
// while the route's code and data do.
wantParts(partsFor(window.location.pathname))
const startLocale = initialLocale()
const language = activateLocale(startLocale).catch(() => activateLocale('en'))
// Meanwhile a worker reads the language's number and date data, which the page's first
// formatter would otherwise read on this thread in one long task (i18n/warm-intl.ts).
warmIntl(INTL_LOCALES[startLocale])

// Chromium's install event comes early; it is kept for a meaningful moment (lib/install-prompt.ts).
captureInstallPrompt()

// The libraries above were just evaluated in one task (React's own in the one before:
// lib/react-first.ts); the app's own start (router, session, the page's loaders) runs in the next
// ones.
await nextTask()

const queryClient = createQueryClient()
// Each sign-in fetches the account's SMS key, which changes when its sessions all end
// (docs/sms-reports.md#the-message); loaded then, not at start.
const session = createSession({
  api,
  tokens,
  onSignIn: (user) => void import('./api/sms.ts').then(({ keepSmsKey }) => keepSmsKey(user.id)),
})
const router = buildRouter({ queryClient, session })

// Renewal goes through the token store shared with the service worker (loaded when needed),
// so the page and the worker never spend the same refresh token.
api.setRenewer((usedToken) => call('renewSharedSession', usedToken))

// A refused token refresh ends the session quietly: public pages stay where
// they are and show what anyone may see, with a "Signed out" notice; only pages that need an
// account (under routes/_auth) go to sign-in, then back to where the user was. Reports waiting
// in the outbox stay on the phone and go after the next sign-in.
api.setAuthFailureHandler(() => {
  void session.end()
  // The guard may already be on its way to /login (the session change re-runs it): keep its
  // return address rather than sending the user there a second time without one.
  const { location, matches } = router.state
  const here = location.href
  if (here.startsWith('/login') || !matches.some((match) => match.routeId === '/_auth')) return
  void router.navigate({ to: '/login', search: { redirect: here }, replace: true })
})

// Building the router is a long task of its own on a slow phone: the session starts in the next.
await nextTask()

// Started before the page's loaders: with an account kept on this phone the session is ready at
// once, so they run once for that account instead of once before it and again after.
void session.start()
const startUser = session.getState().user
if (startUser) settleAccountLocale(startUser.locale)

// Guards and loaders depend on who is signed in: re-run them when that changes. When someone
// leaves, what was fetched for them goes; what is on screen is asked again without a session.
let lastUserId = startUser?.id
session.subscribe(() => {
  const user = session.getState().user
  const id = user?.id
  if (id !== lastUserId) {
    if (user) settleAccountLocale(user.locale)
    else dropLanguageQuestion()
    const left = lastUserId !== undefined && id === undefined
    lastUserId = id
    if (left) {
      queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 })
      void queryClient.invalidateQueries()
    }
    void router.invalidate()
  }
})

// The outbox of rescue reports and the service worker's copy of the session, loaded only once
// there is a session (a signed-out visit does not download the offline store). With tokens at
// start IndexedDB wins (the worker may have renewed them); a sign-in later in this visit is
// newer than anything stored, so the page's tokens win.
if (tokens.access() || tokens.refresh()) {
  void connectOutbox({ session, tokens, atStart: true })
} else {
  const stop = tokens.subscribe(() => {
    if (!tokens.access()) return
    stop()
    void connectOutbox({ session, tokens, atStart: false })
  })
}

// What "Send by SMS" needs is kept from the first load, at an idle moment (api/sms-ready.ts), so
// the first report made with no signal can go by SMS.
afterPageSettled(() => void import('./api/sms-ready.ts').then((m) => m.keepSmsReady(session)))

// And again between setting up and loading the page: building the router and starting the
// session take about as long as what follows.
await nextTask()

// Match the address and start its loaders (and their requests) now, before React draws the
// first frame, instead of after it. The page's own code starts downloading at once too, beside
// the language catalog: the router asks for it only after the root's beforeLoad, which waits for
// the catalog's second part on most pages (one round trip fewer on a slow link).
for (const match of router.matchRoutes(router.state.location)) {
  void router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById])?.catch(() => undefined)
}
const loaded = router.load()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// The app is drawn once the page's code (and the data its loader waits for) is in, or when the
// loading screen's wait is over, and as a transition: React then yields to the browser every
// few milliseconds instead of drawing the whole page in one long task (drawn before, it waited
// on the router and then drew everything at once; a cheap phone ignored taps meanwhile).
const pageOrWait = Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, PENDING_MS))])
void Promise.all([language, pageOrWait]).finally(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <I18nRoot>
          <SessionProvider session={session}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </SessionProvider>
        </I18nRoot>
      </StrictMode>,
    ),
  ),
)
