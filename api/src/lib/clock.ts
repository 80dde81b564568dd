// The app's one clock (docs/architecture.md#clock): every rule that reads the time (rings,
// deadlines, duty, closure, coverage, lost and found, statistics, alerts, clinics' hours) reads
// it from here, through the `clock` its deps carry, and a query that decides by the time takes
// it as a parameter rather than the database's now(). The real time but in the dispatch
// benchmark (a simulated day) and in tests, which give the app a clock of their own.
export type Clock = () => Date

export const realClock: Clock = () => new Date()
