// The catalogs the Vite plugin compiles (vite.config.ts, pawsCatalogs): one chunk per language,
// the shared contracts catalog and the PWA's merged.
declare module 'virtual:paws-catalog/*' {
  const messages: import('@lingui/core').Messages
  export default messages
}
