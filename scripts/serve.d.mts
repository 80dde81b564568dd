export const HEAP_FLAGS: string[]
export function serve(): void
