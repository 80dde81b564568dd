// Device tokens (OWASP's "device cookies"; docs/rules.md#accounts-and-sessions). Every sign-in
// hands the device a token naming the account, signed with the server's secret; the app keeps
// it and sends it with its next sign-in to that account. A sign-in that carries a valid token
// of the account it names is the owner's device: strangers' guesses at the account (its
// per-minute limit, the locks of other clients) do not hold it back; it counts against the
// token's own limit and lock instead, so a stolen token guesses no faster than a client.
// Tokens live in no table: any replica checks one, and a forged or altered one, or one of
// another account, is just absent.
import { codeHash, randomToken, sameHash } from '../../lib/crypto.ts'

export function createDevices(secret: string) {
  const macOf = (userId: number, nonce: string) => codeHash(secret, `device-token:${userId}`, nonce)

  /** A new device token of `userId`. */
  function mint(userId: number): string {
    const nonce = randomToken(16)
    return `${userId}.${nonce}.${macOf(userId, nonce)}`
  }

  /** The device a token names when it is genuine and of `userId` (its lock's name), else undefined. */
  function deviceOf(token: string | undefined, userId: number): string | undefined {
    const [id, nonce, mac, ...rest] = token?.split('.') ?? []
    if (rest.length > 0 || !nonce || !mac || id !== String(userId)) return undefined
    return sameHash(mac, macOf(userId, nonce)) ? `device:${nonce}` : undefined
  }

  return { mint, deviceOf }
}

export type Devices = ReturnType<typeof createDevices>
