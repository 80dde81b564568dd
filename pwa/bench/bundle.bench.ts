// First-load JavaScript of /animals, measured for real: the PWA is built with its own config,
// served by the product (`npm start` on a fresh data directory), and loaded in Chromium with
// the service worker blocked and the HTTP cache off; every script of the first load is gzipped
// (level 9) and summed. The baseline is a hello-world React + TanStack Router app (bench/hello)
// built with the same Vite, plugins, target and minifier, measured the same way. Targets: at
// most 170 kB gzip and at most 1.8x the baseline; no chunk of the first load may hold the
// image-compression library or the admin or rescue screens. Every other public page's first load
// is measured the same way against the same 170 kB, and /rescue, the emergency path's landing,
// against 150 kB with no report-wizard code (nor the offline store).
//
// The rule for what counts (docs/rules.md#first-load, first-load.ts): a first load is the script
// a page fetches before it is usable, that is every script requested before the app sets its
// `paws:page-settled` mark. What the app fetches after it, at the browser's next idle moment
// (`afterPageSettled`: the dialogs' frame, for one), is an idle-time prefetch: printed apart
// with its size, never summed into the budget.
//
// Each page is loaded BENCH_RUNS times (3 unless told): each run's figure is printed, then the
// median, and every run must be within budget. BENCH_VERBOSE=1 lists every page's scripts.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
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

/** The chunks of code shared between pages (vite.config.ts, sharedLazyChunks), by name. */
const SHARED_CHUNKS = ['landing', 'common', 'browse', 'shared', 'visitor', 'account', 'admin-shared']
/** Libraries that load on their own, only with the screens that need them. */
const ON_THEIR_OWN_LIBRARIES = /\/node_modules\/.*\/(leaflet|dexie|browser-image-compression)\//

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
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const largest = (loads: FirstLoad[]) => loads.reduce((a, b) => (b.gzip > a.gzip ? b : a))
const figures = (loads: FirstLoad[]) =>
  `${loads.map((l) => kB(l.gzip).padStart(9)).join(' ')}   median ${kB(median(loads.map((l) => l.gzip))).padStart(9)}`

function printPrefetched(loads: FirstLoad[]) {
  const load = largest(loads)
  const settled = loads.map((l) => (l.settledMs === null ? 'never' : `${(l.settledMs / 1000).toFixed(1)} s`))
  if (load.prefetched.length === 0) {
    console.log(`    settled at ${settled.join(', ')}; no idle-time prefetch`)
    return
  }
  const files = load.prefetched.map((s) => basename(new URL(s.url).pathname))
  console.log(
    `    settled at ${settled.join(', ')}; then idle-time prefetch (not counted): ${kB(load.prefetched.reduce((n, s) => n + s.gzip, 0))} in ${files.length} scripts (${files.slice(0, 4).join(', ')}${files.length > 4 ? ', ...' : ''})`,
  )
}

