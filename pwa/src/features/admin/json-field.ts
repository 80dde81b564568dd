// JSON typed into the admin edit forms (locations, images, answers, medical history...; docs/screens.md). The old client silently replaced text that did not parse with {} or [];
// here a field that does not parse, or has the wrong shape, gets its own message and nothing
// is sent. A message is a catalog id with its values; the label is the field's, already translated.
import { type FieldMessage, requiredMessage } from '../../lib/form/index.ts'

export type JsonResult<T> = { ok: true; value: T } | { ok: false; message: FieldMessage }

export interface JsonObjectOptions {
  /** What empty text means; without it, empty text is "required". */
  empty?: Record<string, unknown> | null
  /** The only keys allowed, when the shape is fixed. */
  keys?: readonly string[]
  /** An example shown in the messages. */
  example?: string
}

function parse(text: string, label: string, example: string | undefined): JsonResult<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    const message: FieldMessage = example
      ? { id: 'admin.json.invalidExample', values: { label, example } }
      : { id: 'admin.json.invalid', values: { label } }
    return { ok: false, message }
  }
}

/** A JSON object such as {"city": "Mumbai"}. */
export function parseJsonObject(
  text: string,
  label: string,
  options: JsonObjectOptions = {},
): JsonResult<Record<string, unknown> | null> {
  const { keys, example } = options
  if (text.trim() === '')
    return 'empty' in options
      ? { ok: true, value: options.empty ?? null }
      : { ok: false, message: requiredMessage(label) }
  const parsed = parse(text, label, example)
  if (!parsed.ok) return parsed
  const v = parsed.value
  if (v === null || typeof v !== 'object' || Array.isArray(v)) {
    return {
      ok: false,
      message: { id: 'admin.json.object', values: { label, example: example ?? '{"city": "Mumbai"}' } },
    }
  }
  const unknown = keys ? Object.keys(v).filter((k) => !keys.includes(k)) : []
  if (keys && unknown.length > 0) {
    const values = { label, unknown: unknown.join(', '), keys: keys.join(', ') }
    return { ok: false, message: { id: 'admin.json.keys', values } }
  }
  return { ok: true, value: v as Record<string, unknown> }
}

/** Like parseJsonObject, for a field where empty text is the empty object. */
export function parseJsonRecord(
  text: string,
  label: string,
  options: Omit<JsonObjectOptions, 'empty'> = {},
): JsonResult<Record<string, unknown>> {
  return parseJsonObject(text, label, { ...options, empty: {} }) as JsonResult<Record<string, unknown>>
}

/** A JSON array of strings such as ["a.jpg"]; empty text is []. */
export function parseJsonStringArray(
  text: string,
  label: string,
  options: { max?: number; example?: string } = {},
): JsonResult<string[]> {
  const { max, example } = options
  if (text.trim() === '') return { ok: true, value: [] }
  const parsed = parse(text, label, example)
  if (!parsed.ok) return parsed
  const v = parsed.value
  if (!Array.isArray(v) || !v.every((item) => typeof item === 'string')) {
    return {
      ok: false,
      message: { id: 'admin.json.textArray', values: { label, example: example ?? '["https://..."]' } },
    }
  }
  if (max !== undefined && v.length > max)
    return { ok: false, message: { id: 'admin.json.max', values: { label, max } } }
  return { ok: true, value: v }
}

/** Pretty JSON for a textarea; nothing for no value. */
export const jsonText = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value, null, 2)

/** What a JSON textarea takes: no spelling marks, and a monospace font so brackets line up. */
export const JSON_INPUT = { spellCheck: false, style: { fontFamily: 'ui-monospace, monospace' } } as const
