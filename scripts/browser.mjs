// Finds a Chromium for the browser tests and benchmarks, installing one when none is found:
// CHROMIUM_PATH, then the usual system Chromium/Chrome paths, then Playwright's own browser
// if it was installed, else Debian's chromium (as root with apt) or `playwright install
// chromium`. Returns the executable's path, or null with the reason when none can be had.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const pwaDir = fileURLToPath(new URL('../pwa/', import.meta.url))

const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
]

export const HOW_TO_GET_ONE =
  'No Chromium for the browser tests: install one (Debian/Ubuntu: sudo apt-get install chromium; ' +
  'elsewhere: cd pwa && npx playwright install chromium) or set CHROMIUM_PATH to a Chromium or Chrome.'

function playwrightsOwn() {
  try {
    const require = createRequire(new URL('package.json', `file://${pwaDir}`))
    const path = require('playwright-core').chromium.executablePath()
    return path && existsSync(path) ? path : null
  } catch {
    return null
  }
}

function whichApt() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0
}

function install(log) {
  if (process.platform === 'linux' && process.getuid?.() === 0 && whichApt()) {
    log("No Chromium found: installing Debian's chromium with apt-get (about 30 s)")
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    const get =
      update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
    if (get && get.status === 0) return SYSTEM_PATHS.find((path) => existsSync(path)) ?? null
    log('apt-get could not install chromium')
    return null
  }
  log("No Chromium found: installing Playwright's (npx playwright install chromium)")
  const result = spawnSync('npx', ['playwright', 'install', 'chromium'], {
    cwd: pwaDir,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  })
  return result.status === 0 ? playwrightsOwn() : null
}

/**
 * A Devanagari font for the browser tests: phones have one, a bare Linux machine may
 * not, and then Marathi and Hindi render as boxes and the overflow checks measure nothing
 * real. Installed with apt as root when missing (the small Lohit fonts); otherwise one line.
 */
export function ensureDevanagariFont(log = (line) => console.log(`> ${line}`)) {
  if (process.platform !== 'linux') return
  const list = spawnSync('fc-list', [':lang=mr'], { encoding: 'utf8' })
  if (list.status === 0 && list.stdout.trim()) return
  if (process.getuid?.() === 0 && whichApt()) {
    log('No Devanagari font: installing fonts-lohit-deva and fonts-lohit-deva-marathi with apt-get')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const fonts = ['fonts-lohit-deva', 'fonts-lohit-deva-marathi']
    if (spawnSync('apt-get', ['install', '-y', '-qq', ...fonts], { stdio: 'inherit', env }).status === 0) return
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    if (spawnSync('apt-get', ['install', '-y', '-qq', ...fonts], { stdio: 'inherit', env }).status === 0) return
  }
  log('No Devanagari font: Marathi and Hindi pages show boxes (Debian/Ubuntu: sudo apt-get install fonts-lohit-deva)')
}

/** The path of a usable Chromium, or null (then HOW_TO_GET_ONE says what to do). */
export function findChromium({ installIfMissing = true, log = (line) => console.log(`> ${line}`) } = {}) {
  const given = process.env.CHROMIUM_PATH
  if (given) {
    if (existsSync(given)) return given
    log(`CHROMIUM_PATH=${given} does not exist`)
    return null
  }
  const found = SYSTEM_PATHS.find((path) => existsSync(path)) ?? playwrightsOwn()
  if (found || !installIfMissing) return found
  return install(log)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = findChromium()
  if (!path) {
    console.error(HOW_TO_GET_ONE)
    process.exit(1)
  }
  console.log(path)
}
