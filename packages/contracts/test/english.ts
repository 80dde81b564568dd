// The shared rules speak English in these tests: the English catalog, compiled as the API compiles it.
import en from '../locales/en.json' with { type: 'json' }
import type { SharedMessageId } from '../src/i18n.ts'
import type { FieldError } from '../src/validation.ts'
import { catalogTranslator } from '../src/i18n-compile.ts'

export const t = catalogTranslator('en', en)

/** A rule's message (its catalog id) as the API answers it in English. */
export function say(id: SharedMessageId | null): string | null {
  return id === null ? null : t(id)
}

/** Field messages as the reader sees them in English: each id worded with its values. */
export const worded = (errors: FieldError[]) => errors.map((e) => ({ field: e.field, message: t(e.message, e.values) }))
