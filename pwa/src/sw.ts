// Service worker (injectManifest): precaches the app shell, serves index.html for client
// routes, and caches API reads and photos at run time. Policy per rule:
// - navigations: the precached index.html (not /api, not /uploads);
// - public animal reads (list, detail, cities; asked without a session, see
//   offline/cache-policy.ts): stale-while-revalidate in "api-animals" (100 entries, 1 day),
//   so lists and details already seen open offline. Nothing asked with a session (applicant
//   lists, admin views, a user's own list) is cached: it would be shown to the next person
//   on a shared phone; the cache is emptied at sign-out;
// - the public statistics (GET /api/stats/response-times, asked without a session): network
//   first, the last answer kept in "api-stats" (30 days) for a visit with no or a dead signal
//   (after 5 s); the page says it is offline and when the figures were computed;
// - every other /api call (rescues, NGOs, the outbox's uploads) goes to the network only: it
//   fails offline and the page says so, and reports wait in the outbox instead;
// - /uploads/*: cache-first in "uploads" (200 entries, 30 days; names are immutable UUIDs);
// - POST /rescue/share (the share target): the shared photos are kept on the phone and the
//   report form opens with them.
/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import {
  API_ANIMALS_CACHE,
  API_STATS_CACHE,
  acceptFromNotification,
  answerFromNotification,
  caseNotice,
  caseSnapshotFor,
  handleBackgroundSync,
  handleShareTarget,
  isPublicAnimalRead,
  isPublicStatsRead,
  UPLOADS_CACHE,
  keepOffers,
} from './offline/sw-entry.ts'
import { withCaseSnapshot } from './lib/case-snapshot.ts'
import type { PushPayload } from '@paws/contracts/schemas/notifications'

declare let self: ServiceWorkerGlobalScope

// Photos shared to the app (the manifest's share_target): answered here, before any route,
// with or without a signal (offline/sw-share.ts).
handleShareTarget(self)

// The language catalogs: English, the language every page falls back to, is
// precached; Marathi and Hindi are cached only for a page that speaks them (CATALOG_LANGUAGE),
// so a phone does not download three languages.
const CATALOGS_CACHE = 'catalogs'
const manifest = self.__WB_MANIFEST
const urlOf = (entry: (typeof manifest)[number]) => (typeof entry === 'string' ? entry : entry.url)
const isLanguageCatalog = (url: string) => /(^|\/)assets\/catalog-(?!en-)[a-z]{2}-/.test(url)
const languageCatalogs = manifest.map(urlOf).filter(isLanguageCatalog)

precacheAndRoute(manifest.filter((entry) => !isLanguageCatalog(urlOf(entry))))
cleanupOutdatedCaches()

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && isLanguageCatalog(url.pathname),
  new CacheFirst({ cacheName: CATALOGS_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
)

/** Keeps one language's catalogs of this version, and drops those of older versions. */
async function keepLanguage(locale: string): Promise<void> {
  const cache = await caches.open(CATALOGS_CACHE)
  const current = new Set(languageCatalogs.map((url) => new URL(url, self.location.href).href))
  for (const request of await cache.keys()) if (!current.has(request.url)) await cache.delete(request)
  const wanted = [...current].filter((url) => url.includes(`/catalog-${locale}-`))
  const missing = []
  for (const url of wanted) if (!(await cache.match(url))) missing.push(url)
  await cache.addAll(missing)
}

// A kept case's address gets the page with the case already in it: it shows at the
// first paint of a cold start, before the app has loaded, and with no signal at all. Online too
// (the worker cannot tell a dead signal from a live one: navigator.onLine is often wrong), the
// app then draws the live case over it.
const shell = createHandlerBoundToURL('/index.html')
registerRoute(
  new NavigationRoute(
    async (options) => {
      const page = await shell(options)
      const snapshot = await caseSnapshotFor(options.url, '/api').catch(() => undefined)
      if (!snapshot) return page
      const headers = new Headers(page.headers)
      headers.delete('content-length')
      return new Response(withCaseSnapshot(await page.text(), snapshot), { status: page.status, headers })
    },
    { denylist: [/^\/api(\/|$)/, /^\/uploads\//] },
  ),
)

registerRoute(
  ({ url, request }) => isPublicAnimalRead(url, request, self.location.origin),
  new StaleWhileRevalidate({
    cacheName: API_ANIMALS_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 24 * 60 * 60 }),
    ],
  }),
)

registerRoute(
  ({ url, request }) => isPublicStatsRead(url, request, self.location.origin),
  new NetworkFirst({
    cacheName: API_STATS_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 2, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ],
  }),
)

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: UPLOADS_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
)

// The page asks before a new version takes over (registerType "prompt").
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting()
  if (event.data && event.data.type === 'CATALOG_LANGUAGE' && typeof event.data.locale === 'string') {
    event.waitUntil(keepLanguage(event.data.locale))
  }
})
clientsClaim()

