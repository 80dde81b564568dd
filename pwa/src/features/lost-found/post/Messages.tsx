// Messages through the product (the relay, docs/rules.md#lost-and-found): nobody's phone or
// address is shown. The post's owner reads every conversation ("Person 2") and answers each; anyone
// else signed in writes to the owner in their own. Each message from the other side has a report
// button for the admins. A closed post takes no new messages.
import { formatDateTime, LOST_FOUND_LIMITS } from '@paws/contracts'
import type { LostFoundPost, LostFoundThread } from '@paws/contracts/schemas/lost-found'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Flag, Send } from 'lucide-react'
import { describeError } from '../../../http/errors.ts'
import { messagesQuery, useReportMessage, useSendMessage } from '../../../api/lost-found.ts'
import { Alert } from '../../../components/ui/Alert.tsx'
import { TextArea } from '../../../components/ui/fields.tsx'
import { LoadingScreen } from '../../../components/ui/LoadingScreen.tsx'
import { Section } from '../../../components/ui/Section.tsx'
import { t } from '../../../i18n/index.ts'
import { useForm } from '../../../lib/form/index.ts'
import { notify } from '../../../lib/toast.ts'
import { useSession } from '../../../session/SessionProvider.tsx'

export function Messages({ post }: { post: LostFoundPost }) {
  const { user } = useSession()
  const title = post.mine ? t('lf.messages') : post.kind === 'found' ? t('lf.writeToFinder') : t('lf.writeToOwner')
  return (
    <div id="messages">
      <Section title={title}>
        <p className="text-slate-700">{t('lf.relayNote')}</p>
        {user ? (
          <Threads post={post} />
        ) : (
          <Link
            to="/login"
            search={{ redirect: `/lost-found/${post.id}` }}
            className="btn-secondary justify-self-start"
          >
            {t('lf.signInToWrite')}
          </Link>
        )}
      </Section>
    </div>
  )
}

function Threads({ post }: { post: LostFoundPost }) {
  const threads = useQuery(messagesQuery(post.id))
  if (threads.isPending) return <LoadingScreen full={false} text={t('lf.loadingMessages')} />
  if (threads.isError) return <Alert>{describeError(threads.error, t('lf.loadFailed'))}</Alert>
  const list = threads.data.threads
  if (post.mine) {
    if (list.length === 0) return <p className="text-slate-700">{t('lf.noMessages')}</p>
    return (
      <div className="grid gap-4">
        {list.map((thread) => (
          <Thread key={thread.id} post={post} thread={thread} />
        ))}
      </div>
    )
  }
  const own = list[0]
  return own ? <Thread post={post} thread={own} /> : <Composer post={post} />
}

function Thread({ post, thread }: { post: LostFoundPost; thread: LostFoundThread }) {
  const report = useReportMessage(post.id)
  return (
    <div className="grid gap-2 rounded-xl border border-slate-200 p-3" data-testid="thread">
      {post.mine && <h3 className="font-bold">{t('lf.personN', { n: thread.number })}</h3>}
      {thread.reported && <p className="text-sm text-amber-800">{t('lf.threadReported')}</p>}
      <ul className="grid gap-2">
        {thread.messages.map((m) => (
          <li
            key={m.id}
            className={`grid max-w-[85%] gap-1 rounded-xl px-3 py-2 ${m.mine ? 'justify-self-end bg-brand-50' : 'bg-slate-100'}`}
          >
            <p className="whitespace-pre-line wrap-anywhere">{m.text}</p>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <span>
                {m.mine ? t('lf.you') : m.fromOwner ? t('lf.theOwner') : t('lf.personN', { n: thread.number })} ·{' '}
                {formatDateTime(m.at)}
              </span>
              {!m.mine && (
                <button
                  type="button"
                  className="inline-flex items-center gap-1 font-semibold text-red-800 underline"
                  disabled={report.isPending}
                  onClick={() =>
                    report.mutate(
                      { messageId: m.id, reason: null },
                      { onSuccess: () => notify(t('lf.reported'), 'success') },
                    )
                  }
                >
                  <Flag className="h-4 w-4" aria-hidden="true" /> {t('lf.report')}
                </button>
              )}
            </p>
          </li>
        ))}
      </ul>
      {report.isError && <Alert>{describeError(report.error, t('lf.reportFailed'))}</Alert>}
      <Composer post={post} threadId={post.mine ? thread.id : undefined} />
    </div>
  )
}

function Composer({ post, threadId }: { post: LostFoundPost; threadId?: number }) {
  const send = useSendMessage(post.id)
  const form = useForm<{ text: string }, string>({
    initial: { text: '' },
    // contracts LostFoundMessageBody: some words, at most LOST_FOUND_LIMITS.message of them.
    validate: ({ text }) => (text.trim() ? { ok: true, value: text.trim() } : { ok: false, errors: {} }),
    submit: async (text) => {
      await send.mutateAsync({ text, ...(threadId ? { threadId } : {}) })
      form.reset()
    },
    fallback: 'lf.sendFailed',
  })
  if (post.status === 'closed') return <p className="text-slate-700">{t('lf.closedNoMessages')}</p>
  return (
    <form className="grid gap-2" onSubmit={form.onSubmit}>
      <TextArea label={t('lf.yourMessage')} rows={3} maxLength={LOST_FOUND_LIMITS.message} {...form.field('text')} />
      {form.error && <Alert>{form.error}</Alert>}
      <button
        type="submit"
        className="btn-primary justify-self-start"
        disabled={form.submitting || !form.values.text.trim()}
      >
        <Send className="h-4 w-4" aria-hidden="true" /> {form.submitting ? t('lf.sending') : t('lf.send')}
      </button>
    </form>
  )
}
