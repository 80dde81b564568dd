import { defineConfig } from 'vitest/config'

// On PostgreSQL every file has its own copy of the migrated template database, so files run
// in parallel (two workers: the machines this runs on have two cores). On the embedded PGlite
// files share the run's one database and run one after another (test/support/global-setup.ts
// says why). Within a file, tests run in order and reset the tables they use.
const parallel = Boolean(process.env.TEST_DATABASE_URL)

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    fileParallelism: parallel,
    maxWorkers: parallel ? 2 : 1,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
