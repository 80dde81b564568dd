// The one HTTP client of the app. It owns the bearer token, the refresh, retries and
// timeouts (docs/rules.md#api-conventions and docs/rules.md#error-messages):
// - a 401 on a request that carried a token triggers ONE refresh, shared by every request
//   that fails meanwhile, then the request is repeated once with the new token;
// - a refresh the server refuses clears the tokens and tells the app (onAuthFailure: it signs
//   out quietly, and only pages that need an account go to /login); a read is then asked once
//   more without a session, so public pages keep what anyone may see; a refresh that cannot
//   reach the server keeps the tokens (offline is not signed out);
// - a 429 is retried twice, after the wait the server's Retry-After asks (2 s and then 4 s when
//   it names none); a wait over 10 s is not waited out: the error comes at once, its message
//   saying when to try again;
// - every attempt times out after 120 s (callers pass 60 s for avatar and NGO images).
// Each attempt goes out through the one caller (send.ts), which also picks XMLHttpRequest for
// uploads that report progress.
import { ApiError, readErrorBody } from './errors.ts'
import { API_BASE } from './base.ts'
import { tokens as defaultTokens, type PageTokenStore } from './tokens.ts'
import { currentLocale } from '../i18n/language.ts'
import {
  buildUrl,
  DEFAULT_TIMEOUT_MS,
  fetchTransport,
  parseBody,
  type Query,
  retryAfterMs,
  type RawResponse,
  type SendRequest,
  send as sendOnce,
  SendFailure,
  type Transport,
  type TransportRequest,
} from './send.ts'
import { t } from '../i18n/index.ts'

export { buildUrl, type Query, type RawResponse, type TransportRequest }

export const SHORT_UPLOAD_TIMEOUT_MS = 60_000
export const RATE_LIMIT_WAITS_MS = [2000, 4000] as const
/** The longest Retry-After a request waits out before answering; past it the person is told. */
const LONGEST_RATE_LIMIT_WAIT_MS = 10_000

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Query
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown
  headers?: Record<string, string>
  timeoutMs?: number
  signal?: AbortSignal
  /** Upload progress from 0 to 1 (switches the request to XMLHttpRequest). */
  onUploadProgress?: (fraction: number) => void
  /** false: a refused refresh signs out without leaving the page (used on start-up). */
  redirectOnAuthFailure?: boolean
  /**
   * true: asked as anyone would ask it, without the session (public reads: the service
   * worker keeps only answers asked this way, so they open offline whoever is signed in).
   */
  anonymous?: boolean
}

export interface ClientOptions {
  baseUrl?: string
  tokens?: PageTokenStore
  transport?: Transport
  sleep?: (ms: number) => Promise<void>
  /** Called once per refused refresh, unless the request asks not to (the app signs out quietly). */
  onAuthFailure?: () => void
  /**
   * Renews the session shared with the service worker (offline/tokens.ts): under a Web Lock,
   * taking tokens another context already renewed. Without it the client refreshes itself.
   */
  renew?: (usedToken: string) => Promise<'ok' | 'invalid' | 'offline'>
}

type RefreshResult = { ok: true } | { ok: false; redirected: boolean }

// Paths whose 401 means "wrong credentials", never "expired token".
const NO_REFRESH = /^\/auth\/(login|refresh|register|verify-otp|resend-otp|forgot-password|reset-password|verify-email)/

