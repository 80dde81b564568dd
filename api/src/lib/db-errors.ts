// Recognising the PostgreSQL errors a service turns into an answer (the same fields arrive
// from PostgreSQL and from the embedded PGlite, both through the pg driver).

/** A unique violation (23505), on `constraint` (an index name) when given. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (typeof err !== 'object' || err === null) return false
  const { code, constraint: name } = err as { code?: unknown; constraint?: unknown }
  return code === '23505' && (constraint === undefined || name === constraint)
}
