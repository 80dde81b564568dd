// The service worker's copy of a kept case (components/field/case-snapshot.ts renders it): put
// before #root for a cold start with no signal, hidden #root until the app has drawn its page
// (styles.css), then removed by the root layout once the first page is drawn. Shared by the
// page (first load) and the worker, so kept tiny.
export const SNAPSHOT_ID = 'case-snapshot'
/** index.html's static header, shown until the app draws its first frame. */
export const SHELL_ID = 'app-shell'

/** The app's page with the case's copy in front of #root (the worker's offline answer). */
export function withCaseSnapshot(html: string, snapshot: string): string {
  return html.replace('<div id="root">', `<div id="${SNAPSHOT_ID}">${snapshot}</div><div id="root">`)
}
