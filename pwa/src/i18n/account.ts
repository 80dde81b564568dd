// The language between this device and the account. When someone signs in: a
// language chosen on this device wins and is kept on the account; on a device with no choice
// yet (a new phone, a shared browser), the account's language is used and kept here; an
// account that never had one takes this device's.
import type { Locale } from '@paws/contracts'
import { saveAccountLocale } from '../api/profile.ts'
import { activateLocale, currentLocale } from './language.ts'
import { storedLocale } from './locale.ts'

export function settleAccountLocale(accountLocale: Locale | null): void {
  const chosen = storedLocale()
  if (chosen) {
    if (chosen !== accountLocale) void saveAccountLocale(chosen).catch(() => undefined)
    return
  }
  if (accountLocale === null) void saveAccountLocale(currentLocale()).catch(() => undefined)
  else if (accountLocale !== currentLocale()) void activateLocale(accountLocale, true)
}
