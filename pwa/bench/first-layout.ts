// What the first layout of a page's drawn markup costs, and what the header's language menu adds
// to it: the page is drawn once in Chromium (signed in as PROFILE_AS, the NGO demo account by
// default), its markup and styles are kept, and each run inserts that markup into a fresh
// browser and times the layout that follows (styles, fonts, text shaping, layout) at full speed.
// Two versions alternate: as built, where the language menu is as wide as the language it shows,
// and the baseline, where it is sized by all its options as a <select> is by default, so the
// first layout shapes "मराठी" and "हिन्दी" to measure them (docs/rules.md#first-load).
//
//   npx tsx bench/first-layout.ts [/dashboard]      LAYOUT_RUNS=8 by default
//
// A diagnosis, like main-thread.ts, not a target: bench/lighthouse.bench.ts holds the targets.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts'
import { demoSession } from './demo-session.ts'
import { reportMachineLoad } from './machine.ts'
import { startProduct } from './product-server.ts'

reportMachineLoad()

const path = process.argv[2] ?? '/dashboard'
const as = process.env.PROFILE_AS ?? 'ngo@demo.test'
const RUNS = Number(process.env.LAYOUT_RUNS ?? 8)
/** The language menu's class that sizes it by the language it shows (LanguageSelect.tsx). */
const SIZED_BY_CONTENT = 'field-sizing-content'

/** The page's markup as the app draws it, and every style rule the page has. */
async function drawnPage(): Promise<{ markup: string; styles: string }> {
  const server = await startProduct()
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } })
    await context.addInitScript(
      (items) => {
        for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v)
      },
      await demoSession(server.origin, as),
    )
    const page = await context.newPage()
    await page.goto(`${server.origin}${path}`)
    await page.waitForFunction(() => performance.getEntriesByName('paws:page-settled').length > 0, null, {
      timeout: 30_000,
    })
    return await page.evaluate(() => ({
      markup: document.getElementById('root')?.outerHTML ?? '',
      styles: [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n'),
    }))
  } finally {
    await browser.close()
    await server.stop()
  }
}

const { markup, styles } = await drawnPage()
if (markup.split(SIZED_BY_CONTENT).length !== 2) {
  throw new Error(`expected the language menu, and only it, to carry ${SIZED_BY_CONTENT} on ${path}`)
}
const versions = {
  'as built': markup,
  'menu sized by its options (baseline)': markup.replace(SIZED_BY_CONTENT, ''),
}
type Version = keyof typeof versions

/** A page that inserts the markup once it has painted, and times the layout that follows. */
const testPage = (version: Version) => `<!doctype html><html lang="en-IN"><head><style>${styles}</style></head>
<body><div id="page"></div><script>
const markup = ${JSON.stringify(versions[version]).replaceAll('</', '<\\/')}
requestAnimationFrame(() => setTimeout(() => {
  const start = performance.now()
  document.getElementById('page').innerHTML = markup
  void document.body.offsetHeight
  window.layoutMs = performance.now() - start
}, 50))
</script></body></html>`

const names = Object.keys(versions) as Version[]
const server = createServer((request, response) => {
  const version = names[Number(request.url?.slice(1))]
  if (!version) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(testPage(version))
}).listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

const times = new Map<Version, number[]>(names.map((name) => [name, []]))
try {
  for (let run = 0; run < RUNS; run++) {
    for (const [index, name] of names.entries()) {
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
      try {
        const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
        await page.goto(`${origin}/${index}`)
        const handle = await page.waitForFunction(() => (window as { layoutMs?: number }).layoutMs)
        times.get(name)?.push((await handle.jsonValue()) as number)
      } finally {
        await browser.close()
      }
    }
  }
} finally {
  server.close()
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
console.log(`\nFirst layout of ${path}'s markup in a fresh Chromium, full speed, ${RUNS} runs each:`)
for (const [name, values] of times) {
  console.log(
    `  ${name.padEnd(38)} median ${median(values).toFixed(1)} ms   runs ${values.map((v) => v.toFixed(1)).join(' ')}`,
  )
}
const [built, baseline] = names.map((name) => median(times.get(name) ?? []))
console.log(`  as built / baseline: ${(built / baseline).toFixed(2)}x (ratio of the medians)`)
