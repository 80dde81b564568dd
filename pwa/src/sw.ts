// Service worker (injectManifest): precaches the app shell, serves index.html for client
// routes, and caches API reads and photos at run time. Policy per rule:
// - navigations: the precached index.html (not /api, not /uploads);
// - GET /api/animals*: stale-while-revalidate in "api-animals" (100 entries, 1 day), so lists
//   and details already seen open offline;
// - /uploads/*: cache-first in "uploads" (200 entries, 30 days; names are immutable UUIDs).
/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies'

declare let self: ServiceWorkerGlobalScope

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/uploads\//],
  }),
)

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/animals'),
  new StaleWhileRevalidate({
    cacheName: 'api-animals',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 24 * 60 * 60 }),
    ],
  }),
)

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: 'uploads',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
)

// The page asks before a new version takes over (registerType "prompt").
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting()
})
clientsClaim()

// ---------------------------------------------------------------------------------------
// PUSH AND BACKGROUND SYNC: filled in by the notifications and offline-outbox tasks.
//  - self.addEventListener('push', ...)              show the notification (DESIGN 7)
//  - self.addEventListener('notificationclick', ...)  open the related page
//  - self.addEventListener('sync', ...)               tag "rescue-outbox": flush the outbox
// ---------------------------------------------------------------------------------------
