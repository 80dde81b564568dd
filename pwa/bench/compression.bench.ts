// On-device photo compression on a slow phone: a 4000x3000 camera photo picked on the add-
// animal page, compressed with the app's own code (browser-image-compression in a Web Worker)
// in Debian Chromium with the CPU slowed 4x through the DevTools protocol. Targets: done in at
// most 3 s, and no main-thread task over 200 ms (long tasks observed in the page), both for the
// median of RUNS picks (3 unless BENCH_RUNS says otherwise); each pick is printed with the
// machine's load.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { execFileSync } from 'node:child_process'
import { chromium } from 'playwright-core'
import { signUp, startApi } from './api-server.ts'
import { reportMachineLoad } from './machine.ts'

reportMachineLoad()

const TARGET_MS = 3000
const LONG_TASK_LIMIT_MS = 200
const CPU_SLOWDOWN = 4
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const pwaDir = fileURLToPath(new URL('..', import.meta.url))
const sharp = createRequire(new URL('../../api/package.json', import.meta.url))('sharp') as typeof import('sharp')

if (!existsSync(join(pwaDir, 'dist', 'index.html'))) execFileSync('pnpm', ['build'], { cwd: pwaDir, stdio: 'inherit' })

// A camera-like photo: smooth gradients with fine grain, about as heavy as a phone's JPEG.
async function cameraPhoto(): Promise<string> {
  const width = 4000
  const height = 3000
  const raw = Buffer.alloc(width * height * 3)
  let seed = 12345
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0
      const grain = (seed >>> 24) % 24
      const i = (y * width + x) * 3
      raw[i] = (x * 255) / width + grain
      raw[i + 1] = (y * 255) / height + grain
      raw[i + 2] = 128 + grain
    }
  }
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer()
  const path = join(mkdtempSync(join(tmpdir(), 'paws-photo-')), 'camera-4000x3000.jpg')
  writeFileSync(path, jpeg)
  return path
}

const api = await startApi()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
try {
  const photo = await cameraPhoto()
  const session = await signUp(api.base, `compress-${Date.now()}@example.test`)
  const origin = `http://127.0.0.1:${api.port}`
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })
  await context.addInitScript(
    ([token, refresh]) => {
      localStorage.setItem('token', token)
      localStorage.setItem('refreshToken', refresh)
      const longTasks: number[] = []
      ;(window as unknown as { __longTasks: number[] }).__longTasks = longTasks
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration)
      }).observe({ type: 'longtask', buffered: true })
    },
    [session.accessToken, session.refreshToken],
  )
  const page = await context.newPage()
  await page.goto(`${origin}/add-animal`, { waitUntil: 'networkidle' })
  const input = page.locator('input[type="file"]')
  await input.waitFor({ state: 'attached' })
  // Warm-up pick (loads the compressor and its worker), then remove it.
  await input.setInputFiles(photo)
  await page.getByRole('button', { name: 'Remove new photo 1' }).waitFor({ timeout: 60_000 })
  await page.getByRole('button', { name: 'Remove new photo 1' }).click()

  // Slow the page's main thread and every worker it starts (the compressor runs in one).
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  let workersThrottled = 0
  let messageId = 1
  cdp.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type !== 'worker') return
    workersThrottled += 1
    const message = JSON.stringify({
      id: messageId++,
      method: 'Emulation.setCPUThrottlingRate',
      params: { rate: CPU_SLOWDOWN },
    })
    void cdp.send('Target.sendMessageToTarget', { sessionId: event.sessionId, message }).catch(() => undefined)
    const resume = JSON.stringify({ id: messageId++, method: 'Runtime.runIfWaitingForDebugger' })
    void cdp.send('Target.sendMessageToTarget', { sessionId: event.sessionId, message: resume }).catch(() => undefined)
  })
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false })
  // Sanity check of the long-task probe: a 250 ms busy loop must be seen. It runs as a task of
  // the page's own (a timer): code the DevTools protocol evaluates is not a task the page reports.
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        setTimeout(() => {
          const end = performance.now() + 250
          while (performance.now() < end);
          done()
        }, 0),
      ),
  )
  await page.waitForTimeout(100)
  const probe = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.length)
  if (probe === 0) throw new Error('the long-task observer saw nothing; the measurement would be blind')
  const times: number[] = []
  const longests: number[] = []
  let longTaskCount = 0
  for (let run = 1; run <= RUNS; run++) {
    await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks.length = 0))
    const started = performance.now()
    await input.setInputFiles(photo)
    await page.getByRole('button', { name: 'Remove new photo 1' }).waitFor({ timeout: 120_000 })
    const elapsed = performance.now() - started
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks)
    const longest = longTasks.length > 0 ? Math.max(...longTasks) : 0
    times.push(elapsed)
    longests.push(longest)
    longTaskCount += longTasks.length
    console.log(
      `  run ${run}: compressed in ${elapsed.toFixed(0)} ms, ${longTasks.length} long tasks, longest ${longest.toFixed(0)} ms; load average ${loadavg()[0].toFixed(1)}`,
    )
    await page.getByRole('button', { name: 'Remove new photo 1' }).click()
    await page.getByRole('button', { name: 'Remove new photo 1' }).waitFor({ state: 'detached' })
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  const elapsed = median(times)
  const longest = median(longests)

  console.log(`photo compression: 4000x3000 JPEG, CPU slowed ${CPU_SLOWDOWN}x, ${RUNS} picks`)
  console.log(
    `  time to compressed photo median ${elapsed.toFixed(0)} ms (runs ${times.map((t) => t.toFixed(0)).join(', ')}; target <= ${TARGET_MS} ms)`,
  )
  console.log(`  workers slowed too      ${workersThrottled}`)
  console.log(
    `  main-thread long tasks   ${longTaskCount} in all, longest per run ${longests.map((t) => t.toFixed(0)).join(', ')} ms, median ${longest.toFixed(0)} ms (target <= ${LONG_TASK_LIMIT_MS} ms)`,
  )
  if (elapsed > TARGET_MS || longest > LONG_TASK_LIMIT_MS) process.exitCode = 1
} finally {
  await browser.close()
  await api.stop()
}
