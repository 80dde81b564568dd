/** The person asked their browser to save data (Save-Data): nothing is fetched ahead of a tap, photos come small. */
export function savesData(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true
  )
}
