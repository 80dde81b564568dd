// The footer newsletter's rule, on its own: the footer is on every page's first load, which
// should not carry every form's rules (validation.ts).
import type { SharedMessageId } from './i18n.ts'
import { MESSAGES } from './messages.ts'

/** The footer newsletter's looser rule: non-empty and containing @. */
export function newsletterEmailError(email: string): SharedMessageId | null {
  return email.trim() !== '' && email.includes('@') ? null : MESSAGES.email
}
