// The lost and found posts still on this phone (docs/rules.md#one-offline-engine), beside the
// reports: each one's state and the server's words when it refused it, with "Send now" and a way
// to delete it. They are counted in the header's waiting badge, which opens this tab.
import { enumLabel, formatDateTime } from '@paws/contracts'
import { CloudUpload } from 'lucide-react'
import { useState } from 'react'
import { Tag } from '../../components/rescue/RescueBadges.tsx'
import { Alert } from '../../components/ui/Alert.tsx'
import { t } from '../../i18n/index.ts'
import { outboxErrorText } from '../../lib/outbox-errors.ts'
import { call, useWaitingPosts } from '../../offline/index.ts'

const STATE_TAG = {
  waiting: { text: 'dashboard.state.waiting', tone: 'amber' },
  sending: { text: 'dashboard.state.sending', tone: 'sky' },
  needs_attention: { text: 'dashboard.state.needsAttention', tone: 'red' },
  needs_signin: { text: 'dashboard.state.needsSignin', tone: 'red' },
} as const

export function WaitingPosts({ userId }: { userId: number }) {
  const posts = useWaitingPosts(userId)
  const [busy, setBusy] = useState(false)
  if (posts.length === 0) return null
  return (
    <section aria-labelledby="posts-on-phone" className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="posts-on-phone" className="mr-auto text-xl font-bold">
          {t('dashboard.postsOnPhone', { count: posts.length })}
        </h2>
        <button
          type="button"
          className="btn-primary"
          disabled={busy}
          onClick={() => {
            setBusy(true)
            void call('sendNow').finally(() => setBusy(false))
          }}
        >
          <CloudUpload className="h-5 w-5" aria-hidden="true" />{' '}
          {busy ? t('dashboard.sending') : t('dashboard.sendAllNow')}
        </button>
      </div>
      <ul className="grid gap-3">
        {posts.map((entry) => {
          const tag = STATE_TAG[entry.state]
          const what = entry.post.kind === 'lost' ? 'dashboard.postLost' : 'dashboard.postFound'
          return (
            <li key={entry.id} className="card grid gap-2 p-4">
              <p className="flex flex-wrap items-center gap-2">
                <Tag tone={tag.tone}>{t(tag.text)}</Tag>
                <span className="font-semibold">
                  {t(what, { species: enumLabel(t, 'species', entry.post.species) })}
                </span>
                <span className="text-slate-600">{formatDateTime(entry.createdAt)}</span>
              </p>
              {entry.error && entry.state !== 'sending' && (
                <Alert tone={entry.state === 'waiting' ? 'info' : 'error'}>{outboxErrorText(entry.error)}</Alert>
              )}
              {entry.state === 'needs_attention' && (
                <button
                  type="button"
                  className="btn-secondary justify-self-start"
                  onClick={() => void call('discardPost', entry.id)}
                >
                  {t('dashboard.deletePost')}
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
