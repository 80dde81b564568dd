// Each rescue status and urgency has its own colour (docs/rules.md#status-machines); the text is
// always there too, so colour is never the only signal.
import { type RescueStatus, type Urgency, enumLabel } from '@paws/contracts'
import { t } from '../../i18n/index.ts'

const STATUS_STYLE: Record<RescueStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  assigned: 'bg-sky-100 text-sky-900 ring-sky-300',
  accepted: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  in_progress: 'bg-violet-100 text-violet-900 ring-violet-300',
  rescued: 'bg-teal-100 text-teal-900 ring-teal-300',
  completed: 'bg-green-100 text-green-900 ring-green-300',
  declined: 'bg-rose-100 text-rose-900 ring-rose-300',
  cancelled: 'bg-slate-200 text-slate-800 ring-slate-300',
}

const URGENCY_STYLE: Record<Urgency, string> = {
  critical: 'bg-red-700 text-white ring-red-800',
  high: 'bg-orange-100 text-orange-900 ring-orange-300',
  medium: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  low: 'bg-slate-100 text-slate-800 ring-slate-300',
}

const base = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset'

/** A case merged into another reads "Merged into #N", never "Cancelled" (docs/rules.md#closure). */
export function StatusBadge({ status, mergedIntoId }: { status: RescueStatus; mergedIntoId?: number | null }) {
  if (mergedIntoId != null) {
    return (
      <span className={`${base} ${STATUS_STYLE.cancelled}`}>{t('case.mergedIntoBadge', { id: mergedIntoId })}</span>
    )
  }
  return <span className={`${base} ${STATUS_STYLE[status]}`}>{enumLabel('rescueStatus', status)}</span>
}

export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  return (
    <span className={`${base} ${URGENCY_STYLE[urgency]}`}>
      {enumLabel('urgency', urgency)} {t('case.urgency')}
    </span>
  )
}

export function Tag({
  children,
  tone = 'amber',
}: {
  children: string
  tone?: 'amber' | 'slate' | 'red' | 'sky' | 'green'
}) {
  const tones = {
    amber: 'bg-amber-100 text-amber-900 ring-amber-300',
    slate: 'bg-slate-100 text-slate-800 ring-slate-300',
    red: 'bg-red-100 text-red-900 ring-red-300',
    sky: 'bg-sky-100 text-sky-900 ring-sky-300',
    green: 'bg-green-100 text-green-900 ring-green-300',
  }
  return <span className={`${base} ${tones[tone]}`}>{children}</span>
}

/** What became of the animal, in the reader's language: "Taken to a clinic or shelter: Parel hospital". */
export function outcomeText(outcome: { kind: string; place: string | null }): string {
  const kind = enumLabel('rescueOutcome', outcome.kind)
  return outcome.place ? `${kind}: ${outcome.place}` : kind
}

/** "Dadar West, Mumbai": the first part of the address and the city. */
export function placeOf(location: { address: string; city: string }): string {
  return [location.address, location.city]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ')
}
