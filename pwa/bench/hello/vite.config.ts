// The baseline of bench/bundle.bench.ts: a hello-world React + TanStack Router app built with
// the PWA's own build settings (same Vite, React plugin, router plugin with automatic code
// splitting, target and default minifier), so the ratio measures the app, not the toolchain.
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  root,
  logLevel: 'warn',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${root}src/routes`,
      generatedRouteTree: `${root}src/routeTree.gen.ts`,
    }),
    react(),
  ],
  build: { target: 'es2022', emptyOutDir: true },
})
