/** `%text%` for ILIKE, with the pattern characters of the text (% _ \) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
