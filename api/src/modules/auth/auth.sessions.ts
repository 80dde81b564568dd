// Sessions (docs/rules.md#accounts-and-sessions): a short-lived access token plus a random refresh
// token, stored hashed and rotated on every use. Presenting a rotated token again means someone
// holds a copy, so its whole family (one sign-in's chain of tokens) is revoked.
import { randomUUID } from 'node:crypto'
import type { Role } from '@paws/contracts'
import type { AuthResponse, TokenPair } from '@paws/contracts/schemas/users'
import { randomToken, sha256 } from '../../lib/crypto.ts'
import { Unauthorized } from '../../lib/errors.ts'
import { toUser } from '../users/users.mapper.ts'
import { findUserById, updateUser, type UserRow } from '../users/users.repository.ts'
import * as repo from './auth.repository.ts'
import type { AuthDeps } from './auth.deps.ts'
import type { Devices } from './auth.devices.ts'

export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000

const expired = () => new Unauthorized('error.sessionExpired')

export function createSessions(deps: AuthDeps, devices: Devices) {
  const { db } = deps

  /** A new refresh token in `familyId` (a new family when none is given) and its access token. */
  async function issue(userId: number, role: Role, familyId: string = randomUUID()): Promise<TokenPair> {
    const refreshToken = randomToken(32)
    await repo.insertRefreshToken(db, {
      id: randomUUID(),
      userId,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
    })
    return { accessToken: deps.signAccess({ id: userId, role }, familyId), refreshToken }
  }

  /**
   * Signs a checked user in: last sign-in time, the fresh profile, a new session and the
   * device's token (the one it signed in with, when it was valid; else a new one).
   */
  async function signIn(row: UserRow, deviceToken?: string): Promise<AuthResponse> {
    await updateUser(db, row.id, { last_login_at: new Date() })
    const fresh = await findUserById(db, row.id)
    if (!fresh) throw expired()
    return {
      user: toUser(fresh),
      ...(await issue(row.id, row.role)),
      deviceToken: deviceToken ?? devices.mint(row.id),
    }
  }

  async function refresh(refreshToken: string): Promise<TokenPair> {
    const row = await repo.findRefreshToken(db, sha256(refreshToken))
    if (!row || row.revoked_at || new Date(row.expires_at).getTime() < Date.now()) throw expired()
    if (row.rotated_at || !(await repo.markRotated(db, row.id))) {
      // A rotated token came back: someone holds a copy. End the whole session family.
      await repo.revokeFamily(db, row.family_id)
      throw expired()
    }
    const user = await findUserById(db, row.user_id)
    if (!user?.is_active) throw expired()
    return issue(user.id, user.role, row.family_id)
  }

  async function logout(sid: string | undefined, refreshToken?: string) {
    if (sid && /^[0-9a-f-]{36}$/.test(sid)) await repo.revokeFamily(db, sid)
    if (refreshToken) {
      const row = await repo.findRefreshToken(db, sha256(refreshToken))
      if (row) await repo.revokeFamily(db, row.family_id)
    }
    return { message: 'Signed out' }
  }

  /** Every session of the user ends (password changed or reset). */
  async function endAll(userId: number): Promise<void> {
    await repo.revokeAllForUser(db, userId)
  }

  return { issue, signIn, refresh, logout, endAll }
}

export type Sessions = ReturnType<typeof createSessions>
