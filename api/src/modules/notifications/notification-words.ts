// A notification's title and message kept as catalog ids and values, so the list answers them in
// the reader's language at read time (docs/rules.md#notifications): a notification's `render`
// is run once with a recorder in place of a language, which notes each message it asks for.
// What cannot be kept that way (a render that joins or changes the words) keeps its text only.
import type { I18n, MessageId } from '@lingui/core'
import type { StoredMessage, StoredValue } from '../../db/schema.ts'

const TOKEN = /^\uE000m(\d+)\uE000$/

/** The title's and message's ids and values `render` asks for, or null when it words them itself. */
export function recordWords(
  render: (t: I18n) => { title: string; message: string },
): { title: StoredMessage; message: StoredMessage } | null {
  const asked: { id: unknown; values?: Record<string, unknown> }[] = []
  const recorder = {
    _: (id: unknown, values?: Record<string, unknown>) => {
      asked.push({ id, values })
      return `\uE000m${asked.length - 1}\uE000`
    },
  } as unknown as I18n
  const resolve = (text: unknown, depth = 0): StoredMessage | null => {
    const match = typeof text === 'string' ? TOKEN.exec(text) : null
    const call = match ? asked[Number(match[1])] : undefined
    if (!call || typeof call.id !== 'string' || depth > 4) return null
    const values: Record<string, StoredValue> = {}
    for (const [name, value] of Object.entries(call.values ?? {})) {
      if (typeof value === 'string' && value.includes('\uE000')) {
        const inner = resolve(value, depth + 1)
        if (!inner) return null
        values[name] = { message: inner }
      } else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
        values[name] = value as string | number | boolean | null
      } else {
        return null
      }
    }
    return Object.keys(values).length > 0 ? { id: call.id, values } : { id: call.id }
  }
  let out: { title: string; message: string }
  try {
    out = render(recorder)
  } catch {
    return null
  }
  const title = resolve(out.title)
  const message = resolve(out.message)
  return title && message ? { title, message } : null
}

/** A stored message in the language of `t`. */
export function wordsIn(t: I18n, stored: StoredMessage): string {
  const values = Object.fromEntries(
    Object.entries(stored.values ?? {}).map(([name, value]) => [
      name,
      value !== null && typeof value === 'object' ? wordsIn(t, value.message) : value,
    ]),
  )
  return t._(stored.id as MessageId, values)
}
