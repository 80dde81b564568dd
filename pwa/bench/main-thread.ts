// Where a page's first load spends the main thread, for finding what blocks it: the page is
// loaded cold (no cache, no service worker) in Chromium with the CPU slowed 4x as Lighthouse's
// mobile run does, signed in as PROFILE_AS (a demo account) if set, and the script prints the
// long tasks (over 50 ms) until the page settles, what each was (script evaluation, compiling,
// a timer, layout...) and the functions that took the most time in them, with the machine's load,
// then the whole load's script time by package (react-dom, dexie, a folder of ours under pwa/src/).
//
//   npx tsx bench/main-thread.ts /dashboard            (PROFILE_AS=ngo@demo.test by default)
//   PROFILE_ORIGIN=http://127.0.0.1:3000 npx tsx bench/main-thread.ts /respond
//   PROFILE_SAVE=<folder> also keeps each run's CPU profile (.cpuprofile: DevTools' Performance
//   panel opens it).
//   With a build made with `--sourcemap` (PWA_DIST=<its folder>), functions are named by their
//   source: `renderWithHooks react-dom/…/react-dom-client.production.js:4627`.
//
// A diagnosis, not a target: bench/lighthouse.bench.ts holds the targets.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts'
import { demoSession } from './demo-session.ts'
import { reportMachineLoad } from './machine.ts'
import { startProduct, type ProductServer } from './product-server.ts'

reportMachineLoad()

const path = process.argv[2] ?? '/dashboard'
const as = process.env.PROFILE_AS ?? 'ngo@demo.test'
const RUNS = Number(process.env.PROFILE_RUNS ?? 3)

interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: { url?: string; functionName?: string; frame?: string }; name?: string }
}

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}

const shortUrl = (url = '') => url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '') || '(no script)'

// A script's source map, where the build has one (null otherwise), asked once per script.
const sourceMaps = new Map<string, Promise<TraceMap | null>>()
function sourceMapOf(url: string): Promise<TraceMap | null> {
  let map = sourceMaps.get(url)
  if (!map) {
    map = fetch(`${url}.map`)
      .then(async (res) =>
        res.ok && res.headers.get('content-type')?.includes('json') ? new TraceMap(await res.text()) : null,
      )
      .catch(() => null)
    sourceMaps.set(url, map)
  }
  return map
}

/** Where a sampled function's code comes from, by the script's source map (null without one). */
async function originalOf({ url, lineNumber, columnNumber }: ProfileNode['callFrame']) {
  const map = url.startsWith('http') ? await sourceMapOf(url) : null
  const at = map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber })
  return at?.source ? { ...at, source: at.source } : null
}

/** A sampled function, named by its source where the script has a map. */
async function functionName(frame: ProfileNode['callFrame']) {
  const at = await originalOf(frame)
  const name = frame.functionName || '(anonymous)'
  if (!at) return `${name} ${shortUrl(frame.url)}:${frame.lineNumber}`
  return `${at.name ?? name} ${at.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${at.line}`
}

/**
 * What a sampled function belongs to: its package, a folder of ours (pwa/src/<folder>, a
 * package of packages/), a script without a map, or the browser itself.
 */
