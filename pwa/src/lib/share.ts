// Sharing an animal without a server call: the native share sheet where there is one,
// otherwise links for the usual apps and a copy button (with the old execCommand fallback).
import { t } from '../i18n/index.ts'

export interface ShareContent {
  title: string
  text: string
  url: string
}

export const SHARE_TEXT_LENGTH = 100
export const SHARE_ADDRESS_LENGTH = 60

/** The shared sentence in the reader's language, one message with its parts in the language's order. */
export function shareText(name: string, description: string | null | undefined): string {
  const about = (description ?? '').slice(0, SHARE_TEXT_LENGTH)
  return about ? t('share.meetAbout', { name, about }) : t('share.meetHome', { name })
}

export function shareLinks({ title, text, url }: ShareContent) {
  const u = encodeURIComponent(url)
  const encoded = encodeURIComponent(text)
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?text=${encoded}&url=${u}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`,
  }
}

/** Address as shown in the share dialog: at most 60 characters. */
export function displayAddress(url: string): string {
  return url.length > SHARE_ADDRESS_LENGTH ? `${url.slice(0, SHARE_ADDRESS_LENGTH)}...` : url
}

/** Native share; false when the browser has none or the user cancelled. */
export async function nativeShare(content: ShareContent): Promise<boolean> {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false
  try {
    await navigator.share(content)
    return true
  } catch (error) {
    // AbortError: the user closed the sheet, which is a finished share, not a failure.
    return error instanceof DOMException && error.name === 'AbortError'
  }
}

export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function'
}

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // fall through to the older method
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  let ok = false
  try {
    ok = document.execCommand('copy')
  } catch {
    ok = false
  }
  document.body.removeChild(area)
  return ok
}
