// Type-safe message keys: a key that is not in the English catalogs does not compile.
import type sharedEn from '../../../packages/contracts/locales/en.json'
import type pwaEn from '../locales/en.json'

declare module '@lingui/core' {
  interface Register {
    messageIds: keyof typeof pwaEn | keyof typeof sharedEn
  }
}