async function sourceOf(frame: ProfileNode['callFrame']): Promise<string> {
  const at = await originalOf(frame)
  if (!at) {
    if (frame.url) return shortUrl(frame.url)
    return frame.functionName.startsWith('(') ? frame.functionName : "(the browser's own functions)"
  }
  const inPackage = at.source.lastIndexOf('node_modules/')
  if (inPackage >= 0) {
    const [scope, name] = at.source.slice(inPackage + 'node_modules/'.length).split('/')
    return scope.startsWith('@') ? `${scope}/${name}` : scope
  }
  return at.source.match(/(?:^|\/)(pwa\/src\/[\w-]+|packages\/[\w-]+)\//)?.[1] ?? at.source.replace(/^.*\//, '')
}

async function profileOnce(origin: string, run: number): Promise<{ blocking: number; settledMs: number | null }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } })
    if (as) {
      await context.addInitScript(
        (items) => {
          if (!localStorage.getItem('token')) for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v)
        },
        await demoSession(origin, as),
      )
    }
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,toplevel',
      transferMode: 'ReportEvents',
    })
    await cdp.send('Profiler.start')
    await page.goto(`${origin}${path}`, { waitUntil: 'load' })
    const handle = await page
      .waitForFunction(() => performance.getEntriesByName('paws:page-settled')[0]?.startTime ?? null, null, {
        timeout: 30_000,
      })
      .catch(() => null)
    const settledMs = handle ? ((await handle.jsonValue()) as number) : null
    await page.waitForTimeout(3000)
    const { profile } = (await cdp.send('Profiler.stop')) as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number }
    }
    await cdp.send('Tracing.end')
    await done
    const saveTo = process.env.PROFILE_SAVE
    if (saveTo) {
      mkdirSync(saveTo, { recursive: true })
      const file = join(saveTo, `${path.replace(/\W+/g, '_')}-${run}.cpuprofile`)
      writeFileSync(file, JSON.stringify(profile))
      console.log(`  profile saved: ${file}`)
    }
    if (new URL(page.url()).pathname !== path) throw new Error(`ended on ${page.url()}`)

    // The renderers' main threads that ran the site (the blank page's too, not Chromium's own
    // chrome:// pages, which newer builds trace as renderers as well): where the page's tasks run.
    const siteProcesses = new Set(events.filter((e) => e.args?.data?.url?.startsWith(origin)).map((e) => e.pid))
    const mains = new Set(
      events
        .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && siteProcesses.has(e.pid))
        .map((e) => `${e.pid}/${e.tid}`),
    )
    const onMain = events.filter((e) => mains.has(`${e.pid}/${e.tid}`) && e.ph === 'X')
    const start = events.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser')?.ts ?? 0
    const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000)
    let blocking = 0
    console.log(`\nrun ${run}: ${tasks.length} long tasks; page settled at ${settledMs?.toFixed(0) ?? '?'} ms`)

    // Sample times, to say which functions ran inside each long task.
    const byId = new Map(profile.nodes.map((n) => [n.id, n]))
    const sampleTimes: number[] = []
    let t = profile.startTime
    for (const delta of profile.timeDeltas) {
      t += delta
      sampleTimes.push(t)
    }

    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0)
      blocking += (task.dur ?? 0) / 1000 - 50
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < end && e.name !== 'RunTask')
      const kinds = new Map<string, number>()
      for (const e of inside) {
        if (
          ![
            'EvaluateScript',
            'v8.compile',
            'v8.compileModule',
            'v8.evaluateModule',
            'FunctionCall',
            'TimerFire',
            'EventDispatch',
            'FireAnimationFrame',
            'Layout',
            'UpdateLayoutTree',
            'ParseHTML',
            'v8.run',
            'V8.GCScavenger',
            'MajorGC',
            'MinorGC',
            'Paint',
            'RunMicrotasks',
            'PrePaint',
          ].includes(e.name)
        )
          continue
        const key = `${e.name}${e.args?.data?.url ? ` ${shortUrl(e.args.data.url)}` : ''}`
        kinds.set(key, (kinds.get(key) ?? 0) + (e.dur ?? 0) / 1000)
      }
      const self = new Map<string, number>()
      for (let i = 0; i < profile.samples.length; i++) {
        if (sampleTimes[i] < task.ts || sampleTimes[i] >= end) continue
        const node = byId.get(profile.samples[i])
        if (!node || ['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName)) continue
        const key = await functionName(node.callFrame)
        self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
      }
      const top = (map: Map<string, number>, n: number) =>
        [...map.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, v]) => `${v.toFixed(0)} ms ${k}`)
          .join('; ')
      console.log(
        `  ${((task.ts - start) / 1000).toFixed(0).padStart(6)} ms  ${((task.dur ?? 0) / 1000).toFixed(0)} ms task`,
      )
      console.log(`      what: ${top(kinds, 5)}`)
      console.log(`      functions (self time): ${top(self, 6)}`)
    }
    console.log(
      `  blocking time over 50 ms, summed: ${blocking.toFixed(0)} ms (throttled 4x, not Lighthouse's simulated TBT)`,
    )
    // The whole load's script time by where the code comes from (a package, a folder of ours),
    // long tasks or not: what a change would have to shrink.
    const bySource = new Map<string, number>()
    for (let i = 0; i < profile.samples.length; i++) {
      if (sampleTimes[i] < start) continue
      const node = byId.get(profile.samples[i])
      if (!node || ['(idle)', '(root)'].includes(node.callFrame.functionName)) continue
      const key = await sourceOf(node.callFrame)
      bySource.set(key, (bySource.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
    }
    const total = [...bySource.values()].reduce((a, b) => a + b, 0)
    console.log(
      `  the load's main thread by source (${total.toFixed(0)} ms sampled): ${[...bySource.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 14)
        .map(([k, v]) => `${v.toFixed(0)} ${k}`)
        .join('; ')}`,
    )
    return { blocking, settledMs }
  } finally {
    await browser.close()
  }
}

let server: ProductServer | null = null
try {
  let origin = process.env.PROFILE_ORIGIN
  if (!origin) {
    console.log('Starting the product (npm start) on a fresh data directory...')
    server = await startProduct()
    origin = server.origin
  }
  console.log(`Profiling ${path}${as ? ` as ${as}` : ''}, CPU slowed 4x, ${RUNS} runs`)
  const results: number[] = []
  for (let run = 1; run <= RUNS; run++) results.push((await profileOnce(origin, run)).blocking)
  const sorted = [...results].sort((a, b) => a - b)
  console.log(
    `\nblocking time per run: ${results.map((r) => `${r.toFixed(0)} ms`).join(', ')}; median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms`,
  )
} finally {
  await server?.stop()
}
