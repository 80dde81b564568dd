import { useEffect, useState } from 'react'
import { hasWholeCatalog, loadWholeCatalog } from './language.ts'

/**
 * For a part of a public page that only some people see (the NGO approval banner): loads the
 * rest of the catalog when `needed`, and says when it is in.
 */
export function useWholeCatalog(needed: boolean): boolean {
  const [ready, setReady] = useState(hasWholeCatalog)
  useEffect(() => {
    if (!needed || ready) return
    let live = true
    void loadWholeCatalog().then(() => live && setReady(true))
    return () => {
      live = false
    }
  }, [needed, ready])
  return ready
}
