// Mail that anyone can make the platform send (sign-up codes, "someone tried" notices,
// password reset links, e-mail change codes) must not become a way to flood an inbox, nor a
// way to stop the mail an account needs (docs/rules.md#accounts-and-sessions). Each flow has
// a budget of its own per address, so mail a stranger asks for never spends the account's:
// - `signup`: what a sign-up or a resend sends to its address (a code, or the "someone tried"
//   notice when the address has an account); anyone can ask for it;
// - `reset`: the password reset link of the address's account; asked for from the owner's
//   device (a valid device token of the account, auth.devices.ts) it has a budget of that
//   device's own, so strangers asking for the account's resets never spend the owner's;
// - `change`: the code (or notice) a signed-in user's e-mail change sends to the new address;
// - `invite`: team invitations, sent only by an approved NGO's coordinator.
// Within a flow: one mail per target address every MAIL_INTERVAL_MS; the slot is taken by the
// request whether or not the address has an account, so which addresses are slot-bound says
// nothing about who is registered. At most MAIL_DAILY_CAP a day about one account (one
// address's sign-ups, its resets, a signed-in user's e-mail changes or invitations), and at
// most MAIL_CLIENT_MAX (configuration, 20 by default) an hour asked for by one client (its
// network address), so one caller cannot walk a list of strangers' addresses.
// Mail to an address that has confirmed nothing carries no text the asker chose (no names).
import type { Db } from '../../db/database.ts'
import * as repo from './auth.repository.ts'

export const MAIL_INTERVAL_MS = 2 * 60 * 1000
export const MAIL_DAILY_CAP = 10
const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

export type MailFlow = 'signup' | 'reset' | 'change' | 'invite'
/** The counter key of a flow's slot per address (`mail-to` is the sign-up's, the first there was). */
const SLOT: Record<MailFlow, string> = {
  signup: 'mail-to',
  reset: 'reset-to',
  change: 'change-to',
  invite: 'invite-to',
}

const budgetOf = (address: string, holder: string | undefined) =>
  `${address.trim().toLowerCase()}${holder ? ` ${holder}` : ''}`

export function createMailGuard(db: Db, clientCap: number) {
  /**
   * Takes the address's slot of `flow` (of `holder`'s budget for it, when named): 0 when taken
   * now, else the seconds until it frees.
   */
  async function targetSlot(address: string, flow: MailFlow, holder?: string): Promise<number> {
    const key = `${SLOT[flow]}:${budgetOf(address, holder)}`
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
   * Whether a mail of `flow` asked for by `client` may go to `address`: the flow's slot for the
   * address first (so a refused one does not use up the caps), then the address's daily cap
   * for the flow, then the client's. A `holder` (the owner's device) has a budget of its own.
   */
  async function mayMail(
    address: string,
    flow: MailFlow,
    client: string | undefined,
    holder?: string,
  ): Promise<boolean> {
    if ((await targetSlot(address, flow, holder)) > 0) return false
    if (!(await dailyAllows(`${flow}:${budgetOf(address, holder)}`))) return false
    return client === undefined || (await clientAllows(client))
  }

  return { targetSlot, dailyAllows, clientAllows, mayMail }
}

export type MailGuard = ReturnType<typeof createMailGuard>