const helloOut = mkdtempSync(join(tmpdir(), 'paws-hello-'))
try {
  console.log('Building the PWA and the hello-world baseline...')
  const pwaModules = new Map<string, Module[]>()
  await build({
    root: pwaDir,
    configFile: join(pwaDir, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [chunkModules(pwaModules)],
    // A worker is a bundle of its own (the locale data's warm-up): its modules are listed too.
    worker: { plugins: () => [chunkModules(pwaModules)] },
  })
  await build({ configFile: join(pwaDir, 'bench/hello/vite.config.ts'), build: { outDir: helloOut } })

  const product = await startProduct()
  const app: FirstLoad[] = []
  const others = PUBLIC_PAGES.map((path) => ({ path, loads: [] as FirstLoad[] }))
  try {
    const list = (await (await fetch(`${product.origin}/api/animals?limit=1`)).json()) as { animals: { id: number }[] }
    for (let run = 1; run <= RUNS; run++) {
      console.log(`run ${run} of ${RUNS}...`)
      app.push(await measureFirstLoad(`${product.origin}/animals`, 'article'))
      for (const page of others) {
        const url = `${product.origin}${page.path.replace(':animal', String(list.animals[0]?.id ?? 1))}`
        page.loads.push(await measureFirstLoad(url, 'main h1'))
      }
    }
  } finally {
    await product.stop()
  }
  const hello = await serveStatic(helloOut)
  const baselines: FirstLoad[] = []
  try {
    for (let run = 1; run <= RUNS; run++) baselines.push(await measureFirstLoad(`${hello.origin}/`, 'h1', false))
  } finally {
    await hello.stop()
  }

  printLoad('PWA, first load of /animals (its largest run)', largest(app), pwaModules)
  printPrefetched(app)
  printLoad('Hello world (React + TanStack Router), first load of /', largest(baselines))

  for (const load of app) {
    for (const script of load.scripts) {
      const file = basename(new URL(script.url).pathname)
      const modules = pwaModules.get(file)
      if (!modules) problems.push(`${file} is not a chunk of this build`)
      for (const rule of FORBIDDEN) {
        const hit = modules?.find(({ id }) => rule.test.test(id))
        if (hit) problems.push(`${file} holds ${rule.label} (${relative(repoDir, hit.id)})`)
      }
    }
  }
  const loaded = largest(app).scripts.flatMap((script) => pwaModules.get(basename(new URL(script.url).pathname)) ?? [])
  const routeEntries = loaded.filter(({ id }) => /\/src\/routes\/[^?]*(admin|rescue)[^/?]*\.tsx$/.test(id))

  const appMax = largest(app).gzip
  const ratio = median(app.map((l) => l.gzip)) / median(baselines.map((l) => l.gzip))
  console.log(`\nFirst-load JavaScript (gzip), each of ${RUNS} runs, then the median`)
  console.log(
    `  PWA /animals          ${figures(app)}   target <= ${MAX_KB} kB   ${appMax <= MAX_KB * 1000 ? 'ok' : 'ABOVE'}`,
  )
  console.log(`  hello world           ${figures(baselines)}`)
  console.log(
    `  ratio of the medians  ${ratio.toFixed(2).padStart(7)}x   target <= ${MAX_RATIO}x      ${ratio <= MAX_RATIO ? 'ok' : 'ABOVE'}`,
  )
  console.log(`  kept out of the first load: ${FORBIDDEN.map((f) => f.label).join(', ')}`)
  console.log(
    `  (the route tree holds the ${routeEntries.length} admin and rescue route entries: ${routeEntries.reduce((n, m) => n + m.length, 0)} bytes before minifying)`,
  )
  if (appMax > MAX_KB * 1000) problems.push(`first load of /animals ${kB(appMax)} is above ${MAX_KB} kB`)

  console.log(`\nOther public pages, first-load JavaScript (gzip), each of ${RUNS} runs, then the median`)
  for (const { path, loads } of others) {
    const budget = path === '/rescue' ? RESCUE_MAX_KB : MAX_KB
    const worst = largest(loads)
    const ok = worst.gzip <= budget * 1000
    console.log(
      `  ${path.padEnd(22)} ${figures(loads)}   target <= ${budget} kB   ${ok ? 'ok' : 'ABOVE'}   (${worst.scripts.length} scripts)`,
    )
    printPrefetched(loads)
    if (!ok) problems.push(`${path}: first load ${kB(worst.gzip)} is above ${budget} kB`)
    if (!ok || process.env.BENCH_VERBOSE) printLoad(`  ${path}`, worst, pwaModules)
    const forbidden = path === '/rescue' ? RESCUE_FORBIDDEN : FORBIDDEN.filter((f) => f.label !== 'rescue screens')
    for (const script of loads.flatMap((l) => l.scripts)) {
      const file = basename(new URL(script.url).pathname)
      for (const rule of forbidden) {
        const hit = pwaModules.get(file)?.find(({ id }) => rule.test.test(id))
        if (hit) problems.push(`${path}: ${file} holds ${rule.label} (${relative(repoDir, hit.id)})`)
      }
    }
  }
  if (ratio > MAX_RATIO) problems.push(`first load is ${ratio.toFixed(2)}x the hello-world app (limit ${MAX_RATIO}x)`)

  // Where these figures and the wire's differ (bench/wire.bench.ts counts what a phone pays).
  console.log('\nThese figures and the wire (npm run bench:wire) differ:')
  console.log('  - here each script is gzipped again by this benchmark (zlib level 9); the server sends the')
  console.log("    build's own .gz (Zopfli for files over 20 kB, a few % smaller) or .br (Brotli 11), as below;")
  console.log('  - here only the scripts requested before the page settled count; the wire counts everything until')
  console.log(
    "    the network is idle: the idle-time prefetches, the workers' scripts, styles, the page, data, photos;",
  )
  console.log(
    "  - here no headers; the wire counts each response's headers (HTTP/2 behind the proxy, a few hundred bytes each).",
  )
  const served = (path: string, loads: FirstLoad[]) => {
    const files = largest(loads).scripts.map((script) => join(pwaDir, 'dist', new URL(script.url).pathname))
    const size = (file: string) => (existsSync(file) ? statSync(file).size : 0)
    const sum = (ext: string) => files.reduce((n, file) => n + (size(`${file}${ext}`) || size(file)), 0)
    console.log(
      `  ${path.padEnd(22)} here ${kB(largest(loads).gzip)}; as the server sends the same scripts: ${kB(sum('.gz'))} gzip, ${kB(sum('.br'))} Brotli (no headers)`,
    )
  }
  served('/animals', app)
  for (const { path, loads } of others.filter((o) => o.path === '/rescue')) served(path, loads)

  // The chunks of code the pages share (vite.config.ts, sharedLazyChunks) load with every page
  // that uses any of it: none may take in a library that loads on its own (a map's Leaflet
  // in the signed-in pages' chunk would be parsed on every signed-in page, the dashboard too).
  console.log('\nShared chunks (loaded by every page that uses them): no Leaflet, Dexie or photo compressor')
  for (const [file, modules] of pwaModules) {
    const name = file.replace(/-[\w-]{8}\.js$/, '')
    if (!SHARED_CHUNKS.includes(name)) continue
    const hit = modules.find(({ id }) => ON_THEIR_OWN_LIBRARIES.test(id))
    console.log(`  ${file.padEnd(28)} ${hit ? `holds ${relative(repoDir, hit.id)}` : 'ok'}`)
    if (hit) problems.push(`the shared chunk ${file} holds ${relative(repoDir, hit.id)}`)
  }
} catch (error) {
  console.error(error)
  problems.push('the benchmark could not run')
} finally {
  rmSync(helloOut, { recursive: true, force: true })
}

if (problems.length > 0) {
  console.error(`\nBundle benchmark FAILED:\n${[...new Set(problems)].map((p) => `  - ${p}`).join('\n')}`)
  process.exit(1)
}
console.log('\nBundle benchmark passed.')
