// The NGO's queue: its open cases, most urgent first, then nearest, then oldest,
// read from the server when online and kept on the phone for no signal ("as of 10:42").
// Accept and Decline go through the outbox like every field action; a case shows the status
// its waiting actions lead to, marked waiting to send. Finished cases follow when online.
import { enumLabel, formatDistance } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { describeError } from '../../http/errors.ts'
import { DeclineDialog } from '../../components/rescue/DeclineDialog.tsx'
import { Tag } from '../../components/rescue/RescueBadges.tsx'
import { RescueCard } from '../../components/rescue/RescueCard.tsx'
import { Alert } from '../../components/ui/Alert.tsx'
import { LoadingScreen } from '../../components/ui/LoadingScreen.tsx'
import { useDrawnAfter } from '../../lib/use-drawn-after.ts'
import { useOnline } from '../../lib/use-online.ts'
import { notify } from '../../lib/toast.ts'
import { type ActionEntry, call, statusWithPending, useCaseActions } from '../../offline/index.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { dashboardQueries } from './queries.ts'
import { caseDistance, sortQueue } from '../../components/field/field-sort.ts'
import { PendingActions } from '../../components/field/PendingActions.tsx'
import { PullIndicator } from '../../components/field/PullIndicator.tsx'
import { usePullToRefresh } from '../../components/field/use-pull-to-refresh.ts'
import { useWorkerPosition } from '../../components/field/use-position.ts'
import { useRefreshWhenSent } from '../../components/field/use-refresh-when-sent.ts'
import { t } from '../../i18n/index.ts'
import { notQueuedText } from '../../lib/outbox-errors.ts'
import { asOf } from '../../components/field/case-snapshot.ts'

function QueueCard({
  rescue,
  entries,
  distance,
  onAccept,
  onDecline,
}: {
  rescue: Rescue
  entries: ActionEntry[]
  distance: number | null
  onAccept: () => void
  onDecline: () => void
}) {
  const status = statusWithPending(rescue.status, entries)
  const notApplied = entries.some((e) => e.state === 'not_applied')
  const waiting = entries.some((e) => e.state !== 'not_applied')
  return (
    <RescueCard
      rescue={{ ...rescue, status }}
      showReporter
      tag={
        notApplied ? (
          <Tag>{t('fieldText.notApplied')}</Tag>
        ) : waiting ? (
          <Tag>{t('fieldText.waitingToSend')}</Tag>
        ) : undefined
      }
      details={
        distance !== null ? (
          <p className="text-sm text-slate-700">{t('format.away', { distance: formatDistance(t, distance * 1000) })}</p>
        ) : undefined
      }
    >
      {status === 'assigned' && (
        <>
          <button type="button" className="btn-primary" onClick={onAccept}>
            {t('dashboard.accept')}
          </button>
          <button type="button" className="btn-secondary text-red-800" onClick={onDecline}>
            {t('dashboard.decline')}
          </button>
        </>
      )}
    </RescueCard>
  )
}

