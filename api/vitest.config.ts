import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Files run in parallel, each on its own copy of the migrated template database
    // (test/support/database.ts); within a file, tests run in order and reset the tables
    // they use. Two workers: the machines this runs on have two cores.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
