// "My Rescue Requests": the reports still on this phone (waiting, sending, needing attention
// or a sign-in), the ones this phone sent recently, and the cases the server has.
import { formatDateTime, type RescueAnimalType, enumLabel } from '@paws/contracts'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CloudUpload } from 'lucide-react'
import { useState } from 'react'
import { rescueListQuery } from '../../api/rescues.ts'
import { describeError } from '../../http/errors.ts'
import { Tag } from '../../components/rescue/RescueBadges.tsx'
import { RescueCard } from '../../components/rescue/RescueCard.tsx'
import { Alert } from '../../components/ui/Alert.tsx'
import { LoadingScreen } from '../../components/ui/LoadingScreen.tsx'
import { useOnline } from '../../lib/use-online.ts'
import { call, useOutbox, useSent } from '../../offline/index.ts'
import { OutboxEntryCard } from './OutboxEntryCard.tsx'
import { WaitingPosts } from './WaitingPosts.tsx'
import { t } from '../../i18n/index.ts'

export function MyReportsTab({ userId }: { userId: number }) {
  const outbox = useOutbox(userId) ?? []
  const sent = useSent(userId) ?? []
  const cases = useQuery(rescueListQuery({ limit: 50, sortBy: 'createdAt', sortOrder: 'DESC' }))
  const online = useOnline()
  const [sending, setSending] = useState(false)
  const waiting = outbox.filter((e) => e.state === 'waiting' || e.state === 'needs_signin').length

  return (
    <div className="grid gap-8">
      {outbox.length > 0 && (
        <section aria-labelledby="on-phone" className="grid gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="on-phone" className="mr-auto text-xl font-bold">
              {t('dashboard.waitingOnThisPhone', { length: outbox.length })}
            </h2>
            {waiting > 0 && (
              <button
                type="button"
                className="btn-primary"
                disabled={sending}
                onClick={() => {
                  setSending(true)
                  void call('sendNow').finally(() => setSending(false))
                }}
              >
                <CloudUpload className="h-5 w-5" aria-hidden="true" />{' '}
                {sending ? t('dashboard.sending') : t('dashboard.sendAllNow')}
              </button>
            )}
          </div>
          <p className="text-slate-700">{t('dashboard.theseReportsAreSaved')}</p>
          <ul className="grid gap-3">
            {outbox.map((entry) => (
              <OutboxEntryCard key={entry.id} entry={entry} />
            ))}
          </ul>
        </section>
      )}

      <WaitingPosts userId={userId} />

      {sent.length > 0 && (
        <section aria-labelledby="sent-from-phone" className="grid gap-3">
          <h2 id="sent-from-phone" className="text-xl font-bold">
            {t('dashboard.sentFromThisPhone')}
          </h2>
          <ul className="grid gap-2">
            {sent.map((entry) => (
              <li key={entry.id} className="card flex flex-wrap items-center gap-3 p-3">
                <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-semibold text-green-900">
                  {t('dashboard.sent')}
                </span>
                <span className="mr-auto">
                  {enumLabel(t, 'rescueAnimal', entry.report.animalType as RescueAnimalType) ?? t('dashboard.animal')} ·{' '}
                  {formatDateTime(entry.sentAt)} · {entry.photoCount}{' '}
                  {entry.photoCount === 1 ? t('dashboard.photo') : t('dashboard.photos')}
                </span>
                <Link
                  to="/rescue/$id"
                  params={{ id: String(entry.serverId) }}
                  className="font-semibold text-brand-800 underline"
                >
                  {t('dashboard.case2', { serverId: entry.serverId })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="my-cases" className="grid gap-3">
        <h2 id="my-cases" className="text-xl font-bold">
          {t('dashboard.myRescueRequests')}
        </h2>
        {/* Offline the server's list cannot load: say so and show what the phone has (above), never a spinner. */}
        {(!online || cases.fetchStatus === 'paused') && <Alert tone="warning">{t('rescueText.listOffline')}</Alert>}
        {cases.isPending ? (
          !online || cases.fetchStatus === 'paused' ? null : (
            <LoadingScreen full={false} text={t('dashboard.loadingYourRescueRequests')} />
          )
        ) : cases.isError ? (
          <Alert tone="error">
            {t('rescueText.listFailed')}. {describeError(cases.error, '')}
          </Alert>
        ) : cases.data.rescueRequests.length === 0 ? (
          <div className="card grid justify-items-center gap-3 p-8 text-center">
            <p className="text-lg font-semibold">{t('rescueText.noRescues')}</p>
            <Link to="/rescue/form" className="btn-danger">
              {t('dashboard.reportFirstCase')}
            </Link>
          </div>
        ) : (
          <div className="grid gap-3 md:grid-cols-2">
            {cases.data.rescueRequests.map((rescue) => (
              <RescueCard
                key={rescue.id}
                rescue={rescue}
                tag={rescue.following ? <Tag>{t('dashboard.followingSameAnimal')}</Tag> : undefined}
              />
            ))}
          </div>
        )}
      </section>
    </div>
  )
}
