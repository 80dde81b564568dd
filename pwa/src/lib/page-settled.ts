// "The page has what it needs": the window has loaded, no query is fetching and every image in
// view has arrived, for two checks in a row. The service worker is registered only then, so
// its precache never competes with the first screen's own data and photos on a slow link;
// `capMs` bounds the wait on a link so slow it never settles.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'

const CHECK_MS = 250

let settle = () => {}
const settled = new Promise<void>((resolve) => {
  settle = resolve
})

/** The performance mark set when the first page has settled; the bundle benchmark reads it. */
export const PAGE_SETTLED_MARK = 'paws:page-settled'

/** The longest an idle-time task waits for an idle moment once the page has settled. */
const IDLE_TIMEOUT_MS = 2000

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
  else window.setTimeout(task, 1)
}

/**
 * Runs `task` once the first page has what it needs (usePageSettled, which the app's shell
 * runs) and the main thread is idle: code wanted later, such as the dialogs' frame or the photo
 * compressor, is fetched then instead of competing with the page's own code, data and photos,
 * and never counts as the page's first load (docs/rules.md#first-load).
 */
export function afterPageSettled(task: () => void): void {
  void settled.then(() => whenIdle(task))
}

/**
 * Runs `task` as afterPageSettled does, but only once a service worker controls the page: code
 * fetched ahead then comes from the worker's precache and spends no data. On a first visit that
 * is when the worker, registered once the page settled, has precached the app and taken the
 * page; the precache has brought that code already (docs/rules.md#first-load).
 */
export function afterPageKept(task: () => void): void {
  const worker = navigator.serviceWorker
  if (!worker) return
  if (worker.controller) afterPageSettled(task)
  else worker.addEventListener('controllerchange', () => afterPageSettled(task), { once: true })
}

function inView(img: HTMLImageElement): boolean {
  const r = img.getBoundingClientRect()
  return r.bottom > 0 && r.top < window.innerHeight && r.width > 0
}

export function usePageSettled(capMs = 15_000): boolean {
  const client = useQueryClient()
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    let timer = 0
    let quiet = 0
    const started = Date.now()
    const check = () => {
      const busy = client.isFetching() > 0 || [...document.images].some((img) => !img.complete && inView(img))
      quiet = busy ? 0 : quiet + 1
      if (quiet >= 2 || Date.now() - started > capMs) {
        if (performance.getEntriesByName(PAGE_SETTLED_MARK).length === 0) performance.mark(PAGE_SETTLED_MARK)
        settle()
        // What waits for this (the service worker's registration) is idle-time work too.
        whenIdle(() => setSettled(true))
      } else timer = window.setTimeout(check, CHECK_MS)
    }
    const begin = () => {
      timer = window.setTimeout(check, CHECK_MS)
    }
    if (document.readyState === 'complete') begin()
    else window.addEventListener('load', begin, { once: true })
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('load', begin)
    }
  }, [client, capMs])
  return settled
}
