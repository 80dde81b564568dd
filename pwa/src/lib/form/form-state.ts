// The pure half of the form module: how validator output, server answers and edits become
// per-field messages. Kept free of React so it is unit-tested on its own (use-form.test.ts).
import type { FieldError } from '@paws/contracts'
import { describeError, isApiError } from '../../http/errors.ts'

export type FieldErrors = Partial<Record<string, string>>

/** What a form's check gives: the value to send, or messages per field (and maybe one for the form). */
export type Check<R> = { ok: true; value: R } | { ok: false; errors: FieldErrors; message?: string }

/**
 * A validator's answer: a contracts validator's list (`validateLogin(...)`), or a `Check` when
 * the form also turns its values into what it sends.
 */
export type Validation<R> = readonly FieldError[] | Check<R>

/** What a failed submit shows: messages under fields and/or one message for the whole form. */
export interface Failure {
  errors: FieldErrors
  message: string | null
}

/** Field errors from a validator, keyed by field (first message wins). */
export function byField(errors: readonly FieldError[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const e of errors) if (!(e.field in out)) out[e.field] = e.message
  return out
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean)
}

/** A validator's answer as a `Check`; a list without messages lets the values through as they are. */
export function toCheck<V, R>(validation: Validation<R> | undefined, values: V): Check<R> {
  if (validation === undefined) return { ok: true, value: values as unknown as R }
  if (!Array.isArray(validation)) return validation as Check<R>
  const list = validation as readonly FieldError[]
  return list.length === 0 ? { ok: true, value: values as unknown as R } : { ok: false, errors: byField(list) }
}

/** The errors without `field` (the user has changed it since). */
export function withoutField(errors: FieldErrors, field: string): FieldErrors {
  if (!(field in errors)) return errors
  const { [field]: _fixed, ...rest } = errors
  return rest
}

export interface FailureOptions {
  /** The form-level text when the server gives no message. */
  fallback: string
  /**
   * Which of the server's 400 `errors: [{ field, message }]` go under their fields: 'all', or
   * only these names. Anything else (or no field error at all) becomes the form-level message,
   * "field: message" lines as the API client formats them.
   */
  serverFields?: 'all' | readonly string[]
}

/** A thrown submit error as the form shows it. */
export function serverFailure(error: unknown, { fallback, serverFields }: FailureOptions): Failure {
  if (serverFields && isApiError(error)) {
    const wanted = error.fieldErrors.filter((e) => serverFields === 'all' || serverFields.includes(e.field))
    if (wanted.length > 0) return { errors: byField(wanted), message: null }
  }
  return { errors: {}, message: describeError(error, fallback) }
}

/** A form module's `{ ok: true, ...what to send }` result as a `Check` of what to send. */
export function asCheck<T extends { ok: true } | { ok: false; errors: FieldErrors }>(
  result: T,
): Check<Omit<Extract<T, { ok: true }>, 'ok'>> {
  if (!result.ok) return { ok: false, errors: (result as { errors: FieldErrors }).errors }
  const { ok: _ok, ...value } = result as Extract<T, { ok: true }>
  return { ok: true, value }
}
