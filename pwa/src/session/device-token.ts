// The device tokens this phone was handed at sign-in (docs/rules.md#accounts-and-sessions), one
// per account (by e-mail), kept in localStorage across sign-outs: sent back at the next sign-in
// to that account, a token lets the owner's right password in while strangers' guesses hold the
// account's sign-in limit. A shared phone keeps the last few accounts' tokens.

const KEY = 'paws-device-tokens'
/** Accounts whose tokens a phone keeps; a newer sign-in drops the oldest. */
const KEEP = 5

const addressOf = (email: string) => email.trim().toLowerCase()

function kept(): [string, string][] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (pair): pair is [string, string] =>
        Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string',
    )
  } catch {
    return []
  }
}

/** The token this phone was handed for `email`'s account, if any. */
export function deviceTokenFor(email: string): string | undefined {
  const address = addressOf(email)
  return kept().find(([owner]) => owner === address)?.[1]
}

/** Keeps the token a sign-in to `email`'s account handed out, newest first. */
export function keepDeviceToken(email: string, token: string | undefined): void {
  if (!token) return
  const address = addressOf(email)
  const others = kept().filter(([owner]) => owner !== address)
  try {
    localStorage.setItem(KEY, JSON.stringify([[address, token], ...others].slice(0, KEEP)))
  } catch {
    // Storage unavailable (private mode): the next sign-in is a new device's, nothing worse.
  }
}
