// Recognising the PostgreSQL errors a service turns into an answer (the same fields arrive
// from PostgreSQL and from the embedded PGlite, both through the pg driver).
import { DomainError } from './errors.ts'

/** A unique violation (23505), on `constraint` (an index name) when given. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (typeof err !== 'object' || err === null) return false
  const { code, constraint: name } = err as { code?: unknown; constraint?: unknown }
  return code === '23505' && (constraint === undefined || name === constraint)
}

/**
 * A PostgreSQL data error caused by what the client sent, with the 400 message for it; the
 * validator refuses these inputs first (lib/validator.ts), this is the safety net.
 */
export function clientDataError(err: unknown): DomainError | undefined {
  if (typeof err !== 'object' || err === null) return undefined
  switch ((err as { code?: unknown }).code) {
    case '22021': // character_not_in_repertoire (NUL in text)
    case '22P05': // untranslatable_character (\u0000 in jsonb)
      return new DomainError(400, 'error.data.badText')
    case '22P02': // invalid_text_representation (e.g. an unpaired surrogate escape in jsonb)
      return new DomainError(400, 'error.data.invalidValue')
    case '22003': // numeric_value_out_of_range
      return new DomainError(400, 'error.data.numberRange')
    case '22008': // datetime_field_overflow
    case '22007': // invalid_datetime_format
      return new DomainError(400, 'error.data.dateInvalid')
    default:
      return undefined
  }
}
