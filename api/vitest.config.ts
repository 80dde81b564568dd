import { defineConfig } from 'vitest/config'

// Every file has its own copy of the migrated template database (PostgreSQL: a database made
// from the template; PGlite: its own embedded database loaded from the template's dump), so
// files run in parallel: two workers, as the machines this runs on have two cores. Within a
// file, tests run in order and reset the tables they use.

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
