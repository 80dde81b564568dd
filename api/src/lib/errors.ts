// Domain errors thrown by services; one error handler maps them to HTTP (plugins/app/errors.ts).
import type { FieldError, Locale, Translator } from '@paws/contracts'
import { type ApiMessageId, type ApiTranslator, englishTranslator } from './i18n.ts'

export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
    /** Extra fields of the error body (e.g. a 409's machine-readable reason). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
    this.name = new.target.name
  }

  /**
   * A message of the catalogs, rendered in the asker's language (the English `message` stays
   * for logs): a key with its values, or a shared rule's wording given the reader's translator.
   */
  translation?: { id: ApiMessageId; values?: Record<string, unknown> } | ((t: Translator) => string)

  /** Names the catalog message this error is told with. */
  told(id: ApiMessageId, values?: Record<string, unknown>): this {
    this.translation = { id, values }
    return this
  }

  /** Names the shared rule that words this error (e.g. `(t) => rescueConflictMessage(t, from, to)`). */
  wordedBy(render: (t: Translator) => string): this {
    this.translation = render
    return this
  }
}

/** Field messages worded by the reader's translator (and language, for the schema's own words). */
type FieldsWorded = (t: ApiTranslator, locale: Locale) => FieldError[]

/**
 * A 400 naming its fields. A field's message is a catalog key (`'validation.phone'`), answered
 * in the reader's language; one with values is worded by a shared rule or the catalog given the
 * reader's translator: `new ValidationFailed((t) => [{ field, message: t('error.mustBeDate', { field }) }])`.
 */
export class ValidationFailed extends DomainError {
  /** The field messages in the reader's language, when they carry values. */
  readonly fieldsWordedBy?: FieldsWorded

  constructor(errors: FieldError[] | FieldsWorded, message?: string) {
    const english = typeof errors === 'function' ? errors(englishTranslator, 'en') : errors
    super(400, message ?? english.map((e) => e.message).join('\n'), english)
    if (typeof errors === 'function') this.fieldsWordedBy = errors
  }
}
export class Unauthorized extends DomainError {
  constructor(message?: string) {
    super(401, message ?? 'Authentication required')
    if (message === undefined) this.told('error.authRequired')
  }
}
export class Forbidden extends DomainError {
  constructor(message?: string) {
    super(403, message ?? 'You do not have permission to do this')
    if (message === undefined) this.told('error.forbidden')
  }
}
export class NotFound extends DomainError {
  constructor(message?: string) {
    super(404, message ?? 'Not found')
    if (message === undefined) this.told('error.notFound')
  }
}
export class Conflict extends DomainError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(409, message, undefined, undefined, details)
  }
}
export class PayloadTooLarge extends DomainError {
  constructor(message: string) {
    super(413, message)
  }
}
export class UnsupportedMedia extends DomainError {
  constructor(message: string) {
    super(415, message)
  }
}
export class BusinessRule extends DomainError {
  constructor(message: string, errors?: FieldError[]) {
    super(422, message, errors)
  }
}
export class TooManyRequests extends DomainError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) })
  }
}

/** A 409 a shared rule words: English in `message` (the logs), the reader's language in the answer. */
export function wordedConflict(render: (t: Translator) => string, details?: Record<string, unknown>): Conflict {
  return new Conflict(render(englishTranslator), details).wordedBy(render)
}
