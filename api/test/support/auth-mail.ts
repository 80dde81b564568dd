// Reading the development mailbox in the security-auth tests; some auth mail is sent in the
// background, so the readers wait for it.
import type { FastifyInstance } from 'fastify'

export interface Mail {
  subject: string
  text: string
}

export async function mailsTo(app: FastifyInstance, email: string): Promise<Mail[]> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })
  return res.json().messages as Mail[]
}

/** Waits (up to 5 s) for a mail to `email` whose subject or text matches `pattern`. */
export async function waitForMail(app: FastifyInstance, email: string, pattern: RegExp): Promise<Mail> {
  const until = Date.now() + 5_000
  for (;;) {
    const found = (await mailsTo(app, email)).find((m) => pattern.test(m.subject) || pattern.test(m.text))
    if (found) return found
    if (Date.now() > until) throw new Error(`no mail matching ${pattern} to ${email}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

export function codeIn(mail: Mail): string {
  const match = mail.text.match(/code is (\d{6})/)
  if (!match) throw new Error(`no code in: ${mail.text}`)
  return match[1]
}

export function linkTokenIn(mail: Mail): string {
  const match = mail.text.match(/token=([\w-]+)/)
  if (!match) throw new Error(`no link in: ${mail.text}`)
  return match[1]
}
