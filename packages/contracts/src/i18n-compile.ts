// Compiling catalogs (kept apart from i18n.ts so the PWA's bundle never carries the compiler:
// its catalogs are compiled at build time by a Vite plugin, the API's when it starts).
import type { CompiledMessage } from '@lingui/message-utils/compileMessage'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { setupI18n } from '@lingui/core'
import { INTL_LOCALES, type Locale, type Translator } from './i18n.ts'

export type Catalog = Record<string, string>
export type CompiledCatalog = Record<string, CompiledMessage>

/** Compiles a catalog's ICU messages; a message that does not parse throws, naming its key. */
export function compileCatalog(messages: Catalog): CompiledCatalog {
  const compiled: CompiledCatalog = {}
  for (const [key, message] of Object.entries(messages)) {
    try {
      compiled[key] = compileMessageOrThrow(message)
    } catch (err) {
      throw new Error(`message "${key}" does not parse: ${(err as Error).message}`)
    }
  }
  return compiled
}

/** A translator of catalog `messages` (uncompiled) in `locale`: the API's per language, the tests' English. */
export function catalogTranslator(locale: Locale, messages: Catalog): Translator {
  const i18n = setupI18n({ locale, locales: INTL_LOCALES[locale], messages: { [locale]: compileCatalog(messages) } })
  return (id, values) => i18n._(id, values)
}
