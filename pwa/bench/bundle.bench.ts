// First-load JavaScript of /animals, measured for real: the PWA is built with its own config,
// served by the product (`npm start` on a fresh data directory), and loaded in Chromium with
// the service worker blocked and the HTTP cache off; every script fetched until the network
// is idle is gzipped (level 9) and summed. The baseline is a hello-world React + TanStack
// Router app (bench/hello) built with the same Vite, plugins, target and minifier, measured
// the same way. Targets: at most 170 kB gzip and at most 1.8x the baseline; no chunk of the
// first load may hold the image-compression library or the admin or rescue screens. Every other
// public page's first load is measured the same way against the same 170 kB, and /rescue, the
// emergency path's landing, against 150 kB with no report-wizard code (nor the offline store).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'vite'
import { measureFirstLoad, type FirstLoad } from './first-load.ts'
import { startProduct } from './product-server.ts'
import { serveStatic } from './static-server.ts'
import { reportMachineLoad } from './machine.ts'

reportMachineLoad()

const MAX_KB = 170
const MAX_RATIO = 1.8
const pwaDir = fileURLToPath(new URL('..', import.meta.url))
const repoDir = join(pwaDir, '..')

/**
 * Code that must stay out of the first load, by source module. A route file's own module is
 * only its entry in the route tree (path, guard, loader); its screen is the part the router
 * plugin splits off (`?tsr-split=...`), and that part, like the screens' components and API
 * calls, must not load.
 */
const FORBIDDEN: { label: string; test: RegExp }[] = [
  { label: 'image compression', test: /browser-image-compression|\/src\/lib\/compress-images\.ts/ },
  {
    label: 'admin screens',
    test: /\/src\/routes\/[^?]*admin[^/?]*\.tsx\?tsr-split|\/src\/features\/admin\/|\/src\/api\/admin/,
  },
  {
    label: 'rescue screens',
    test: /\/src\/routes\/[^?]*rescue[^/?]*\.tsx\?tsr-split|\/src\/features\/rescue\/|\/src\/api\/rescues/,
  },
  { label: 'offline store (Dexie)', test: /\/dexie\// },
]

/** The other pages anyone may open first (`:animal`: the first animal of the public list). */
const PUBLIC_PAGES = [
  '/',
  '/rescue',
  '/animals/:animal',
  '/adoption',
  '/how-adoption-works',
  '/how-fast-help-comes',
  '/login',
  '/register',
]
/** The emergency path's landing: its button and hotline, and nothing of the report form behind them. */
const RESCUE_MAX_KB = 150
const RESCUE_FORBIDDEN: { label: string; test: RegExp }[] = [
  ...FORBIDDEN.filter((f) => f.label !== 'rescue screens'),
  {
    label: 'the report wizard or the rescue API',
    test: /\/src\/routes\/rescue\.form\.tsx\?tsr-split|\/src\/features\/rescue\/form\/|\/src\/api\/rescues/,
  },
]

interface Module {
  id: string
  length: number
}

/** Records which source modules ended up in which output chunk. */
function chunkModules(into: Map<string, Module[]>): Plugin {
  return {
    name: 'bench-chunk-modules',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        into.set(
          basename(chunk.fileName),
          Object.entries(chunk.modules).map(([id, m]) => ({ id, length: m.renderedLength })),
        )
      }
    },
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

function describeModules(modules: Module[] = []): string {
  const names = [...modules]
    .sort((a, b) => b.length - a.length)
    .map(({ id }) => {
      const pkg = id.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/)
      return pkg ? pkg[1] : relative(repoDir, id.split('?')[0])
    })
  const unique = [...new Set(names)]
  return unique.slice(0, 4).join(', ') + (unique.length > 4 ? `, +${unique.length - 4} more` : '')
}

function printLoad(title: string, load: FirstLoad, modules?: Map<string, Module[]>) {
  console.log(`\n${title}: ${load.scripts.length} scripts, ${kB(load.bytes)} minified, ${kB(load.gzip)} gzip`)
  for (const script of load.scripts) {
    const file = basename(new URL(script.url).pathname)
    const what = modules ? `  ${describeModules(modules.get(file))}` : ''
    console.log(`  ${kB(script.gzip).padStart(9)}  ${file}${what}`)
  }
}

