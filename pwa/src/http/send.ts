// The one way an HTTP request leaves the app, from the page or the service worker alike: the API
// client (client.ts), the outbox's sync engine (offline/sync-call.ts), the shared session's
// renewal (offline/shared-tokens.ts) and a push's reads (offline/sw-push.ts) all send through
// `send`. It owns the wire and nothing of a session: every attempt has a timeout, an answer is
// read whole (status, type, text, Retry-After), and no answer at all is a SendFailure that says
// why (no network, timed out, cancelled). Tokens, refresh and what an answer means are the
// callers'. fetch normally; XMLHttpRequest when upload progress is wanted (fetch cannot report
// it; the page alone asks for it). No window or DOM: the service worker's bundle takes it too.

/** How long an attempt may take unless its caller says otherwise (the client passes 60 s for avatar and NGO images). */
export const DEFAULT_TIMEOUT_MS = 120_000

export type QueryValue = string | number | boolean | null | undefined
export type Query = Record<string, QueryValue>

export interface RawResponse {
  status: number
  contentType: string | null
  text: string
  /** The Retry-After header as the server sent it (seconds or a date), when it sent one. */
  retryAfter?: string | null
}

export interface TransportRequest {
  url: string
  method: string
  headers: Record<string, string>
  body?: string | FormData
  signal: AbortSignal
  onUploadProgress?: (fraction: number) => void
}

/** Puts one request on the wire; rejects only when no response arrived. */
export type Transport = (request: TransportRequest) => Promise<RawResponse>

/** A fetch as the offline engine's tests hand one in (the global fetch in the app). */
export type Fetch = (input: string, init: RequestInit) => Promise<Response>

/** A transport over `fetchImpl`. */
export function fetchWith(fetchImpl: Fetch): Transport {
  return async (req) => {
    const res = await fetchImpl(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      signal: req.signal,
    })
    return {
      status: res.status,
      contentType: res.headers.get('content-type'),
      text: await res.text(),
      retryAfter: res.headers.get('retry-after'),
    }
  }
}

/** The global fetch, looked up at each call (tests stub it). */
export const fetchTransport: Transport = fetchWith((input, init) => fetch(input, init))

const xhrTransport: Transport = (req) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(req.method, req.url)
    for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value)
    if (req.onUploadProgress) {
      const report = req.onUploadProgress
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) report(e.loaded / e.total)
      }
    }
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        contentType: xhr.getResponseHeader('content-type'),
        text: xhr.responseText,
        retryAfter: xhr.getResponseHeader('retry-after'),
      })
    xhr.onerror = () => reject(new TypeError('Network request failed'))
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'))
    req.signal.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(req.body ?? null)
  })

export type SendFailureKind = 'network' | 'timeout' | 'aborted'

/** No answer arrived: the network failed, the attempt timed out, or the caller cancelled it. */
export class SendFailure extends Error {
  readonly kind: SendFailureKind
  constructor(kind: SendFailureKind) {
    super(`No answer (${kind})`)
    this.name = 'SendFailure'
    this.kind = kind
  }
}

export interface SendRequest {
  url: string
  method?: string
  headers?: Record<string, string>
  body?: string | FormData
  /** The caller's cancel. */
  signal?: AbortSignal
  /** How long this attempt may take before it fails as 'timeout' (DEFAULT_TIMEOUT_MS). */
  timeoutMs?: number
  /** Upload progress from 0 to 1 (switches the request to XMLHttpRequest). */
  onUploadProgress?: (fraction: number) => void
}

/** One attempt with its own timeout; rejects with a SendFailure when no answer arrived. */
export async function send(req: SendRequest, transport: Transport = fetchTransport): Promise<RawResponse> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, req.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const outer = req.signal
  const forward = () => controller.abort()
  if (outer?.aborted) controller.abort()
  outer?.addEventListener('abort', forward, { once: true })
  try {
    const pick = req.onUploadProgress && transport === fetchTransport ? xhrTransport : transport
    return await pick({
      url: req.url,
      method: req.method ?? 'GET',
      headers: req.headers ?? {},
      body: req.body,
      signal: controller.signal,
      onUploadProgress: req.onUploadProgress,
    })
  } catch {
    if (timedOut) throw new SendFailure('timeout')
    if (outer?.aborted) throw new SendFailure('aborted')
    throw new SendFailure('network')
  } finally {
    clearTimeout(timer)
    outer?.removeEventListener('abort', forward)
  }
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  const qs = params.toString()
  return `${baseUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`
}

/** The answer's JSON when it says it is JSON (undefined when it does not parse), else its text. */
export function parseBody(res: RawResponse): unknown {
  if (!res.text) return undefined
  if (res.contentType?.includes('json')) {
    try {
      return JSON.parse(res.text)
    } catch {
      return undefined
    }
  }
  return res.text
}

/** The wait a Retry-After asks for, in milliseconds (it is seconds or an HTTP date); none when absent or unreadable. */
export function retryAfterMs(response: Pick<RawResponse, 'retryAfter'>, now = Date.now()): number | undefined {
  const value = response.retryAfter
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
