// Starting the server with a setting that cannot work stops with one plain line saying what
// is wrong and what to do: no JSON log, no stack trace.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const apiDir = fileURLToPath(new URL('..', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'paws-start-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, SEED_DEMO: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

describe('server start', () => {
  it('PORT that is not a number: one line naming the setting', async () => {
    const { code, output } = await start({ PORT: 'abc' })
    expect(code).toBe(1)
    expect(output.trim()).toBe('PORT=abc is not valid: must be integer. Fix it in the environment or in .env.')
  }, 120_000)

  it('production with no way to send e-mail: one line naming SMTP_URL and MAIL_DISABLED', async () => {
    const { code, output } = await start({ NODE_ENV: 'production', PORT: '0' })
    expect(code).toBe(1)
    expect(output.trim()).toBe(
      'SMTP_URL is required in production (sign-up codes and reset links are e-mailed): set it, or MAIL_DISABLED=1 to run without e-mail',
    )
    const both = await start({ MAIL_DISABLED: '1', SMTP_URL: 'smtp://mail.example.org:587', PORT: '0' })
    expect(both.code).toBe(1)
    expect(both.output.trim()).toBe('MAIL_DISABLED=1 and SMTP_URL contradict each other: unset one of them')
  }, 120_000)

  it('a port already in use: one line saying what to do', async () => {
    const blocker: Server = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const port = (blocker.address() as { port: number }).port
    try {
      const { code, output } = await start({ PORT: String(port) })
      expect(code).toBe(1)
      expect(output.trim()).toBe(`Port ${port} is in use: stop the other server or start with PORT=${port + 1}`)
    } finally {
      blocker.close()
    }
  }, 120_000)
})
