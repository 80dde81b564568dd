// The PWA's words. `t('key', values)` renders a message of the active language's
// catalog (pwa/src/locales and packages/contracts/locales); keys are checked by TypeScript
// against the English catalogs (lingui.d.ts). The app re-renders whole when the language
// changes (I18nRoot), so `t` can be called anywhere, in components or not.
import { i18n, type MessageId } from '@lingui/core'

export function t(id: MessageId, values?: Record<string, unknown>): string {
  return i18n._(id, values)
}

/**
 * A message whose id travels as text: a shared rule's message (its catalog id, such as
 * "validation.phone", the same id the API answers with in the reader's language) or the outbox's
 * own words ("outbox.error.noConnection") in the active language; a text that is no id (the API's
 * answer, already in the reader's language) as written.
 */
export function tText(text: string): string {
  return text in i18n.messages ? i18n._(text as MessageId) : text
}

export type { MessageId }
export { activateLocale, currentLocale, wantParts } from './language.ts'
export { initialLocale } from './locale.ts'
