// E-mail for notifications (docs/rules.md#notifications: the e-mail preference, on by default). The
// notifier queues one job per notification in the caller's transaction; the worker reads the
// notification and the user's preference again when it sends, so a preference turned off or
// an account closed meanwhile gets no mail, and the job table holds no addresses or texts.
import type { QueueSpec } from '../../lib/jobs.ts'
import type { Database } from '../../db/database.ts'
import type { Mail, Mailer } from '../../plugins/app/mailer.ts'
import { notificationToMail } from './notifications.repository.ts'
import { defineWorker } from '../../lib/workers.ts'

export const MAIL_QUEUE: QueueSpec = {
  name: 'notification-mail',
  // An SMTP server that is down for a while: retries from 30 s doubling, about 4 hours in all.
  retryLimit: 9,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 60,
}

export interface MailJob {
  notificationId: number
}

export function notificationMail(
  n: { title: string; message: string; url: string; email: string; first_name: string },
  publicUrl: string,
): Mail {
  const base = publicUrl.replace(/\/+$/, '')
  return {
    to: n.email,
    subject: `Mumbai Paws: ${n.title}`,
    text: [
      `Hello ${n.first_name},`,
      '',
      n.message,
      '',
      `Open it in Mumbai Paws: ${base}${n.url}`,
      '',
      `You get these e-mails because e-mail notifications are on for your account. To turn them off, open ${base}/notifications and change the settings there.`,
    ].join('\n'),
  }
}

/** The mail queue's worker: one notification e-mail per job, rendered at send time. */
export function notificationMailWorker(deps: { db: Database; mailer: Mailer; publicUrl: string }) {
  return defineWorker<MailJob>(MAIL_QUEUE, async (job) => {
    const found = await notificationToMail(deps.db, job.notificationId)
    if (found) await deps.mailer.send(notificationMail(found, deps.publicUrl))
  })
}
