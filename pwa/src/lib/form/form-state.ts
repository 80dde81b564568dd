// The pure half of the form module: how validator output, server answers and edits become
// per-field messages. Kept free of React so it is unit-tested on its own (form-state.test.ts).
import type { FieldError } from '@paws/contracts'
import { describeError, type FieldErrorBody, isApiError } from '../../http/errors.ts'
import { type MessageId, t } from '../../i18n/index.ts'

/**
 * A field's message, one of two kinds (docs/rules.md#error-messages): the id of its words in the
 * catalogs with their values (a shared rule's or the PWA's own check), or the words a server
 * answered, already in the reader's language (the API answers in the language the PWA asks for).
 */
export type FieldMessage = { id: MessageId; values?: Record<string, unknown> } | { server: string }

export type FieldErrors = Partial<Record<string, FieldMessage>>

/** The words of a field's message. */
export function fieldText(message: FieldMessage): string {
  return 'server' in message ? message.server : t(message.id, message.values)
}

/** The shared rule's "{label} is required" for a field labelled `label` (already worded). */
export function requiredMessage(label: string): FieldMessage {
  return { id: 'validation.required', values: { label } }
}

/** A check's message about one field: a shared rule's (packages/contracts) or the PWA's own. */
export type FieldProblem = FieldError<MessageId>

/** What a form's check gives: the value to send, or messages per field (and maybe one for the form). */
export type Check<R> = { ok: true; value: R } | { ok: false; errors: FieldErrors; message?: FieldMessage }

/**
 * A validator's answer: a contracts validator's list (`validateLogin(...)`), or a `Check` when
 * the form also turns its values into what it sends.
 */
export type Validation<R> = readonly FieldProblem[] | Check<R>

/** What a failed submit shows: messages under fields and/or one message for the whole form. */
export interface Failure {
  errors: FieldErrors
  /** The form's own message: worded where it is drawn, so it follows a change of language. */
  message: FieldMessage | null
}

/** A check's problems keyed by field (first message wins). */
export function byField(problems: readonly FieldProblem[]): FieldErrors {
  const out: FieldErrors = {}
  for (const { field, message, values } of problems) {
    if (!(field in out)) out[field] = values ? { id: message, values } : { id: message }
  }
  return out
}

/** The server's field errors keyed by field (first message wins), as the server worded them. */
export function serverByField(errors: readonly FieldErrorBody[]): FieldErrors {
  const out: FieldErrors = {}
  for (const { field, message } of errors) if (!(field in out)) out[field] = { server: message }
  return out
}

/** A failed call as one field's message: the server's words when it answered any, else `fallback`. */
export function serverSaid(error: unknown, fallback: MessageId): FieldMessage {
  const said = describeError(error, '')
  return said ? { server: said } : { id: fallback }
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean)
}

/** A validator's answer as a `Check`; a list without messages lets the values through as they are. */
export function toCheck<V, R>(validation: Validation<R> | undefined, values: V): Check<R> {
  if (validation === undefined) return { ok: true, value: values as unknown as R }
  if (!Array.isArray(validation)) return validation as Check<R>
  const list = validation as readonly FieldProblem[]
  return list.length === 0 ? { ok: true, value: values as unknown as R } : { ok: false, errors: byField(list) }
}

/** The errors without `field` (the user has changed it since). */
export function withoutField(errors: FieldErrors, field: string): FieldErrors {
  if (!(field in errors)) return errors
  const { [field]: _fixed, ...rest } = errors
  return rest
}

export interface FailureOptions {
  /** The form-level message when the server gives none. */
  fallback: MessageId
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
    if (wanted.length > 0) return { errors: serverByField(wanted), message: null }
  }
  return { errors: {}, message: serverSaid(error, fallback) }
}

/** A form module's `{ ok: true, ...what to send }` result as a `Check` of what to send. */
export function asCheck<T extends { ok: true } | { ok: false; errors: FieldErrors }>(
  result: T,
): Check<Omit<Extract<T, { ok: true }>, 'ok'>> {
  if (!result.ok) return { ok: false, errors: (result as { errors: FieldErrors }).errors }
  const { ok: _ok, ...value } = result as Extract<T, { ok: true }>
  return { ok: true, value }
}
