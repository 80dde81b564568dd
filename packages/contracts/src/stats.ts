// "How fast help comes" (docs/rules.md#public-statistics): the window of the public figures and
// the fewest cases an area needs before any figure of it is shown. Kept apart from the schemas
// so a page can name them without loading the schema library.
export const STATS_WINDOW_DAYS = 90
export const STATS_MIN_CASES = 20
