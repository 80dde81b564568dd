// "How fast help comes" (docs/rules.md#public-statistics): the window of the public figures, the
// fewest cases and different reporters a group (an area, or the whole city) needs before any
// figure of it is shown, and the fewest cases a median or 90th percentile is ever taken over.
// Kept apart from the schemas so a page can name them without loading the schema library.
export const STATS_WINDOW_DAYS = 90
export const STATS_MIN_CASES = 20
export const STATS_MIN_REPORTERS = 10
