export const HOW_TO_GET_ONE: string
export function findChromium(options?: { installIfMissing?: boolean; log?: (line: string) => void }): string | null
