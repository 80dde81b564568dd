// The admin edit forms take some structured fields as JSON text (spec part 2 section 2). The
// spec's old client silently replaced text that did not parse with {} or []; here a field
// that does not parse, or has the wrong shape, gets its own message and nothing is sent.

export type JsonResult<T> = { ok: true; value: T } | { ok: false; error: string }

/** Pretty JSON for a textarea. */
export const toJsonText = (value: unknown): string => JSON.stringify(value ?? null, null, 2)

function parse(text: string, label: string, example: string): JsonResult<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, error: `${label} is not valid JSON. Example: ${example}` }
  }
}

/**
 * A JSON object whose keys are among `keys`. Empty text is the empty object.
 * The example in the message shows the expected shape.
 */
export function jsonObjectField(
  text: string,
  label: string,
  keys: readonly string[],
  example: string,
): JsonResult<Record<string, unknown>> {
  if (text.trim() === '') return { ok: true, value: {} }
  const parsed = parse(text, label, example)
  if (!parsed.ok) return parsed
  const value = parsed.value
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: `${label} must be a JSON object. Example: ${example}` }
  }
  const unknown = Object.keys(value).filter((k) => !keys.includes(k))
  if (unknown.length > 0) {
    return { ok: false, error: `${label} cannot have ${unknown.join(', ')}. Allowed keys: ${keys.join(', ')}` }
  }
  return { ok: true, value: value as Record<string, unknown> }
}

/** A JSON array of strings. Empty text is the empty array. */
export function jsonStringArrayField(text: string, label: string, example: string): JsonResult<string[]> {
  if (text.trim() === '') return { ok: true, value: [] }
  const parsed = parse(text, label, example)
  if (!parsed.ok) return parsed
  const value = parsed.value
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    return { ok: false, error: `${label} must be a JSON array of text. Example: ${example}` }
  }
  return { ok: true, value: value as string[] }
}
