// Domain errors thrown by services; one error handler maps them to HTTP (plugins/app/errors.ts).
// An error is built once, from what it says: a key of the API's catalogs and its values
// (`new NotFound('error.rescue.notFound')`), or, when a shared rule words it, that rule given a
// translator (`new Conflict((t) => rescueConflictMessage(t, from, to))`). The answer is in the
// reader's language; `message` is the catalog's English, for the logs.
import type { Locale } from '@paws/contracts'
import { type ApiMessageId, type ApiTranslator, englishTranslator, translateText, translatorFor } from './i18n.ts'

/** The values of a catalog message's placeholders. */
export type MessageValues = Record<string, unknown>

/** A shared rule's wording of a message, given the reader's translator. */
export type Worded = (t: ApiTranslator) => string

/** What an error says: a catalog key (its values apart), or a shared rule's wording. */
export type Said = ApiMessageId | Worded

/**
 * A field's message: a catalog key with its values (`{ field: 'lat', message: 'error.followNotNear',
 * values: { radius } }`, a shared rule's FieldError), answered in the reader's language; or words a
 * function gave in the reader's language (ValidationFailed).
 */
export interface FieldMessage {
  field: string
  message: string
  values?: MessageValues
}

/** A field's message as answered, in one language. */
interface AnsweredField {
  field: string
  message: string
}

function fieldsIn(locale: Locale, errors: FieldMessage[]): AnsweredField[] {
  return errors.map(({ field, message, values }) => ({ field, message: translateText(locale, message, values) }))
}

/** What an error's answer carries besides its message. */
export interface ErrorExtras {
  /** Field messages, answered in the reader's language. */
  errors?: FieldMessage[]
  headers?: Record<string, string>
  /** Extra fields of the error body (e.g. a 409's machine-readable reason). */
  details?: Record<string, unknown>
}

/** The answer of an error in one language. */
export interface ErrorAnswer {
  message: string
  errors?: AnsweredField[]
}

function wording(t: ApiTranslator, said: Said, values?: MessageValues): string {
  return typeof said === 'function' ? said(t) : t(said, values)
}

export class DomainError extends Error {
  readonly errors?: FieldMessage[]
  readonly headers?: Record<string, string>
  readonly details?: Record<string, unknown>

  constructor(
    readonly statusCode: number,
    readonly said: Said,
    readonly values?: MessageValues,
    extras: ErrorExtras = {},
  ) {
    super(wording(englishTranslator, said, values))
    this.name = new.target.name
    this.errors = extras.errors
    this.headers = extras.headers
    this.details = extras.details
  }

  /** The message and field messages in `locale`. */
  answerIn(locale: Locale): ErrorAnswer {
    return {
      message: wording(translatorFor(locale), this.said, this.values),
      ...(this.errors ? { errors: fieldsIn(locale, this.errors) } : {}),
    }
  }
}

/** Field messages worded by the reader's translator (and language, for the schema's own words). */
type FieldsWorded = (t: ApiTranslator, locale: Locale) => FieldMessage[]

/**
 * A 400 naming its fields. A field's message is a catalog key with its values
 * (`{ field, message: 'error.mustBeDate', values: { field } }`), answered in the reader's language.
 * When a value is words itself (a field's label), the shared rule or the catalog words it given the
 * reader's translator: `new ValidationFailed((t) => validateLogin(t, body))`.
 * Its message is its fields' messages, one a line, unless a key is given for it.
 */
export class ValidationFailed extends DomainError {
  /** The field messages in the reader's language, when they carry values. */
  readonly fieldsWordedBy?: FieldsWorded
  readonly #keyed: boolean

  constructor(errors: FieldMessage[] | FieldsWorded, said?: ApiMessageId) {
    const english = typeof errors === 'function' ? errors(englishTranslator, 'en') : errors
    const lines = () =>
      fieldsIn('en', english)
        .map((e) => e.message)
        .join('\n')
    super(400, said ?? lines, undefined, { errors: english })
    this.#keyed = said !== undefined
    if (typeof errors === 'function') this.fieldsWordedBy = errors
  }

  override answerIn(locale: Locale): ErrorAnswer {
    const worded = this.fieldsWordedBy ? this.fieldsWordedBy(translatorFor(locale), locale) : (this.errors ?? [])
    const errors = fieldsIn(locale, worded)
    const message = this.#keyed ? super.answerIn(locale).message : errors.map((e) => e.message).join('\n')
    return { message, errors }
  }
}
export class Unauthorized extends DomainError {
  constructor(said: Said = 'error.authRequired', values?: MessageValues) {
    super(401, said, values)
  }
}
export class Forbidden extends DomainError {
  constructor(said: Said = 'error.forbidden', values?: MessageValues) {
    super(403, said, values)
  }
}
export class NotFound extends DomainError {
  constructor(said: Said = 'error.notFound', values?: MessageValues) {
    super(404, said, values)
  }
}
export class Conflict extends DomainError {
  constructor(said: Said, values?: MessageValues, details?: Record<string, unknown>) {
    super(409, said, values, { details })
  }
}
export class PayloadTooLarge extends DomainError {
  constructor(said: Said, values?: MessageValues) {
    super(413, said, values)
  }
}
export class UnsupportedMedia extends DomainError {
  constructor(said: Said, values?: MessageValues) {
    super(415, said, values)
  }
}
export class BusinessRule extends DomainError {
  constructor(said: Said, values?: MessageValues, errors?: FieldMessage[]) {
    super(422, said, values, { errors })
  }
}
export class TooManyRequests extends DomainError {
  constructor(said: Said, values: MessageValues | undefined, retryAfterSeconds: number) {
    super(429, said, values, { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } })
  }
}
