// Mail that anyone can make the platform send (sign-up codes, "someone tried" notices,
// password reset links, e-mail change codes) must not become a way to flood an inbox:
// - one such mail per target address every MAIL_INTERVAL_MS, across all these flows; the
//   slot is taken by the request whether or not the address has an account, so which
//   addresses are slot-bound says nothing about who is registered;
// - at most MAIL_DAILY_CAP a day about one account (a signed-in user's e-mail changes, one
//   address's resets or sign-ups);
// - at most MAIL_CLIENT_MAX (configuration, 20 by default) an hour asked for by one client (its
//   network address), so one caller cannot walk a list of strangers' addresses.
// Mail to an address that has confirmed nothing carries no text the asker chose (no names).
// Team invitations take the caps and a slot of their own per address (docs/rules.md#accounts-and-sessions).
import type { Db } from '../../db/database.ts'
import * as repo from './auth.repository.ts'

export const MAIL_INTERVAL_MS = 2 * 60 * 1000
export const MAIL_DAILY_CAP = 10
const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

export function createMailGuard(db: Db, clientCap: number) {
  /**
   * Takes the address's mail slot (`flow`: the shared one, or a flow's own): 0 when taken now,
   * else the seconds until it frees.
   */
  async function targetSlot(address: string, flow: 'mail-to' | 'invite-to' = 'mail-to'): Promise<number> {
    const key = `${flow}:${address.trim().toLowerCase()}`
    const taken = await repo.claimSlot(db, key, MAIL_INTERVAL_MS)
    if (!taken) return 0
    return Math.max(1, Math.ceil((taken.getTime() + MAIL_INTERVAL_MS - Date.now()) / 1000))
  }

  /** Counts one mail about `account` today; false once the day's cap is passed. */
  async function dailyAllows(account: string): Promise<boolean> {
    const { hits } = await repo.hitCounter(db, `mail-day:${account}`, DAY_MS)
    return hits <= MAIL_DAILY_CAP
  }

  /** Counts one mail asked for by `client` this hour; false once the cap is passed. */
  async function clientAllows(client: string): Promise<boolean> {
    const { hits } = await repo.hitCounter(db, `mail-client:${client}`, HOUR_MS)
    return hits <= clientCap
  }

  /**
   * Whether a mail asked for by `client` may go to `address` about `account`: the address's
   * slot first (so a refused one does not use up the caps), then the caps.
   */
  async function mayMail(address: string, account: string, client: string | undefined): Promise<boolean> {
    if ((await targetSlot(address)) > 0) return false
    if (!(await dailyAllows(account))) return false
    return client === undefined || (await clientAllows(client))
  }

  return { targetSlot, dailyAllows, clientAllows, mayMail }
}

export type MailGuard = ReturnType<typeof createMailGuard>
