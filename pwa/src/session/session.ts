// The signed-in user (docs/rules.md#status-machines, "Session"). On start, with a stored token, the
// profile is loaded with up to 3 retries (1 s, 2 s, 4 s); 401/403 signs out at once, other
// failures keep the tokens. The last profile is kept on the device so the app opens signed
// in (and offline) straight away while the fresh profile loads in the background.
// A session that ends without the person signing out (the renewal was refused) is forgotten
// quietly: tokens and the account's cached answers go, `ended` is set so the
// page can say so, and the reports waiting in the outbox stay on the phone for the next sign-in.
import type { AuthResponse, User } from '@paws/contracts/schemas/users'
import type { ApiClient } from '../http/client.ts'
import { isApiError } from '../http/errors.ts'
import type { PageTokenStore } from '../http/tokens.ts'
import { clearSignedInCaches, forgetFieldCases } from '../offline/index.ts'
import { deviceTokenFor, keepDeviceToken } from './device-token.ts'
import { forgetPendingSignup } from './pending-signup.ts'

export const PROFILE_RETRY_WAITS_MS = [1000, 2000, 4000] as const

export interface SessionState {
  status: 'loading' | 'ready'
  user: User | null
  /** The session ended on its own (renewal refused), not by signing out; cleared at sign-in. */
  ended?: boolean
}

export type ProfileResult = { kind: 'ok'; user: User } | { kind: 'signed-out' } | { kind: 'failed' }

export async function loadProfileWithRetry(
  api: ApiClient,
  sleep: (ms: number) => Promise<void>,
): Promise<ProfileResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      const user = await api.get<User>('/users/profile', { redirectOnAuthFailure: false })
      return { kind: 'ok', user }
    } catch (error) {
      if (isApiError(error, 401) || isApiError(error, 403)) return { kind: 'signed-out' }
      if (attempt >= PROFILE_RETRY_WAITS_MS.length) return { kind: 'failed' }
      await sleep(PROFILE_RETRY_WAITS_MS[attempt])
    }
  }
}

type SignIn = Pick<AuthResponse, 'user' | 'refreshToken'> & {
  accessToken?: string
  token?: string
  deviceToken?: string
}

export function createSession(deps: {
  api: ApiClient
  tokens: PageTokenStore
  sleep?: (ms: number) => Promise<void>
  /** Runs after each sign-in (the phone fetches what the new session's account keeps on it). */
  onSignIn?: (user: User) => void
}) {
  const { api, tokens } = deps
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)))
  let state: SessionState = { status: 'loading', user: null }
  // Counts sign-ins and sign-outs: the profile asked for at start speaks only for the session it
  // was asked for (a renewal keeps the session; a sign-in meanwhile replaces it).
  let generation = 0
  const listeners = new Set<() => void>()
  let markReady!: () => void
  const ready = new Promise<void>((resolve) => (markReady = resolve))

  function set(next: SessionState) {
    state = next
    if (next.status === 'ready') markReady()
    for (const listener of listeners) listener()
  }

  function signedIn(user: User) {
    tokens.cacheUser(user)
    // The profile that confirms the user kept on the phone changes nothing on screen: every
    // page reading the session would be drawn again for nothing (a long task on a cheap phone).
    if (state.status === 'ready' && !state.ended && JSON.stringify(state.user) === JSON.stringify(user)) return
    set({ status: 'ready', user })
  }

  /** Forgets the session without leaving the page; the outbox is not touched. */
  async function end() {
    generation += 1
    tokens.clear()
    if (state.status !== 'ready' || state.user || !state.ended) set({ status: 'ready', user: null, ended: true })
    // Answers and photos fetched for this account must not outlive the session
    // (docs/rules.md#caching), nor the cases an NGO kept on the phone for the field: as at
    // sign-out.
    await clearSignedInCaches().catch(() => {})
    await forgetFieldCases().catch(() => {})
  }

  // The client clears the tokens when a refresh is refused: the session has ended. (A sign-out
  // clears them too, then replaces this state at once.)
  tokens.subscribe(() => {
    if (!tokens.access() && state.user) void end()
  })

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** Resolves once it is known whether someone is signed in. */
    whenReady: () => ready,

    async start() {
      if (!tokens.access()) return set({ status: 'ready', user: null })
      const cached = tokens.cachedUser<User>()
      if (cached) set({ status: 'ready', user: cached })
      const asked = generation
      const result = await loadProfileWithRetry(api, sleep)
      // Signed in or out while the answer was on its way (its retries take up to 7 s): the
      // answer was about the old session, and a 401 must not end the new one.
      if (generation !== asked) return
      if (result.kind === 'ok') signedIn(result.user)
      else if (result.kind === 'signed-out') await end()
      else set({ status: 'ready', user: cached })
    },

    /** Stores the tokens of a login or code verification and loads the full profile. */
    async completeSignIn(response: SignIn): Promise<User> {
      const accessToken = response.accessToken ?? response.token
      if (!accessToken) throw new Error('The server did not return a session token')
      generation += 1
      tokens.set({ accessToken, refreshToken: response.refreshToken })
      // This phone has signed in to the account: its next sign-in there sends the token back.
      keepDeviceToken(response.user.email, response.deviceToken)
      // Signed in: no sign-up of this phone waits for its code any more.
      forgetPendingSignup()
      let user = response.user
      try {
        user = await api.get<User>('/users/profile', { redirectOnAuthFailure: false })
      } catch {
        // The basic user data of the sign-in answer is enough to carry on.
      }
      signedIn(user)
      deps.onSignIn?.(user)
      return user
    },

    async login(email: string, password: string): Promise<User> {
      const deviceToken = deviceTokenFor(email)
      const response = await api.post<AuthResponse>('/auth/login', {
        email: email.trim(),
        password,
        ...(deviceToken ? { deviceToken } : {}),
      })
      return this.completeSignIn(response)
    },

    /** Signs out on the server when possible; the device forgets the session regardless. */
    async logout() {
      generation += 1
      const refreshToken = tokens.refresh()
      try {
        if (tokens.access()) {
          await api.post('/auth/logout', refreshToken ? { refreshToken } : {}, {
            redirectOnAuthFailure: false,
            timeoutMs: 10_000,
          })
        }
      } catch {
        // Offline or already expired: nothing more to do on the server side.
      } finally {
        tokens.clear()
        forgetPendingSignup()
        set({ status: 'ready', user: null })
        // Answers fetched for this account must not outlive the session (docs/rules.md#caching).
        await clearSignedInCaches().catch(() => {})
        // Nor the cases an NGO kept on the phone for the field.
        await forgetFieldCases().catch(() => {})
      }
    },

    /** The session ended on its own (a refused renewal): signs out quietly, reports kept. */
    end,

    /** Hides the "Signed out" notice. */
    dismissEnded() {
      if (state.ended) set({ ...state, ended: false })
    },

    /** Reloads the profile (after an edit elsewhere); keeps the current one on failure. */
    async reloadProfile(): Promise<User | null> {
      try {
        const user = await api.get<User>('/users/profile')
        signedIn(user)
        return user
      } catch {
        return state.user
      }
    },
  }
}

export type Session = ReturnType<typeof createSession>