export function createApiClient(options: ClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api'
  const tokens = options.tokens ?? defaultTokens
  const transport = options.transport ?? fetchTransport
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)))
  let onAuthFailure = options.onAuthFailure ?? (() => window.location.assign('/login'))
  let renew = options.renew
  let refreshing: Promise<RefreshResult> | null = null

  /** One attempt with its own timeout; no answer becomes an ApiError with status 0. */
  async function send(req: SendRequest): Promise<RawResponse> {
    try {
      return await sendOnce(req, transport)
    } catch (error) {
      const kind = error instanceof SendFailure ? error.kind : 'network'
      if (kind === 'timeout') throw new ApiError(0, null, 'timeout', t('ui.timeoutError'))
      if (kind === 'aborted') throw new ApiError(0, null, 'aborted', t('ui.cancelledError'))
      throw new ApiError(0, null, 'network', t('ui.networkError'))
    }
  }

  /**
   * The session `usedToken` belonged to is over: forgotten, unless a sign-in replaced it while
   * its renewal was on the way (then the request is tried again with the new session).
   */
  function ended(usedToken: string): RefreshResult {
    const current = tokens.access()
    if (current && current !== usedToken) return { ok: true }
    tokens.clear()
    return { ok: false, redirected: false }
  }

  async function runRefresh(usedToken: string): Promise<RefreshResult> {
    if (renew) {
      const outcome = await renew(usedToken)
      if (outcome === 'ok') return { ok: true }
      if (outcome === 'offline') throw new ApiError(0, null, 'network', t('ui.networkError'))
      return ended(usedToken)
    }
    const refreshToken = tokens.refresh()
    if (!refreshToken) {
      tokens.clear()
      return { ok: false, redirected: false }
    }
    const res = await send({
      url: buildUrl(baseUrl, '/auth/refresh'),
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
      timeoutMs: DEFAULT_TIMEOUT_MS,
    })
    if (res.status >= 200 && res.status < 300) {
      const body = (parseBody(res) ?? {}) as { accessToken?: string; token?: string; refreshToken?: string }
      const accessToken = body.accessToken ?? body.token
      if (accessToken) {
        tokens.set({ accessToken, refreshToken: body.refreshToken })
        return { ok: true }
      }
    }
    if (res.status === 429 || res.status >= 500) {
      // The server is busy or broken, not refusing us: keep the session for a later try.
      throw new ApiError(res.status, readErrorBody(parseBody(res)))
    }
    return ended(usedToken)
  }

  /** Refreshes once for everyone whose request failed with `usedToken`. */
  async function refreshAfter(usedToken: string): Promise<RefreshResult> {
    const current = tokens.access()
    if (current && current !== usedToken && !refreshing) return { ok: true }
    if (!refreshing) {
      refreshing = runRefresh(usedToken).finally(() => {
        refreshing = null
      })
    }
    return refreshing
  }

  async function request<T>(path: string, opts: ApiRequest = {}): Promise<T> {
    const method = opts.method ?? 'GET'
    const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS
    let body: string | FormData | undefined
    // The API answers (errors included) in the language chosen here.
    const baseHeaders: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': currentLocale(),
      ...opts.headers,
    }
    if (opts.body instanceof FormData) body = opts.body
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body)
      baseHeaders['Content-Type'] = 'application/json'
    }
    const url = buildUrl(baseUrl, path, opts.query)
    let refreshed = false
    let rateLimited = 0

    for (;;) {
      const token = opts.anonymous ? null : tokens.access()
      const headers = token ? { ...baseHeaders, Authorization: `Bearer ${token}` } : baseHeaders
      const res = await send({
        url,
        method,
        headers,
        body,
        timeoutMs,
        signal: opts.signal,
        onUploadProgress: opts.onUploadProgress,
      })

      if (res.status === 401 && token && !refreshed && !NO_REFRESH.test(path)) {
        refreshed = true
        const result = await refreshAfter(token)
        if (result.ok) continue
        if (opts.redirectOnAuthFailure !== false && !result.redirected) {
          result.redirected = true
          onAuthFailure()
        }
        // Signed out now: a read goes again as anyone would ask it (a public answer still comes).
        if (method === 'GET' && !tokens.access()) continue
        throw new ApiError(401, readErrorBody(parseBody(res)))
      }

      if (res.status === 429 && rateLimited < RATE_LIMIT_WAITS_MS.length) {
        const wait = retryAfterMs(res) ?? RATE_LIMIT_WAITS_MS[rateLimited]
        if (wait <= LONGEST_RATE_LIMIT_WAIT_MS) {
          await sleep(wait)
          rateLimited += 1
          continue
        }
      }

      const parsed = parseBody(res)
      if (res.status < 200 || res.status >= 300) {
        throw new ApiError(res.status, readErrorBody(parsed))
      }
      return parsed as T
    }
  }

  return {
    baseUrl,
    request,
    get: <T>(path: string, opts?: Omit<ApiRequest, 'method' | 'body'>) => request<T>(path, { ...opts, method: 'GET' }),
    post: <T>(path: string, body?: unknown, opts?: Omit<ApiRequest, 'method' | 'body'>) =>
      request<T>(path, { ...opts, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, opts?: Omit<ApiRequest, 'method' | 'body'>) =>
      request<T>(path, { ...opts, method: 'PUT', body }),
    delete: <T>(path: string, opts?: Omit<ApiRequest, 'method'>) => request<T>(path, { ...opts, method: 'DELETE' }),
    /** What a refused refresh does (the app signs out quietly, and leaves pages that need an account). */
    setAuthFailureHandler(handler: () => void) {
      onAuthFailure = handler
    },
    /** Who renews the session (the app points this at the token store shared with the service worker). */
    setRenewer(renewer: NonNullable<ClientOptions['renew']>) {
      renew = renewer
    },
  }
}

export type ApiClient = ReturnType<typeof createApiClient>

export { API_BASE }

export const api = createApiClient({ baseUrl: API_BASE })