// Web push (docs/rules.md#notifications): the payload is the contracts' PushPayload; a click
// focuses an open window of the app on that page, or opens one. A push about a case assigned to the
// signed-in NGO keeps the case on the phone and offers Accept and View; Accept
// queues the answer in the outbox without opening the app. A push offering a case to a
// responder (`offerCaseId`, docs/rules.md#dispatch) offers Accept and Can't: Accept queues the
// answer the same way, Can't opens /respond/:id to ask the reason. A later push with the same
// tag ("Taken by <NGO>") replaces the offer. A completed case asks its reporter and followers
// "Was the animal helped?" (`closureCaseId`, docs/rules.md#closure) with two one-tap answers,
// sent from here; one that cannot be sent opens the case at the question.
interface NoticeData {
  url?: string
  caseId?: number | null
  offerCaseId?: number | null
  closureCaseId?: number | null
  title?: string
  tag?: string
}

const ICON = '/icons/icon-192.png'

self.addEventListener('push', (event) => {
  // What arrived may be anything: every field is read as optional.
  let data: Partial<PushPayload> = {}
  try {
    data = event.data?.json() ?? {}
  } catch {
    data = { body: event.data?.text() }
  }
  event.waitUntil(
    (async () => {
      const offer = typeof data.offerCaseId === 'number' && data.offerCaseId > 0 ? data.offerCaseId : null
      const closure = typeof data.closureCaseId === 'number' && data.closureCaseId > 0 ? data.closureCaseId : null
      if (offer !== null) await keepOffers('/api').catch(() => undefined)
      const notice = offer === null && closure === null ? await caseNotice(data.url, '/api').catch(() => null) : null
      const options: NotificationOptions & { actions?: { action: string; title: string }[] } = {
        body: data.body ?? '',
        tag: data.tag,
        icon: ICON,
        badge: ICON,
        // A quiet notice (a lost animal near you) shows without sound or vibration.
        silent: data.silent === true,
        data: (offer !== null
          ? { url: data.url || '/notifications', offerCaseId: offer, title: data.title, tag: data.tag }
          : {
              url: data.url || '/notifications',
              caseId: notice?.caseId ?? null,
              ...(closure !== null && { closureCaseId: closure }),
            }) satisfies NoticeData,
      }
      if (closure !== null) {
        options.actions = [
          // In the recipient's language (the server sends the words).
          { action: 'helped', title: data.actions?.helped ?? 'Yes, helped' },
          { action: 'still-there', title: data.actions?.stillThere ?? 'No, it is still there' },
        ]
      } else if (offer !== null) {
        options.requireInteraction = true
        options.actions = [
          // In the recipient's language (the server sends the words).
          { action: 'accept', title: data.actions?.accept ?? 'Accept' },
          { action: 'cant', title: data.actions?.cant ?? "Can't" },
        ]
      } else if (notice?.respond)
        options.actions = [
          // In the recipient's language when the server sent the words.
          { action: 'accept', title: data.actions?.accept ?? 'Accept' },
          { action: 'view', title: data.actions?.view ?? 'View' },
        ]
      await self.registration.showNotification(data.title || 'Mumbai Paws', options)
    })(),
  )
})

/** Focuses an open window of the app on `url`, or opens one. */
async function openApp(url: string) {
  const target = new URL(url, self.location.origin).href
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin)
  if (open) {
    await open.focus()
    await open.navigate(target)
    return
  }
  await self.clients.openWindow(target)
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const data = event.notification.data as NoticeData | null
  const offer = data?.offerCaseId ?? null
  if (event.action === 'accept' && offer) {
    event.waitUntil(
      (async () => {
        const { refused } = await acceptFromNotification(self, offer, '/api')
        // Someone else took it first: the offer's notification says so in the server's words.
        if (refused !== null)
          await self.registration.showNotification(data?.title || 'Mumbai Paws', {
            body: refused,
            tag: data?.tag,
            icon: ICON,
            badge: ICON,
            data: { url: `/respond/${offer}` } satisfies NoticeData,
          })
      })(),
    )
    return
  }
  if (event.action === 'cant' && offer) {
    event.waitUntil(openApp(`/respond/${offer}?cant=1`))
    return
  }
  const closure = data?.closureCaseId ?? null
  if ((event.action === 'helped' || event.action === 'still-there') && closure) {
    event.waitUntil(
      (async () => {
        const sent = await answerFromNotification(closure, event.action === 'helped', '/api')
        if (!sent) await openApp(`/rescue/${closure}#closure`)
      })(),
    )
    return
  }
  if (event.action === 'accept' && data?.caseId) {
    event.waitUntil(acceptFromNotification(self, data.caseId, '/api').then(() => undefined))
    return
  }
  event.waitUntil(openApp(data?.url ?? '/'))
})

// Background Sync: the browser wakes us when the network is back and we send the outbox.
handleBackgroundSync(self)
