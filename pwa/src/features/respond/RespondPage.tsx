// /respond: an NGO member's dispatch screen (docs/rules.md#dispatch). The cases offered to them
// (Accept, Can't with a reason; "Taken by <NGO>" once someone else took one) and "Near me, not
// yet taken" (on duty only), most urgent then nearest, each with its age, the animal and its
// condition and the approximate place only, as a list or on a map. Both lists are kept on the
// phone and shown with their age when there is no signal; Accept and Can't go into the outbox.
// Below them, the member's quiet hours.
import { type CantReason, formatRelativeTime } from '@paws/contracts'
import type { OpenCase } from '@paws/contracts/schemas/dispatch'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { dispatchKeys, NoPosition, nearbyOpenQuery, offersQuery } from '../../api/dispatch.ts'
import { describeError, isApiError } from '../../http/errors.ts'
import { dutyQuery } from '../../api/teams.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { t } from '../../i18n/index.ts'
import { useWorkerPosition } from '../../components/field/use-position.ts'
import { CantDialog } from './CantDialog.tsx'
import { OpenCaseCard, RefusedAnswer } from './OpenCaseCard.tsx'
import { QuietHoursForm } from './QuietHoursForm.tsx'
import { answerOf, isAnswer, nearbyNotOffered, sortOffers } from './respond-logic.ts'
import { LooksFalseDialog } from './LooksFalseDialog.tsx'
import { useAnswers } from './use-answers.ts'

const DutyStatus = lazy(() => import('../../components/layout/DutyStatus.tsx'))
const RespondMap = lazy(() => import('./RespondMap.tsx'))

