// Outgoing e-mail through nodemailer when SMTP_URL is set. Without it every message is
// logged and kept in the development mailbox (GET /api/dev/mailbox), so a newcomer can sign
// up with no SMTP server and browser tests can read one-time codes.
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
  return {
    async send(mail) {
      log.info({ mail: { to: mail.to, subject: mail.subject } }, `mail (no SMTP_URL): ${mail.text}`)
      if (!config.isProduction) await keepMail(db, mail)
    },
  }
}
