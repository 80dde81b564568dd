// URL search params of the admin lists: a filter from a fixed list and a page number.
// Anything else in the URL is dropped, so a hand-edited link never reaches the API as a 400.

/** The value when it is one of `options`, else undefined ("all"). */
export function pickOption<T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : undefined
}

/** A page number above 1, else undefined (page 1). */
export function pickPage(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isInteger(n) && n > 1 && n <= 10_000 ? n : undefined
}