export function RespondPage({ userId }: { userId: number }) {
  const qc = useQueryClient()
  const duty = useQuery(dutyQuery(userId))
  const phone = useWorkerPosition()
  const dutyAt = duty.data?.lat != null && duty.data.lng != null ? { lat: duty.data.lat, lng: duty.data.lng } : null
  const at = phone ?? dutyAt
  const offers = useQuery(offersQuery(userId))
  const nearby = useQuery(nearbyOpenQuery(userId, at))
  const { entries, accept, cant, looksFalse } = useAnswers(userId)
  const [asking, setAsking] = useState<number | null>(null)
  const [doubting, setDoubting] = useState<number | null>(null)
  const [view, setView] = useState<'list' | 'map'>('list')
  const [picked, setPicked] = useState<number | null>(null)

  // Going on or off duty changes what the server answers.
  const onDuty = duty.data?.onDuty
  useEffect(() => {
    if (onDuty !== undefined) void qc.invalidateQueries({ queryKey: dispatchKeys.all })
  }, [onDuty, qc])

  const offerList = sortOffers(offers.data?.data.offers ?? [])
  const nearList = nearbyNotOffered(nearby.data?.data.rescues ?? [], offerList)
  const offDuty = isApiError(nearby.error, 403) || onDuty === false
  const savedAt = offers.data?.savedAt ?? nearby.data?.savedAt ?? null
  // A refused answer whose case left both lists (someone else has it) still says so here.
  const listed = new Set([...offerList.map((o) => o.rescue.id), ...nearList.map((c) => c.id)])
  const orphans = entries.filter((e) => e.state === 'not_applied' && isAnswer(e) && !listed.has(e.caseId))

  const card = (rescue: OpenCase, offer?: (typeof offerList)[number]) => (
    <OpenCaseCard
      key={`${offer ? 'o' : 'n'}${rescue.id}`}
      rescue={rescue}
      offer={offer}
      answer={answerOf(entries, rescue.id)}
      onAccept={() => accept(rescue.id)}
      onCant={offer ? () => setAsking(rescue.id) : undefined}
      onLooksFalse={offer ? () => setDoubting(rescue.id) : undefined}
    />
  )

  /** On the map, the case whose marker was tapped, as its card. */
  const pickedCard = () => {
    const offer = offerList.find((o) => o.rescue.id === picked)
    const near = nearList.find((c) => c.id === picked)
    if (!offer && !near) return <p className="text-slate-700">{t('respond.mapHint')}</p>
    return <ul className="grid gap-3">{offer ? card(offer.rescue, offer) : near && card(near)}</ul>
  }

  return (
    <div className="page grid max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold">{t('respond.title')}</h1>
        <p className="text-slate-700">{t('respond.intro')}</p>
      </header>
      {savedAt !== null && (
        <Alert tone="warning">
          <span data-testid="kept-note">{t('respond.kept', { age: formatRelativeTime(t, savedAt) })}</span>
        </Alert>
      )}
      {orphans.length > 0 && (
        <ul className="grid gap-3" aria-label={t('respond.refusedTitle')}>
          {orphans.map((e) => (
            <li key={e.id} className="grid gap-1">
              <p className="font-semibold">{t('respond.caseNumber', { id: e.caseId })}</p>
              <RefusedAnswer entry={e} />
            </li>
          ))}
        </ul>
      )}
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t('respond.view')}</legend>
        <button
          type="button"
          className={view === 'list' ? 'btn-primary' : 'btn-secondary'}
          aria-pressed={view === 'list'}
          onClick={() => setView('list')}
        >
          {t('respond.listView')}
        </button>
        <button
          type="button"
          className={view === 'map' ? 'btn-primary' : 'btn-secondary'}
          aria-pressed={view === 'map'}
          onClick={() => setView('map')}
        >
          {t('respond.mapView')}
        </button>
      </fieldset>
      {view === 'map' && (
        <div className="grid gap-3">
          <Suspense fallback={<p className="text-slate-700">{t('respond.loadingMap')}</p>}>
            <RespondMap
              offers={offerList.filter((o) => o.state === 'open').map((o) => o.rescue)}
              nearby={nearList}
              onPick={setPicked}
            />
          </Suspense>
          {pickedCard()}
        </div>
      )}
      <section className="grid gap-3" aria-labelledby="respond-offers">
        <h2 id="respond-offers" className="text-xl font-semibold">
          {t('respond.offersTitle')}
        </h2>
        {offers.isPending ? (
          <p className="text-slate-700">{t('respond.loading')}</p>
        ) : offers.isError ? (
          <Alert tone="error">{describeError(offers.error, t('respond.loadFailed'))}</Alert>
        ) : offerList.length === 0 ? (
          <p className="text-slate-700">{t('respond.noOffers')}</p>
        ) : (
          view === 'list' && <ul className="grid gap-3">{offerList.map((o) => card(o.rescue, o))}</ul>
        )}
      </section>
      <section className="grid gap-3" aria-labelledby="respond-nearby">
        <h2 id="respond-nearby" className="text-xl font-semibold">
          {t('respond.nearbyTitle')}
        </h2>
        {offDuty ? (
          <Alert tone="info">
            <div className="grid gap-2" data-testid="off-duty">
              <p>{t('respond.offDuty')}</p>
              {/* The duty button's height is kept while its code arrives, so nothing below moves. */}
              <Suspense fallback={<div className="h-11" />}>
                <div className="justify-self-start">
                  <DutyStatus userId={userId} tracksPosition={false} />
                </div>
              </Suspense>
            </div>
          </Alert>
        ) : nearby.error instanceof NoPosition || (at === null && nearby.isPending) ? (
          <p className="text-slate-700">{t('respond.needPosition')}</p>
        ) : nearby.isPending ? (
          <p className="text-slate-700">{t('respond.loading')}</p>
        ) : nearby.isError ? (
          <Alert tone="error">{describeError(nearby.error, t('respond.loadFailed'))}</Alert>
        ) : nearList.length === 0 ? (
          <p className="text-slate-700">{t('respond.noneNearby')}</p>
        ) : (
          view === 'list' && <ul className="grid gap-3">{nearList.map((c) => card(c))}</ul>
        )}
      </section>
      <QuietHoursForm userId={userId} />
      <CantDialog
        caseId={asking}
        onClose={() => setAsking(null)}
        onSend={(reason: CantReason) => {
          if (asking !== null) cant(asking, reason)
          setAsking(null)
        }}
      />
      <LooksFalseDialog
        caseId={doubting}
        onClose={() => setDoubting(null)}
        onSend={(reason) => {
          if (doubting !== null) looksFalse(doubting, reason)
          setDoubting(null)
        }}
      />
    </div>
  )
}
