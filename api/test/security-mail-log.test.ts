// Production never writes a sign-up code or a reset link into its log: with MAIL_DISABLED=1
// (production refuses to start with neither it nor SMTP_URL, server-start.test.ts) a mail is
// neither sent, kept nor logged but for its subject, and the links people open
// (/reset-password?token=...) are logged with the token hidden. In development the log and the
// mailbox still show the message (README: "Without SMTP_URL...").
import { describe, expect, it } from 'vitest'
import { createUser, PASSWORD, resetDb, setupApp, uniqueEmail } from './support/helper.ts'
import { waitFor } from './support/rescue-fixtures.ts'

const lines: string[] = []
const production = await setupApp(
  { isProduction: true, NODE_ENV: 'production', mailDisabled: true, LOG_LEVEL: 'info' },
  undefined,
  {
    write: (line) => void lines.push(line),
  },
)
const devLines: string[] = []
const development = await setupApp({ LOG_LEVEL: 'info' }, undefined, { write: (line) => void devLines.push(line) })

const register = (app: typeof production.app, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName: 'Mail', lastName: 'Log', email, password: PASSWORD, phone: '9876543210' },
  })

describe('codes and links in the log', () => {
  it('production logs neither a sign-up code nor a reset link', async () => {
    await resetDb(production.db)
    const email = uniqueEmail('mail-log')
    expect((await register(production.app, email)).statusCode).toBeLessThan(300)
    // Another account (one mail per address every 2 minutes).
    const other = await createUser(production)
    const forgot = await production.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: other.email },
    })
    expect(forgot.statusCode).toBeLessThan(300)
    await waitFor(
      async () => lines.filter((l) => l.includes('mail not sent (MAIL_DISABLED=1)')).length >= 2,
      10_000,
      'both mails',
    )
    await production.app.inject({ method: 'GET', url: '/reset-password?token=s3cr3t-reset-token' })
    await production.app.inject({ method: 'GET', url: '/verify-email?lang=en&token=s3cr3t-verify-token' })

    // The log's own numbers (time, pid, ports, durations) aside, no 6-digit code anywhere.
    const log = lines
      .map((line) => {
        const { time: _t, pid: _p, hostname: _h, responseTime: _r, req, ...rest } = JSON.parse(line)
        return JSON.stringify({ ...rest, url: req?.url })
      })
      .join('\n')
    expect(log).not.toMatch(/\b\d{6}\b/)
    expect(log).not.toContain('s3cr3t')
    expect(log).not.toMatch(/token=(?!\[hidden\])/)
    expect(log).toContain('/reset-password?token=[hidden]')
    expect(log).not.toContain(email)
    expect(log).not.toContain(other.email)
    const kept = await production.db.selectFrom('dev_mailbox').select('id').execute()
    expect(kept).toEqual([])
    console.log(
      `production mail log: ${lines.length} log lines, ${lines.filter((l) => l.includes('mail not sent')).length} mails not sent, 0 codes, 0 links, 0 tokens`,
    )
  })

  it('development still shows the code in its log and mailbox', async () => {
    const email = uniqueEmail('mail-dev')
    expect((await register(development.app, email)).statusCode).toBeLessThan(300)
    await waitFor(
      async () => devLines.some((l) => l.includes('mail (no SMTP_URL)') && /\b\d{6}\b/.test(l)),
      10_000,
      'the code in the log',
    )
  })
})
