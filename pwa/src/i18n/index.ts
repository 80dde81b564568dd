// The PWA's words. `t('key', values)` renders a message of the active language's
// catalog (pwa/src/locales and packages/contracts/locales); keys are checked by TypeScript
// against the English catalogs (lingui.d.ts). The app re-renders whole when the language
// changes (I18nRoot), so `t` can be called anywhere, in components or not.
import { i18n, type MessageId } from '@lingui/core'

export function t(id: MessageId, values?: Record<string, unknown>): string {
  return i18n._(id, values)
}

export type { MessageId }
export { activateLocale, currentLocale, wantParts } from './language.ts'
export { initialLocale } from './locale.ts'
