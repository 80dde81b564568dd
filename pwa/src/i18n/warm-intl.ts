/**
 * Has a worker read the locale data of `intlLocale` while the page's code downloads and starts
 * (docs/rules.md#first-load). The first number, plural or date formatter a page makes reads the
 * browser's locale data (ICU); on the main thread that is one task of 20-60 ms at full speed,
 * four times that on a cheap phone, which no split can shorten. The data is shared by the
 * page's threads, so once the worker has read it the page's first formatter costs well under a
 * millisecond. The worker ends once it has read it; without workers the page reads it itself.
 */
export function warmIntl(intlLocale: string): void {
  if (typeof Worker === 'undefined') return
  try {
    const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { name: 'intl-warmup' })
    const end = () => worker.terminate()
    worker.onmessage = end
    worker.onerror = end
    worker.postMessage(intlLocale)
  } catch {
    // A browser that refuses the worker: the first formatter reads the data, as it always did.
  }
}
