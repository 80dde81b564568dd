import { defineConfig } from 'vitest/config'

// Unit tests only: plain TypeScript modules in a Node environment, no Vite app plugins.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node', setupFiles: ['src/i18n/test-setup.ts'] },
})
