// End-to-end tests: Debian's Chromium (no browser download) against the server `npm start`
// runs, on a fresh data directory each run (e2e/support/serve.mjs), on a random port (several
// checkouts may run their suites at once); E2E_PORT and CHROMIUM_PATH override the defaults.
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.ts'

// Kept in the environment so the test workers, which load this file again, use the same port.
// Below 32768, where Linux starts handing out ports to sockets that ask for any (port 0, and
// every outgoing connection): the API suite, run beside these tests, opens servers on such
// ports, and one sitting on this port would be taken for the product's server or keep it from starting.
process.env.E2E_PORT ||= String(20_000 + Math.floor(Math.random() * 12_000))
const port = Number(process.env.E2E_PORT)
// The SMS gateway's token (bystander.spec.ts posts the app's SMS to the webhook with it).
process.env.E2E_SMS_TOKEN ||= 'e2e-sms-gateway-token-0123456789'
const origin = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'e2e',
  // One browser at a time next to the server: this runs on 2-core machines.
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a flaky test is fixed at its cause.
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: origin,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 390, height: 844 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node e2e/support/serve.mjs',
    url: `${origin}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      // Every test signs in from the same address.
      AUTH_RATE_LIMIT_MAX: '2000',
      // The demo accounts sign in many times a minute across the suite (per-account limit).
      AUTH_ACCOUNT_RATE_LIMIT_MAX: '2000',
      // Every test's sign-ups ask for their code e-mails from the same address too.
      MAIL_CLIENT_MAX: '5000',
      // The tests fake the browser's push service (none is reachable here): its endpoint name
      // resolves nowhere. Jobs are off, so nothing is ever sent to it.
      PUSH_ALLOW_INSECURE_ENDPOINTS: 'true',
      RATE_LIMIT_MAX: '20000',
      // The demo accounts look for cases nearby and follow many times across the suite.
      NEARBY_RATE_LIMIT_MAX: '20000',
      FOLLOW_RATE_LIMIT_MAX: '20000',
      // E2E_JOBS_ENABLED=true runs the job queue (alerts.spec.ts needs it: alert matching is a job).
      JOBS_ENABLED: process.env.E2E_JOBS_ENABLED === 'true' ? 'true' : 'false',
      LOG_LEVEL: 'warn',
      // stats.spec.ts reads the public figures right after reporting its cases: computed on each
      // request, over a window that ends now rather than at the last midnight.
      STATS_CACHE_SECONDS: '0',
      STATS_DAILY_CUT: 'false',
      SMS_INBOUND_TOKEN: process.env.E2E_SMS_TOKEN,
      // Every signed-out first load asks for a claim code (lib/sms-ready.ts), all from one address.
      SMS_CLAIM_CODE_RATE_LIMIT_MAX: '20000',
    },
  },
})
