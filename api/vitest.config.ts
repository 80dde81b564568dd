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
    // A worker runs its files one after another in one module graph: the app's modules (Fastify,
    // PGlite, the routes) are loaded once per worker instead of once per file (about 4 s each).
    // Each file still builds its own app on its own database (support/helper.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
