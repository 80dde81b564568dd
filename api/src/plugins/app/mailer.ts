// Outgoing e-mail through nodemailer when SMTP_URL is set. Without it, outside production,
// every message is logged and kept in the development mailbox (GET /api/dev/mailbox), so a
// newcomer can sign up with no SMTP server and browser tests can read one-time codes. With
// MAIL_DISABLED=1 nothing is sent, kept or logged but the fact (not even the subject). A message's text (a sign-up
// code, a reset link) is never logged in production (config.ts refuses production without
// SMTP_URL or MAIL_DISABLED=1).
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import { keepMail } from '../../lib/mailbox.repository.ts'

export interface Mail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

export function createMailer(config: Config, db: Database, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL)
    return {
      async send(mail) {
        await transport.sendMail({ from: config.MAIL_FROM, ...mail })
      },
    }
  }
  if (config.mailDisabled || config.isProduction) {
    return {
      async send() {
        // Not even the subject: a sign-up code's is the code.
        log.info('mail not sent (MAIL_DISABLED=1)')
      },
    }
  }
  return {
    async send(mail) {
      log.info({ mail: { to: mail.to, subject: mail.subject } }, `mail (no SMTP_URL): ${mail.text}`)
      await keepMail(db, mail)
    },
  }
}
