// The API's words in the three languages (docs/rules.md#languages): e-mails, pushes,
// notifications and the error messages people read. Catalogs are the shared contracts catalog
// and the API's own (src/locales), compiled once at start. Every message of the API's catalog
// has a dotted key (`error.invalidLogin`), typed by `ApiMessageId`; an error is built from its
// key and values (`new NotFound('error.rescue.notFound')`, lib/errors.ts). The shared validation
// messages whose key is their English text are translated when the catalog has them and left in
// English otherwise.
import { readFileSync } from 'node:fs'
import { type I18n, type MessageId, setupI18n } from '@lingui/core'
import type { FastifyRequest } from 'fastify'
import {
  acceptedLanguages,
  INTL_LOCALES,
  isLocale,
  LOCALES,
  type Locale,
  pickLocale,
  type SharedMessageId,
} from '@paws/contracts'
import { compileCatalog } from '@paws/contracts/i18n-compile'
import type apiCatalog from '../locales/en.json'

/** The id of a message the API renders: its own catalog's (src/locales/en.json) or a shared one. */
export type ApiMessageId = SharedMessageId | keyof typeof apiCatalog

const read = (url: URL) => JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>

function load(locale: Locale): I18n {
  const messages = compileCatalog({
    ...read(new URL(`../../../packages/contracts/locales/${locale}.json`, import.meta.url)),
    ...read(new URL(`../locales/${locale}.json`, import.meta.url)),
  })
  return setupI18n({ locale, locales: INTL_LOCALES[locale], messages: { [locale]: messages } })
}

const instances = new Map<Locale, I18n>(LOCALES.map((locale) => [locale, load(locale)]))

/** The renderer of one language. */
export function i18nFor(locale: string | null | undefined): I18n {
  return instances.get(isLocale(locale) ? locale : 'en') as I18n
}

/** A keyed message in `locale`. */
export function translate(
  locale: string | null | undefined,
  id: ApiMessageId,
  values?: Record<string, unknown>,
): string {
  return i18nFor(locale)._(id as MessageId, values)
}

/** Renders a message of the API's catalog or a shared one; it serves as a shared rules' `Translator`. */
export type ApiTranslator = (id: ApiMessageId, values?: Record<string, unknown>) => string

/** The translator of `locale`, for the shared rules and the API's own messages. */
export function translatorFor(locale: string | null | undefined): ApiTranslator {
  const i18n = i18nFor(locale)
  return (id, values) => i18n._(id as MessageId, values)
}

/**
 * The shared rules' messages in English: a validation message the API answers with is put
 * into the reader's language by the error handler (plugins/app/errors.ts).
 */
export const englishTranslator = translatorFor('en')

/** An English text (an error or validation message) in `locale` when the catalog has it, else as is. */
export function translateText(
  locale: string | null | undefined,
  text: string,
  values?: Record<string, unknown>,
): string {
  const i18n = i18nFor(locale)
  return text in i18n.messages ? i18n._(text as MessageId, values) : text
}

/** The first of our languages that Accept-Language names, or null when it names none. */
export function namedLocale(acceptLanguage: string | undefined): Locale | null {
  const named = acceptedLanguages(acceptLanguage).map((tag) => tag.toLowerCase().split(/[-_]/)[0])
  return named.find((tag): tag is Locale => isLocale(tag)) ?? null
}

/** The language a request asked for in Accept-Language (ours, else English). */
export function requestedLocale(acceptLanguage: string | undefined): Locale {
  return pickLocale(acceptedLanguages(acceptLanguage))
}

/** The language an answer is written in: the account's (as it is now), else Accept-Language. */
export function readerLocale(request: FastifyRequest): Locale {
  return request.auth?.locale ?? requestedLocale(request.headers['accept-language'])
}
