// SharedTokenStore: the session tokens shared by the page and the service worker. The page keeps them in
// localStorage (keys `token` and `refreshToken`, as the API client always has) and this
// module mirrors them into IndexedDB so a background sync can use them too.
//
// Refresh tokens rotate on every use and a reused one ends the whole session on the server,
// so two contexts must never refresh with the same token: refreshing holds a Web Lock, and
// whoever gets the lock second finds the tokens already renewed and takes those instead.
import { type Fetch, fetchTransport, fetchWith, parseBody, type RawResponse, send } from '../http/send.ts'
import type { OfflineDb } from './db.ts'

export interface Tokens {
  token: string | null
  refreshToken: string | null
}

/** ok: new tokens stored; invalid: the session is over (tokens cleared); offline: try later. */
export type RefreshOutcome = 'ok' | 'invalid' | 'offline'

export interface SharedTokenStore {
  read(): Promise<Tokens>
  write(tokens: Tokens): Promise<void>
  clear(): Promise<void>
  /** Renews the session that `staleToken` belonged to. */
  refresh(staleToken: string | null): Promise<RefreshOutcome>
}

interface Options {
  db: OfflineDb
  apiBase: string
  /** The wire (tests hand in a server); the app's global fetch when left out. */
  fetch?: Fetch
  /** The page's localStorage; absent in the service worker. */
  local?: {
    getItem(key: string): string | null
    setItem(key: string, value: string): void
    removeItem(key: string): void
  }
  locks?: Pick<LockManager, 'request'>
}

export function createSharedTokenStore(options: Options): SharedTokenStore {
  const { db, apiBase, local } = options
  const transport = options.fetch ? fetchWith(options.fetch) : fetchTransport
  const locks = options.locks ?? (typeof navigator !== 'undefined' ? navigator.locks : undefined)

  async function read(): Promise<Tokens> {
    const stored = await db.auth.get('session')
    if (stored) return { token: stored.token, refreshToken: stored.refreshToken }
    // First run after an update: the page had tokens before IndexedDB mirrored them.
    return { token: local?.getItem('token') ?? null, refreshToken: local?.getItem('refreshToken') ?? null }
  }

  async function write(tokens: Tokens): Promise<void> {
    await db.auth.put({ key: 'session', ...tokens })
    if (!local) return
    for (const key of ['token', 'refreshToken'] as const) {
      const value = tokens[key]
      if (value) local.setItem(key, value)
      else local.removeItem(key)
    }
  }

  async function renew(staleToken: string | null): Promise<RefreshOutcome> {
    const current = await read()
    if (current.token && current.token !== staleToken) {
      await write(current)
      return 'ok'
    }
    if (!current.refreshToken) return 'invalid'
    let response: RawResponse
    try {
      response = await send(
        {
          url: `${apiBase}/auth/refresh`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refreshToken: current.refreshToken }),
        },
        transport,
      )
    } catch {
      return 'offline'
    }
    const parsed = parseBody(response)
    const body =
      parsed !== null && typeof parsed === 'object'
        ? (parsed as { accessToken?: unknown; token?: unknown; refreshToken?: unknown })
        : null
    // A sign-in stored new tokens while the old session's renewal was on its way: those are the
    // session now, whatever the server said of the old one.
    if ((await read()).refreshToken !== current.refreshToken) return 'ok'
    if (response.status === 401 || response.status === 400) {
      await write({ token: null, refreshToken: null })
      return 'invalid'
    }
    const token = body?.accessToken ?? body?.token
    const ok = response.status >= 200 && response.status < 300
    if (!ok || typeof token !== 'string' || typeof body?.refreshToken !== 'string') return 'offline'
    await write({ token, refreshToken: body.refreshToken })
    return 'ok'
  }

  return {
    read,
    write,
    clear: () => write({ token: null, refreshToken: null }),
    refresh(staleToken) {
      if (!locks) return renew(staleToken)
      return locks.request('paws-token-refresh', () => renew(staleToken))
    },
  }
}

/** The user id inside an access token (its `sub`), without checking it: for routing only. */
export function userIdOf(token: string | null): number | null {
  if (!token) return null
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')))
    const id = Number(payload.sub)
    return Number.isInteger(id) ? id : null
  } catch {
    return null
  }
}

/** The role inside an access token, without checking it: for routing only. */
export function roleOf(token: string | null): string | null {
  if (!token) return null
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')))
    return typeof payload.role === 'string' ? payload.role : null
  } catch {
    return null
  }
}
