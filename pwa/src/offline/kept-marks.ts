// Which answers came from the phone's kept copy (cases.ts) rather than the server, and as of
// when: the page shows "as of 10:42" on them. Kept on the objects themselves (a WeakMap), so
// a fresh answer from the server carries no mark.
const marks = new WeakMap<object, number>()

export function markKept<T extends object>(value: T, savedAt: number): T {
  marks.set(value, savedAt)
  return value
}

/** When the kept copy was saved, or null for a live answer. */
export function keptAt(value: object | null | undefined): number | null {
  return value ? (marks.get(value) ?? null) : null
}
