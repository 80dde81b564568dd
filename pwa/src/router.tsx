import { createRouter } from '@tanstack/react-router'
import { PageError } from './components/ui/PageError.tsx'
import { PagePending } from './components/ui/PagePending.tsx'
import { routeTree } from './routeTree.gen.ts'
import type { RouterContext } from './routes/__root.tsx'
import { savesData } from './lib/save-data.ts'

/** How long a page may take to load before its loading screen shows. */
export const PENDING_MS = 300

export function buildRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    // A link's page and data are fetched when a finger or pointer goes to it, unless data is saved.
    defaultPreload: savesData() ? false : 'intent',
    // Query owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    // Back restores the scroll position of each page; a new navigation starts at the top.
    scrollRestoration: true,
    // Every page's loader: one loading screen after a short wait, one error screen with Try Again.
    defaultPendingMs: PENDING_MS,
    defaultPendingComponent: PagePending,
    defaultErrorComponent: PageError,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof buildRouter>
  }
  interface HistoryState {
    /** Carried from registration to /verify-otp. */
    otpEmail?: string
    otpFirstName?: string
    otpIsNgo?: boolean
    /** Where to go once the code is verified (an NGO's invitation page), instead of home. */
    otpRedirect?: string
    /** One-off message shown on arrival (after verification, NGO registration). */
    flash?: string
    flashDetail?: string
  }
}