const problems: string[] = []
const helloOut = mkdtempSync(join(tmpdir(), 'paws-hello-'))
try {
  console.log('Building the PWA and the hello-world baseline...')
  const pwaModules = new Map<string, Module[]>()
  await build({
    root: pwaDir,
    configFile: join(pwaDir, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [chunkModules(pwaModules)],
  })
  await build({ configFile: join(pwaDir, 'bench/hello/vite.config.ts'), build: { outDir: helloOut } })

  const product = await startProduct()
  let app: FirstLoad
  const others: { path: string; load: FirstLoad }[] = []
  try {
    app = await measureFirstLoad(`${product.origin}/animals`, 'article')
    const list = (await (await fetch(`${product.origin}/api/animals?limit=1`)).json()) as { animals: { id: number }[] }
    for (const path of PUBLIC_PAGES) {
      const url = `${product.origin}${path.replace(':animal', String(list.animals[0]?.id ?? 1))}`
      others.push({ path, load: await measureFirstLoad(url, 'main h1') })
    }
  } finally {
    await product.stop()
  }
  const hello = await serveStatic(helloOut)
  let baseline: FirstLoad
  try {
    baseline = await measureFirstLoad(`${hello.origin}/`, 'h1')
  } finally {
    await hello.stop()
  }

  printLoad('PWA, first load of /animals', app, pwaModules)
  printLoad('Hello world (React + TanStack Router), first load of /', baseline)

  for (const script of app.scripts) {
    const file = basename(new URL(script.url).pathname)
    const modules = pwaModules.get(file)
    if (!modules) problems.push(`${file} is not a chunk of this build`)
    for (const rule of FORBIDDEN) {
      const hit = modules?.find(({ id }) => rule.test.test(id))
      if (hit) problems.push(`${file} holds ${rule.label} (${relative(repoDir, hit.id)})`)
    }
  }
  const loaded = app.scripts.flatMap((script) => pwaModules.get(basename(new URL(script.url).pathname)) ?? [])
  const routeEntries = loaded.filter(({ id }) => /\/src\/routes\/[^?]*(admin|rescue)[^/?]*\.tsx$/.test(id))

  const ratio = app.gzip / baseline.gzip
  console.log('\nFirst-load JavaScript (gzip)')
  console.log(
    `  PWA /animals   ${kB(app.gzip).padStart(9)}   target <= ${MAX_KB} kB   ${app.gzip <= MAX_KB * 1000 ? 'ok' : 'ABOVE'}`,
  )
  console.log(`  hello world    ${kB(baseline.gzip).padStart(9)}`)
  console.log(
    `  ratio          ${ratio.toFixed(2).padStart(7)}x   target <= ${MAX_RATIO}x      ${ratio <= MAX_RATIO ? 'ok' : 'ABOVE'}`,
  )
  console.log(`  kept out of the first load: ${FORBIDDEN.map((f) => f.label).join(', ')}`)
  console.log(
    `  (the route tree holds the ${routeEntries.length} admin and rescue route entries: ${routeEntries.reduce((n, m) => n + m.length, 0)} bytes before minifying)`,
  )
  if (app.gzip > MAX_KB * 1000) problems.push(`first load ${kB(app.gzip)} is above ${MAX_KB} kB`)

  console.log('\nOther public pages, first-load JavaScript (gzip)')
  for (const { path, load } of others) {
    const budget = path === '/rescue' ? RESCUE_MAX_KB : MAX_KB
    const ok = load.gzip <= budget * 1000
    console.log(
      `  ${path.padEnd(22)} ${kB(load.gzip).padStart(9)}   target <= ${budget} kB   ${ok ? 'ok' : 'ABOVE'}   (${load.scripts.length} scripts)`,
    )
    if (!ok) problems.push(`${path}: first load ${kB(load.gzip)} is above ${budget} kB`)
    if (!ok || process.env.BENCH_VERBOSE) printLoad(`  ${path}`, load, pwaModules)
    const forbidden = path === '/rescue' ? RESCUE_FORBIDDEN : FORBIDDEN.filter((f) => f.label !== 'rescue screens')
    for (const script of load.scripts) {
      const file = basename(new URL(script.url).pathname)
      for (const rule of forbidden) {
        const hit = pwaModules.get(file)?.find(({ id }) => rule.test.test(id))
        if (hit) problems.push(`${path}: ${file} holds ${rule.label} (${relative(repoDir, hit.id)})`)
      }
    }
  }
  if (ratio > MAX_RATIO) problems.push(`first load is ${ratio.toFixed(2)}x the hello-world app (limit ${MAX_RATIO}x)`)
} catch (error) {
  console.error(error)
  problems.push('the benchmark could not run')
} finally {
  rmSync(helloOut, { recursive: true, force: true })
}

if (problems.length > 0) {
  console.error(`\nBundle benchmark FAILED:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  process.exit(1)
}
console.log('\nBundle benchmark passed.')
