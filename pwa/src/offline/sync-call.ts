// One request of the sync engine, with what its answer means for the entry (sync.ts):
// - network errors, 5xx, 408, 429 and a 2xx that is not JSON (a captive portal's page) are
//   retried later with a capped backoff;
// - a 401 renews the session once and retries; a session that cannot be renewed parks the
//   entry as needs_signin, data kept;
// - any other 4xx cannot be fixed by retrying: the entry needs attention, with the server's
//   message (and its status and body, so an action can read a 409's reason).
// Each attempt goes out through the app's one caller (http/send.ts), timeout included.
import { errorText, readErrorBody } from '../http/errors.ts'
import { parseBody, type RawResponse, retryAfterMs, send, type Transport } from '../http/send.ts'
import type { OutboxNote, StoredPhoto } from './db.ts'
import type { SharedTokenStore } from './shared-tokens.ts'

export const BACKOFF_BASE_MS = 2_000
export const BACKOFF_CAP_MS = 5 * 60_000

export function backoffDelay(attempts: number, random = Math.random): number {
  const plain = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1))
  return Math.round(plain * (0.8 + 0.4 * random()))
}

export type Outcome =
  | { kind: 'ok'; body: Record<string, unknown> }
  | { kind: 'retry'; message: OutboxNote; retryAfterMs?: number }
  | { kind: 'attention'; message: OutboxNote; status?: number; body?: unknown }
  | { kind: 'signin' }
  /** The user deleted the entry before it was sent. */
  | { kind: 'gone' }

/** What a refusal with no words of the server's is called. */
export type RefusedKey = 'outbox.refusedReport' | 'outbox.refusedUpdate'

/** One request as an entry's sender writes it; built again for each attempt (a FormData is read once). */
export interface CallInit {
  method: string
  headers?: Record<string, string>
  body?: string | FormData
}

export type Call = (url: string, init: () => CallInit, refused?: RefusedKey) => Promise<Outcome>

/** A form with one photo and its client photo id, as the photo routes take it. */
export function photoForm(photo: StoredPhoto): FormData {
  const form = new FormData()
  form.append('photoIds', JSON.stringify([photo.id]))
  form.append('images', new Blob([photo.data], { type: photo.type }), photo.name)
  return form
}

export function createCaller(tokens: SharedTokenStore, transport: Transport): Call {
  return async function call(url, init, refused = 'outbox.refusedReport'): Promise<Outcome> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const { token } = await tokens.read()
      if (!token) return { kind: 'signin' }
      const request = init()
      let response: RawResponse
      try {
        response = await send(
          { url, ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } },
          transport,
        )
      } catch {
        return { kind: 'retry', message: { key: 'outbox.error.noConnection' } }
      }
      if (response.status === 401) {
        if (attempt === 1) return { kind: 'signin' }
        const renewed = await tokens.refresh(token)
        if (renewed === 'offline') return { kind: 'retry', message: { key: 'outbox.error.noConnection' } }
        if (renewed === 'invalid') return { kind: 'signin' }
        continue
      }
      const isJson = (response.contentType ?? '').includes('application/json')
      const body = isJson ? ((parseBody(response) ?? null) as Record<string, unknown> | null) : null
      if (response.status >= 200 && response.status < 300) {
        if (body === null || typeof body !== 'object') {
          // Hotel and station Wi-Fi answer 200 with their own page: not our server.
          return { kind: 'retry', message: { key: 'outbox.error.notOurServer' } }
        }
        return { kind: 'ok', body }
      }
      if (response.status === 408 || response.status === 429 || response.status >= 500) {
        return {
          kind: 'retry',
          message: { key: 'outbox.busy', values: { status: response.status } },
          retryAfterMs: retryAfterMs(response),
        }
      }
      const said = errorText(readErrorBody(body), '')
      return {
        kind: 'attention',
        message: said
          ? { key: 'outbox.serverSaid', values: { message: said } }
          : { key: refused, values: { status: response.status } },
        status: response.status,
        body,
      }
    }
    return { kind: 'signin' }
  }
}
