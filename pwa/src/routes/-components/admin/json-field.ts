// JSON typed into admin forms (location, images, address...). Unlike the old client, which
// silently replaced bad JSON with {} or [], a field that does not parse or has the wrong
// shape gets its own message and nothing is sent.

export type JsonResult<T> = { ok: true; value: T } | { ok: false; message: string }

function parse(text: string, label: string): JsonResult<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, message: `${label} is not valid JSON. Check the quotes, commas and brackets.` }
  }
}

/** A JSON object such as {"city": "Mumbai"}; empty text is `empty` when given, else an error. */
export function parseJsonObject(text: string, label: string, empty?: Record<string, unknown> | null): JsonResult<Record<string, unknown> | null> {
  if (text.trim() === '') return empty !== undefined ? { ok: true, value: empty } : { ok: false, message: `${label} is required` }
  const parsed = parse(text, label)
  if (!parsed.ok) return parsed
  const v = parsed.value
  if (v === null || typeof v !== 'object' || Array.isArray(v)) {
    return { ok: false, message: `${label} must be a JSON object, for example {"city": "Mumbai"}.` }
  }
  return { ok: true, value: v as Record<string, unknown> }
}

/** A JSON array of strings such as ["a.jpg"]; empty text is []. */
export function parseJsonStringArray(text: string, label: string, max?: number): JsonResult<string[]> {
  if (text.trim() === '') return { ok: true, value: [] }
  const parsed = parse(text, label)
  if (!parsed.ok) return parsed
  const v = parsed.value
  if (!Array.isArray(v) || !v.every((item) => typeof item === 'string')) {
    return { ok: false, message: `${label} must be a JSON array of text, for example ["https://..."].` }
  }
  if (max !== undefined && v.length > max) return { ok: false, message: `${label} can hold at most ${max} items.` }
  return { ok: true, value: v }
}

/** Pretty JSON for a textarea. */
export const jsonText = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 2))
