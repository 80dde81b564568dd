// Telling apart an error that means "the app's code did not arrive" (a lazily loaded page
// while the signal dropped, or after a deploy replaced the file) from a bug in a page.

/** The messages browsers give when a dynamic import or its module script fails to load. */
const CODE_LOAD_FAILURES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
]

export function isCodeLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return error.name === 'ChunkLoadError' || CODE_LOAD_FAILURES.some((pattern) => pattern.test(error.message))
}
