/** The page's offline store (store.ts), loaded and opened on first use. */
export const openStore = () => import('./store.ts')
