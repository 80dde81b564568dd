import { LoadingScreen } from './LoadingScreen.tsx'

/** What a page shows while its route loader waits for data (after the router's short delay). */
export function PagePending() {
  return <LoadingScreen full={false} />
}
