// A case's ring for the admins (docs/rules.md#dispatch): every step it took and when (widened,
// the admins told, no cover here, the morning), to whom it was offered (name, NGO, ring,
// distance) and why (the near ring, a thin ring's wide one, a replacement, the night rota...),
// who said Can't and why, who was passed over for silence, and the next step with the minutes
// left. Shown on the admin's case page beside the manual assignment, which stays available.
import type { MessageId } from '@lingui/core'
import { formatDistance } from '@paws/contracts'
import type { RingView } from '@paws/contracts/schemas/dispatch'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { rescueRingQuery } from '../../api/admin-settings.ts'
import { Alert } from '../ui/Alert.tsx'
import { Section } from '../ui/Section.tsx'
import { t } from '../../i18n/index.ts'

type Offer = RingView['offers'][number]
type Step = RingView['steps'][number]['step']

const WHY_KEY = {
  near: 'ring.why.near',
  thin: 'ring.why.thin',
  wide: 'ring.why.wide',
  outer: 'ring.why.outer',
  far: 'ring.why.far',
  area: 'ring.why.area',
  replaces: 'ring.why.replaces',
  rota: 'ring.why.rota',
  morning: 'ring.why.morning',
} as const

const STEP_KEY: Record<Step, MessageId> = {
  widen: 'ring.step.widen',
  admins: 'ring.step.admins',
  'no-answer': 'ring.step.noAnswer',
  'no-cover': 'ring.step.noCover',
  morning: 'ring.step.morning',
}

const clockOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })

function stateText(offer: Offer): string {
  switch (offer.state) {
    case 'open':
      return t('ring.state.open')
    case 'accepted':
      return t('ring.state.accepted')
    case 'taken':
      return t('ring.state.taken')
    case 'withdrawn':
      return t('ring.state.withdrawn')
    case 'cant':
      return offer.reason ? t('ring.state.cantBecause', { reason: reasonText(offer.reason) }) : t('ring.state.cant')
  }
}

function reasonText(reason: NonNullable<Offer['reason']>): string {
  switch (reason) {
    case 'too_far':
      return t('ring.reason.tooFar')
    case 'no_transport':
      return t('ring.reason.noTransport')
    case 'busy':
      return t('ring.reason.busy')
    case 'looks_false':
      return t('ring.reason.looksFalse')
  }
}

/** Minutes from now to `at`, rounded up, never below 0; ticks every 15 seconds. */
function useMinutesUntil(at: string | null): number | null {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (at === null) return
    const timer = setInterval(() => setNow(Date.now()), 15_000)
    return () => clearInterval(timer)
  }, [at])
  if (at === null) return null
  return Math.max(0, Math.ceil((new Date(at).getTime() - now) / 60_000))
}

function distanceText(m: number | null): string {
  if (m === null) return t('ring.noDistance')
  return t('format.away', { distance: formatDistance(t, m) })
}

export function RescueRing({ rescueId }: { rescueId: number }) {
  const ring = useQuery(rescueRingQuery(rescueId))
  const minutes = useMinutesUntil(ring.data?.next?.at ?? null)
  const next = ring.data?.next
  return (
    <Section title={t('ring.title')}>
      {ring.isPending ? (
        <p role="status">{t('ring.loading')}</p>
      ) : ring.isError ? (
        <Alert tone="error">
          {t('ring.loadFailed')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void ring.refetch()}>
            {t('admin.retry')}
          </button>
        </Alert>
      ) : (
        <>
          {next && minutes !== null && (
            <p className="font-semibold">
              {next.step === 'widen'
                ? t('ring.nextWiden', { minutes })
                : next.step === 'admins'
                  ? t('ring.nextAdmins', { minutes })
                  : next.step === 'morning'
                    ? t('ring.nextMorning', { minutes })
                    : t('ring.nextStep', { minutes })}
            </p>
          )}
          {ring.data.steps.length > 0 && (
            <ul className="grid gap-1" aria-label={t('ring.steps')}>
              {ring.data.steps.map((step) => (
                <li key={`${step.step}-${step.at}`} className="text-slate-800">
                  {clockOf(step.at)} · {t(STEP_KEY[step.step])}
                </li>
              ))}
            </ul>
          )}
          {ring.data.offers.length === 0 ? (
            <p className="text-slate-700">{t('ring.noOffers')}</p>
          ) : (
            <ul className="grid gap-2" aria-label={t('ring.offers')}>
              {ring.data.offers.map((o) => (
                <li key={`${o.userId}-${o.offeredAt}`} className="rounded-lg border border-slate-200 p-3">
                  <p className="font-semibold">
                    {o.name} · {o.ngo}
                  </p>
                  <p className="text-slate-700">
                    {t('ring.ringN', { n: o.ring })} · {distanceText(o.distanceM)} · {stateText(o)}
                  </p>
                  {o.why && <p className="text-slate-700">{t(WHY_KEY[o.why])}</p>}
                  {o.passedOverAt && o.state === 'open' && (
                    <p className="text-slate-700">{t('ring.passedOver', { time: clockOf(o.passedOverAt) })}</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Section>
  )
}
