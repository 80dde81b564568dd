// One case as a responder sees it before accepting (docs/rules.md#dispatch): the animal, its
// condition, how urgent, how long ago, and the approximate place only (pincode and city, the
// distance in steps of 50 m; never the address or the reporter), marked when it comes from the
// typed pincode or locality (no GPS). Accept and Can't while it is
// open, and "Looks false" on an offer; "Taken by <NGO>" once someone else took it; what became of this phone's answer.
import { enumLabel, formatDistance, formatRelativeTime, HELPLINE_PHONE, HELPLINE_TEL } from '@paws/contracts'
import type { Offer, OpenCase } from '@paws/contracts/schemas/dispatch'
import { Link } from '@tanstack/react-router'
import { Alert } from '../../components/ui/Alert.tsx'
import { t } from '../../i18n/index.ts'
import { type ActionEntry, call } from '../../offline/index.ts'
import type { AnswerState } from './respond-logic.ts'

const URGENCY_TONE = {
  critical: 'bg-red-700 text-white',
  high: 'bg-orange-700 text-white',
  medium: 'bg-amber-200 text-amber-950',
  low: 'bg-green-100 text-green-900',
} as const

/** The condition's known parts, in the reader's language. */
export function conditionText(c: OpenCase['condition']): string {
  return [
    c.injuries && enumLabel(t, 'injury', c.injuries),
    c.mobility && enumLabel(t, 'mobility', c.mobility),
    c.consciousness && enumLabel(t, 'consciousness', c.consciousness),
    c.bleeding && enumLabel(t, 'bleeding', c.bleeding),
    c.breathing && enumLabel(t, 'breathing', c.breathing),
  ]
    .filter(Boolean)
    .join(' · ')
}

/** "Near 400053, Mumbai · 350 m away". */
export function placeText(c: OpenCase): string {
  const where = c.place.pincode
    ? t('respond.nearPincode', { pincode: c.place.pincode, city: c.place.city })
    : c.place.city
  return c.distanceM !== null ? `${where} · ${t('format.away', { distance: formatDistance(t, c.distanceM) })}` : where
}

/** If already on the way to a case one did not get: call the hotline. */
function Hotline() {
  return (
    <p>
      {t('respond.alreadyOnTheWay')}{' '}
      <a href={`tel:${HELPLINE_TEL}`} className="font-semibold underline">
        {HELPLINE_PHONE}
      </a>
    </p>
  )
}

/** What to do when the case was taken by someone else: who has it, and the hotline. */
export function TakenNotice({ takenBy }: { takenBy: string | null }) {
  return (
    <div className="grid gap-1">
      <p className="font-semibold" data-testid="taken-by">
        {takenBy ? t('respond.takenBy', { ngo: takenBy }) : t('respond.takenBySomeone')}
      </p>
      <Hotline />
    </div>
  )
}

/** An answer the server refused on arrival: why (who took the case), the hotline, Dismiss. */
export function RefusedAnswer({ entry }: { entry: ActionEntry }) {
  return (
    <Alert tone="error">
      <div className="grid gap-2" data-testid="answer-refused" data-case={entry.caseId}>
        {entry.conflict?.reason === 'taken' ? (
          <TakenNotice takenBy={entry.conflict.takenBy ?? null} />
        ) : (
          <>
            <p>{entry.conflict?.message || t('respond.refused')}</p>
            {entry.action === 'accept' && <Hotline />}
          </>
        )}
        <button
          type="button"
          className="btn-secondary justify-self-start"
          onClick={() => void call('dismissCaseAction', entry.id)}
        >
          {t('respond.dismiss')}
        </button>
      </div>
    </Alert>
  )
}

export function OpenCaseCard({
  rescue,
  offer,
  answer,
  onAccept,
  onCant,
  onLooksFalse,
}: {
  rescue: OpenCase
  /** When the case was offered to this person (an offer), else it is from the nearby list. */
  offer?: Offer
  answer: AnswerState
  onAccept: () => void
  onCant?: () => void
  /** On an offer: say the report looks false (docs/rules.md#dispatch). */
  onLooksFalse?: () => void
}) {
  const animal = enumLabel(t, 'rescueAnimal', rescue.animalType)
  const condition = conditionText(rescue.condition)
  const state = offer?.state ?? 'open'
  const open = state === 'open' && answer.kind === 'none'
  const titleId = `case-${offer ? 'offer' : 'near'}-${rescue.id}`
  return (
    <li className="card grid gap-2 p-4" aria-labelledby={titleId} data-testid="open-case" data-case={rescue.id}>
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded px-2 py-0.5 text-sm font-semibold ${URGENCY_TONE[rescue.urgency]}`}>
          {enumLabel(t, 'urgency', rescue.urgency)}
        </span>
        <h3 id={titleId} className="text-lg font-semibold">
          {t('respond.caseTitle', { id: rescue.id, animal })}
        </h3>
        <span className="text-sm text-slate-600">{formatRelativeTime(t, rescue.createdAt)}</span>
      </div>
      {condition && <p className="text-slate-800">{condition}</p>}
      {rescue.description && <p className="line-clamp-3 text-slate-700">{rescue.description}</p>}
      <p className="text-slate-800" data-testid="approximate-place">
        {placeText(rescue)}
      </p>
      {rescue.place.fromTypedPlace && (
        <p className="text-sm text-slate-700" data-testid="typed-place">
          {t('respond.approximate')}
        </p>
      )}
      {answer.kind === 'refused' ? (
        <RefusedAnswer entry={answer.entry} />
      ) : answer.kind === 'waiting' ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-950" data-testid="answer-waiting">
          {answer.entry.action === 'accept'
            ? t('respond.acceptWaiting')
            : answer.entry.action === 'looks-false'
              ? t('respond.looksFalseWaiting')
              : t('respond.cantWaiting')}
        </p>
      ) : state === 'taken' ? (
        <Alert tone="warning">
          <TakenNotice takenBy={offer?.takenBy ?? null} />
        </Alert>
      ) : state === 'accepted' ? (
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-green-800">{t('respond.youTookIt')}</span>
          <Link to="/rescue/$id" params={{ id: String(rescue.id) }} className="btn-secondary">
            {t('respond.openCase')}
          </Link>
        </p>
      ) : state === 'cant' ? (
        <p className="text-slate-700">{t('respond.youSaidCant')}</p>
      ) : state === 'withdrawn' ? (
        <p className="text-slate-700">{t('respond.withdrawn')}</p>
      ) : null}
      {open && (
        <div className="flex flex-wrap gap-2">
          {onLooksFalse && (
            <button type="button" className="btn-secondary" onClick={onLooksFalse}>
              {t('respond.looksFalse')}
            </button>
          )}
          {onCant && (
            <button type="button" className="btn-secondary" onClick={onCant}>
              {t('respond.cant')}
            </button>
          )}
          <button type="button" className="btn-primary" onClick={onAccept}>
            {t('respond.accept')}
          </button>
        </div>
      )}
    </li>
  )
}