export function AssignedRescuesTab() {
  const { user } = useSession()
  const cases = useQuery({ ...dashboardQueries.fieldQueue(user?.id ?? 0), enabled: user !== null })
  const actions = useCaseActions(user?.id ?? null)
  const here = useWorkerPosition()
  const [declining, setDeclining] = useState<Rescue | null>(null)
  useRefreshWhenSent(actions)
  const online = useOnline()
  const pull = usePullToRefresh(() => cases.refetch(), user !== null && online)
  // A queue that arrives after the tab is drawn is drawn as a transition (one in the cache is
  // drawn with the tab).
  const [hadQueue] = useState(!cases.isPending)
  const drawn = useDrawnAfter(!cases.isPending) || hadQueue

  if (!user) return null
  const queue = async (rescue: Rescue, action: 'accept' | 'decline', declineReason?: string) => {
    setDeclining(null)
    try {
      await call('queueCaseAction', { userId: user.id, caseId: rescue.id, action, declineReason })
      if (!navigator.onLine) notify(t('fieldText.queued'), 'success')
    } catch (error) {
      notify(notQueuedText(error, 'field.notKept'), 'error')
    }
  }

  // Back online after a failed read, the queue is being read again: not "could not load".
  if (cases.isPending || !drawn || (cases.isError && cases.isFetching))
    return <LoadingScreen full={false} text={t('dashboard.loadingAssignedRescues')} />
  if (cases.isError)
    return <Alert tone="error">{`${t('rescueText.listFailed')}. ${describeError(cases.error, '')}`}</Alert>
  const { open, closed, savedAt } = cases.data
  const entriesOf = (id: number) => actions.filter((a) => a.caseId === id)
  const sorted = sortQueue(open, here)
  // Refused by the server (the case moved on: another NGO took it while this phone was offline):
  // at the top, with who took it, and no longer counted as waiting.
  const refused = actions.filter((a) => a.state === 'not_applied')
  const waitingActions = actions.filter((a) => a.state !== 'not_applied')
  // Updates still to send on cases no longer in the queue: shown here until sent.
  const elsewhere = waitingActions.filter((a) => !open.some((c) => c.id === a.caseId))
  const onCards = waitingActions.length - elsewhere.length
  const waitingForYou = sorted.filter((c) => statusWithPending(c.status, entriesOf(c.id)) === 'assigned').length

  return (
    <div className="grid gap-4">
      <PullIndicator state={pull} />
      {refused.length > 0 && (
        <section className="grid gap-2" aria-label={t('fieldText.notAppliedHeading')}>
          <PendingActions entries={refused} />
        </section>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-xl font-bold" data-testid="queue-heading">
          {waitingForYou > 0
            ? t('fieldText.waitingForYou', {
                n: waitingForYou,
              })
            : t('dashboard.openCases', { count: sorted.length })}
        </h2>
        <button
          type="button"
          className="btn-secondary"
          disabled={cases.isFetching}
          onClick={() => void cases.refetch()}
        >
          <RefreshCw className={`h-5 w-5 ${cases.isFetching ? 'animate-spin' : ''}`} aria-hidden="true" />
          {t('fieldText.refresh')}
        </button>
      </div>
      {savedAt !== null && (
        <Alert tone="warning">
          {t('fieldText.keptNote', {
            asOf: asOf(savedAt),
          })}
        </Alert>
      )}
      {waitingActions.length > 0 && (
        <p className="font-semibold text-amber-900" role="status" data-testid="updates-waiting">
          {t('fieldText.onThisPhone', {
            n: waitingActions.length,
          })}
          {onCards > 0 && ` ${t('fieldText.onTheirCards', { n: onCards })}`}
        </p>
      )}
      {elsewhere.length > 0 && (
        <section className="grid gap-2" aria-label={t('fieldText.elsewhere')}>
          <h2 className="text-lg font-bold">{t('fieldText.elsewhere')}</h2>
          <PendingActions entries={elsewhere} />
        </section>
      )}
      {sorted.length === 0 ? (
        <div className="card p-8 text-center">
          <p className="text-lg font-semibold">
            {open.length === 0 && closed.length === 0 ? t('rescueText.noAssigned') : t('fieldText.noOpenCases')}
          </p>
          <p className="mt-2 text-slate-700">{t('rescueText.ngoListEmptyText')}</p>
        </div>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {sorted.map((rescue) => (
            <QueueCard
              key={rescue.id}
              rescue={rescue}
              entries={entriesOf(rescue.id)}
              distance={caseDistance(rescue, here)}
              onAccept={() => void queue(rescue, 'accept')}
              onDecline={() => setDeclining(rescue)}
            />
          ))}
        </div>
      )}
      {closed.length > 0 && (
        <section className="grid gap-3" aria-label={t('fieldText.finished')}>
          <h2 className="text-xl font-bold">{t('fieldText.finished')}</h2>
          <ul className="grid gap-2">
            {closed.map((c) => (
              <li key={c.id} className="card flex flex-wrap items-center gap-2 p-3">
                <Link className="font-semibold underline" to="/rescue/$id" params={{ id: String(c.id) }}>
                  {t('dashboard.case', { id: c.id })}
                </Link>
                <span className="text-slate-700">{enumLabel(t, 'rescueStatus', c.status)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {declining && (
        <DeclineDialog
          caseId={declining.id}
          isOpen
          busy={false}
          onClose={() => setDeclining(null)}
          onDecline={(reason) => void queue(declining, 'decline', reason)}
        />
      )}
    </div>
  )
}
