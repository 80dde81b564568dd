import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
const flags = (process.env.CHILD_FLAGS ?? '').split(' ').filter(Boolean)
const child = spawn(
  process.execPath,
  [...flags, '--import', 'tsx', new URL('./city-server.ts', import.meta.url).pathname],
  {
    env: { ...process.env, BENCH_CITY_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/paws_city_bench' },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)
const port = await new Promise<number>((resolve) => {
  createInterface({ input: child.stdout! }).on('line', (l) => {
    const m = /^listening (\d+)$/.exec(l)
    if (m) resolve(Number(m[1]))
  })
})
const kb = (f: string) =>
  Number(new RegExp(`${f}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024
console.log('started', kb('VmRSS').toFixed(0), 'hwm', kb('VmHWM').toFixed(0))
const o = `http://127.0.0.1:${port}`
const login = await fetch(`${o}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'city-admin@example.in', password: 'Bench@12345' }),
})
const token = ((await login.json()) as { accessToken: string }).accessToken
console.log('after login', kb('VmRSS').toFixed(0), 'hwm', kb('VmHWM').toFixed(0))
const days = Number(process.env.DAYS ?? 60)
const to = new Date()
const from = new Date(to.getTime() - days * 86400000)
let peak = 0
const timer = setInterval(() => {
  peak = Math.max(peak, kb('VmRSS'))
}, 50)
const t = performance.now()
const res = await fetch(`${o}/api/admin/export/rescues.csv?from=${from.toISOString()}&to=${to.toISOString()}`, {
  headers: { authorization: `Bearer ${token}` },
})
let lines = 0
for await (const c of res.body as AsyncIterable<Uint8Array>) for (const b of c) if (b === 10) lines++
clearInterval(timer)
console.log(
  'rows',
  lines - 1,
  's',
  ((performance.now() - t) / 1000).toFixed(1),
  'peak',
  peak.toFixed(0),
  'hwm',
  kb('VmHWM').toFixed(0),
)
child.kill('SIGTERM')
process.exit(0)
