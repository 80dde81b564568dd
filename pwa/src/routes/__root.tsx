import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Link, Outlet, useRouterState } from '@tanstack/react-router'
import { useLayoutEffect } from 'react'
import { Footer } from '../components/layout/Footer.tsx'
import { Header } from '../components/layout/Header.tsx'
import { InstallPrompt } from '../components/layout/InstallPrompt.tsx'
import { LanguageQuestionDialog } from '../components/layout/LanguageQuestionDialog.tsx'
import { NgoBanner } from '../components/layout/NgoBanner.tsx'
import { SessionEndedNotice } from '../components/layout/SessionEndedNotice.tsx'
import { WaitingForAccount } from '../components/layout/WaitingForAccount.tsx'
import { UpdatePrompt } from '../components/layout/UpdatePrompt.tsx'
import { LoadingScreen } from '../components/ui/LoadingScreen.tsx'
import { PagePending } from '../components/ui/PagePending.tsx'
import { Toaster } from '../components/ui/Toaster.tsx'
import { SentReportToasts } from '../components/layout/SentReportToasts.tsx'
import type { Session } from '../session/session.ts'
import { useSession } from '../session/SessionProvider.tsx'
import { t } from '../i18n/index.ts'
import { loadParts } from '../i18n/language.ts'
import { partsFor } from '../i18n/parts.ts'
import { SHELL_ID, SNAPSHOT_ID } from '../lib/case-snapshot.ts'
import { useDrawnAfter } from '../lib/use-drawn-after.ts'
import { dropStaticFirstScreen, staticFirstPage } from '../components/layout/first-screen.ts'

/** What every route's loader and beforeLoad are given (main.tsx builds it once). */
export interface RouterContext {
  queryClient: QueryClient
  session: Session
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The pages anyone opens first need only the public part of the catalog (i18n/parts.ts);
  // any other page waits for the parts it needs (a few kB, once). beforeLoad, not a loader: a loader of
  // the root runs again in the background on the next page, which would then show bare keys.
  // At a cold start main.tsx has named the part already, so it loads with the public one.
  beforeLoad: ({ location }) => {
    const more = partsFor(location.pathname)
    return more.length > 0 ? loadParts(more) : undefined
  },
  component: RootLayout,
  pendingComponent: RootPending,
  notFoundComponent: NotFound,
})

/**
 * While the root waits for the page's words (its beforeLoad, on a slow link), index.html's static
 * header stays and the loading screen is drawn below it out of the page's flow: when the layout
 * takes the place of both, nothing that was on screen moves.
 */
function RootPending() {
  return (
    <div className="fixed inset-x-0 top-16">
      <PagePending />
    </div>
  )
}

function RootLayout() {
  const { status } = useSession()
  if (status === 'loading') {
    return (
      <>
        <StaticShellHandover loading />
        <LoadingScreen />
      </>
    )
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t('root.skipToContent')}
      </a>
      <Header />
      <NgoBanner />
      <SessionEndedNotice />
      <WaitingForAccount />
      <LanguageQuestionDialog />
      {/* At least a screen tall: the footer never shows while a page is still loading, so it
          does not jump down when the page arrives (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <LaterFooter />
      <Toaster />
      <SentReportToasts />
      <UpdatePrompt />
      <InstallPrompt />
      <StaticShellHandover loading={false} />
    </div>
  )
}

/**
 * The footer is below the first screen on every page (main is at least a screen tall), so it is
 * drawn just after the first page, as a transition: the start's first draw is the header and the
 * page alone.
 */
function LaterFooter() {
  return useDrawnAfter(true) ? <Footer /> : null
}

/**
 * Hands over from index.html's static parts to the app's own. It alone follows the router's
 * status, so a navigation's pending and idle do not draw the header, the footer and the rest of
 * the layout again (on a cheap phone that was a long task each time).
 */
function StaticShellHandover({ loading }: { loading: boolean }) {
  const routing = useRouterState({ select: (state) => state.status })
  // The worker's copy of a kept case (lib/case-snapshot.ts) stays until the first page is
  // drawn, then goes in the same commit, so the two are never on screen together.
  useLayoutEffect(() => {
    if (!loading && routing === 'idle') document.getElementById(SNAPSHOT_ID)?.remove()
  }, [loading, routing])
  // index.html's static header goes in the commit that draws the app's own; when it also shows
  // a first screen (home or /rescue: components/layout/first-screen.ts), it stays, with the app
  // hidden behind it, until the commit that draws the app's page, so nothing moves or blinks.
  useLayoutEffect(() => {
    if (staticFirstPage() && (loading || routing !== 'idle')) return
    dropStaticFirstScreen()
    document.getElementById(SHELL_ID)?.remove()
  }, [loading, routing])
  return null
}

function NotFound() {
  return (
    <div className="page-narrow text-center">
      <h1 className="text-3xl font-bold">{t('root.pageNotFound')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('root.thePageYouAre')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          {t('root.goToHome')}
        </Link>
        <Link to="/animals" className="btn-secondary">
          {t('root.browseAnimals')}
        </Link>
      </div>
    </div>
  )
}
