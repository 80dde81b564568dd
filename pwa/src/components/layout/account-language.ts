// The language between this device and the account (docs/rules.md#languages). When someone
// signs in: a language chosen on this device wins and is kept on the account; an account that
// never had one takes this device's. On a device with no choice yet, set to Marathi or Hindi,
// and an account in another language, the app asks once, in the phone's language, which to
// keep; the answer is remembered on this device (so it is not asked again) and, when it keeps
// the phone's language, on the account. A device with no choice that reads English (its
// settings name none of ours, or English) takes the account's language.
import { DEFAULT_LOCALE, type Locale } from '@paws/contracts'
import { activateLocale, currentLocale } from '../../i18n/language.ts'
import { storedLocale } from '../../i18n/locale.ts'

/** The open question: the phone speaks `phone`, the account `account`. */
export interface LanguageQuestion {
  phone: Locale
  account: Locale
}

/**
 * Keeps a language on the account (api/profile.ts, loaded then: only a signed-in visit saves
 * one, and the profile's queries and mutations are not in a visitor's first load).
 */
export function keepOnAccount(locale: Locale): Promise<void> {
  return import('../../api/profile.ts').then((profile) => profile.saveAccountLocale(locale))
}

let question: LanguageQuestion | null = null
const listeners = new Set<() => void>()

function setQuestion(next: LanguageQuestion | null): void {
  question = next
  for (const listener of listeners) listener()
}

export function languageQuestion(): LanguageQuestion | null {
  return question
}

export function onLanguageQuestion(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function settleAccountLocale(accountLocale: Locale | null): void {
  const chosen = storedLocale()
  if (chosen) {
    if (chosen !== accountLocale) void keepOnAccount(chosen).catch(() => undefined)
    return
  }
  const phone = currentLocale()
  if (accountLocale === null) {
    void keepOnAccount(phone).catch(() => undefined)
    return
  }
  if (accountLocale === phone) return
  // A phone whose settings name none of our languages reads English by default: the account's
  // language is then simply used. A phone set to Marathi or Hindi is asked.
  if (phone === DEFAULT_LOCALE) void activateLocale(accountLocale, true)
  else setQuestion({ phone, account: accountLocale })
}

/** The answer: keep the phone's language (and give it to the account) or use the account's. */
export async function answerLanguageQuestion(keepPhone: boolean): Promise<void> {
  if (!question) return
  const { phone, account } = question
  if (keepPhone) {
    await keepOnAccount(phone)
    await activateLocale(phone, true)
  } else await activateLocale(account, true)
  setQuestion(null)
}

/** Signing out leaves the question unanswered (the next sign-in asks again). */
export function dropLanguageQuestion(): void {
  if (question) setQuestion(null)
}
