// The relay (docs/rules.md#lost-and-found): a post's owner and the people who write about it talk
// through the product, never by phone or address. Each person who writes has one thread with
// the owner, numbered in the order they began; the owner reads all of them and answers one
// (threadId), anyone else reads and writes only their own. Nobody is named. A message can be
// reported: its thread is flagged for the admins, who are told and read it on the post's page.
// A closed post takes no message.
import type { LostFoundMessageBody, LostFoundReportBody, LostFoundThreads } from '@paws/contracts/schemas/lost-found'
import type { Database } from '../../db/database.ts'
import { NotFound, ValidationFailed } from '../../lib/errors.ts'
import type { LostFoundNotify } from './lost-found.notify.ts'
import * as repo from './lost-found.repository.ts'
import { closedPost, notFound } from './lost-found.service.ts'
import type { Clock } from '../../lib/clock.ts'

export function createLostFoundRelay(deps: { db: Database; notify: LostFoundNotify; clock: Clock }) {
  const { db, notify, clock } = deps

  /** The owner reads every thread, an admin the reported ones (and their own), anyone else their own. */
  async function read(userId: number, postId: number, admin = false): Promise<LostFoundThreads> {
    const post = await repo.findPost(db, postId)
    if (!post) throw notFound()
    const owner = post.user_id === userId
    const threads = owner
      ? await repo.threadsOf(db, postId)
      : admin
        ? (await repo.threadsOf(db, postId)).filter((t) => t.reported_at !== null || t.writer_id === userId)
        : await repo.threadsOf(db, postId, userId)
    const messages = await repo.messagesOf(
      db,
      threads.map((t) => t.id),
    )
    return {
      threads: threads.map((t) => ({
        id: t.id,
        number: t.number,
        reported: t.reported_at !== null,
        messages: messages
          .filter((m) => m.thread_id === t.id)
          .map((m) => ({
            id: m.id,
            threadId: t.id,
            text: m.text,
            fromOwner: m.from_owner,
            mine: m.from_owner === owner,
            at: new Date(m.created_at).toISOString(),
          })),
      })),
    }
  }

  async function write(userId: number, postId: number, body: LostFoundMessageBody): Promise<LostFoundThreads> {
    await db.transaction().execute(async (trx) => {
      const post = await repo.lockPost(trx, postId)
      if (!post) throw notFound()
      if (post.status !== 'open') throw closedPost()
      const owner = post.user_id === userId
      let thread: repo.ThreadRow | undefined
      if (owner) {
        if (body.threadId === undefined)
          throw new ValidationFailed((t) => [{ field: 'threadId', message: t('error.lostFound.threadRequired') }])
        thread = (await repo.threadsOf(trx, postId)).find((t) => t.id === body.threadId)
        if (!thread) throw new NotFound('error.lostFound.messageNotFound')
      } else thread = await repo.threadFor(trx, postId, userId)
      const text = body.text.trim()
      await repo.insertMessage(trx, thread.id, owner, text)
      await notify.message(trx, post, owner ? thread.writer_id : post.user_id, text)
    })
    notify.flush()
    return read(userId, postId)
  }

  async function report(userId: number, postId: number, messageId: number, body: LostFoundReportBody) {
    const post = await repo.findPost(db, postId)
    if (!post) throw notFound()
    const message = await repo.messageInPost(db, postId, messageId)
    // Only the two people of a thread may report its messages; to anyone else it does not exist.
    if (!message || (post.user_id !== userId && message.writer_id !== userId))
      throw new NotFound('error.lostFound.messageNotFound')
    const reason = body.reason?.trim() || null
    await db.transaction().execute(async (trx) => {
      await repo.reportThread(trx, message.thread_id, userId, messageId, reason, clock())
      await notify.reported(trx, post, reason)
    })
    notify.flush()
    return read(userId, postId)
  }

  return { read, write, report }
}

export type LostFoundRelay = ReturnType<typeof createLostFoundRelay>
