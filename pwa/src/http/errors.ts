// Errors from the API, turned into the text a screen shows (docs/rules.md#api-conventions):
// "field: message" lines when the server lists field errors, else its message, else the
// screen's own fallback.

// The one place that reads the API's error body ({ statusCode, error, message, errors? }, the
// contracts' ErrorResponse): the fetch client and the outbox's sync engine (page and service
// worker) both use it.
import type { ErrorResponse } from '@paws/contracts/schemas/common'

export type FieldErrorBody = NonNullable<ErrorResponse['errors']>[number]

/** An error answer as it may arrive: any field can be missing. */
export type ErrorBody = Partial<ErrorResponse>

/** The error body in a parsed response, or null when the answer is not one (text, HTML, nothing). */
export function readErrorBody(parsed: unknown): ErrorBody | null {
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ErrorBody) : null
}

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted'

export class ApiError extends Error {
  readonly status: number
  readonly kind: ApiErrorKind
  readonly body: ErrorBody | null

  constructor(status: number, body: ErrorBody | null, kind: ApiErrorKind = 'http', message?: string) {
    super(message ?? body?.message ?? `Request failed (${status})`)
    this.name = 'ApiError'
    this.status = status
    this.kind = kind
    this.body = body
  }

  get fieldErrors(): FieldErrorBody[] {
    return this.body?.errors ?? []
  }

  /** The text to show: field lines, else the server's message, else `fallback`. */
  display(fallback: string): string {
    return errorText(this.body, fallback)
  }
}

export function errorText(body: ErrorBody | null | undefined, fallback: string): string {
  const lines = (body?.errors ?? [])
    .filter((e) => e && (e.field || e.message))
    .map((e) => (e.field ? `${e.field}: ${e.message}` : e.message))
  if (lines.length > 0) return lines.join('\n')
  const message = body?.message?.trim()
  return message ? message : fallback
}

/** Display text for anything caught: ApiError rules, else the error's message, else fallback. */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.display(fallback)
  return fallback
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status)
}

/**
 * The add-animal failure text (docs/rules.md#error-messages): the server's message, else the field
 * errors joined (message, or field when there is none), else the exception's message, else
 * the fallback.
 */
export function messageFirstText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const message = error.body?.message?.trim()
    if (message) return message
    const joined = error.fieldErrors
      .map((e) => e.message || e.field)
      .filter(Boolean)
      .join(', ')
    if (joined) return joined
    if (error.kind !== 'http') return error.message
    return fallback
  }
  if (error instanceof Error && error.message) return error.message
  return fallback
}
