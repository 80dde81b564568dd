// The shared rules speak English in these tests: the English catalog, compiled as the API compiles it.
import en from '../locales/en.json' with { type: 'json' }
import type { SharedMessageId } from '../src/i18n.ts'
import { catalogTranslator } from '../src/i18n-compile.ts'

export const t = catalogTranslator('en', en)

/** A rule's message as the API answers it in English: its catalog id rendered, a text already rendered as is. */
export function say(message: string | null): string | null {
  return message !== null && message in en ? t(message as SharedMessageId) : message
}
