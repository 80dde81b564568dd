// Which language the PWA speaks: the one chosen on this device, else the device's
// own languages on the first visit (Marathi or Hindi first: that one; otherwise English).
import { isLocale, type Locale, pickLocale } from '@paws/contracts'

const KEY = 'paws.locale'

export function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(KEY)
    return isLocale(value) ? value : null
  } catch {
    return null
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale)
  } catch {
    // Private mode without storage: the choice lasts for this visit.
  }
}

export function initialLocale(): Locale {
  return storedLocale() ?? pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language])
}
