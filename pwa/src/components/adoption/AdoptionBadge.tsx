// Each adoption status has its own colour next to its spec label (ADOPTION_STATUS_LABELS);
// the text is always there, so colour is never the only signal.
import { type AdoptionStatus, enumLabel } from '@paws/contracts'
import { t } from '../../i18n/index.ts'

const STYLE: Record<AdoptionStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  under_review: 'bg-sky-100 text-sky-900 ring-sky-300',
  approved: 'bg-green-100 text-green-900 ring-green-300',
  paperwork_pending: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  home_visit_scheduled: 'bg-violet-100 text-violet-900 ring-violet-300',
  home_visit_completed: 'bg-violet-100 text-violet-900 ring-violet-300',
  ready_for_pickup: 'bg-teal-100 text-teal-900 ring-teal-300',
  in_transit: 'bg-cyan-100 text-cyan-900 ring-cyan-300',
  trial_period: 'bg-lime-100 text-lime-900 ring-lime-300',
  completed: 'bg-green-700 text-white ring-green-800',
  rejected: 'bg-rose-100 text-rose-900 ring-rose-300',
  cancelled: 'bg-slate-200 text-slate-800 ring-slate-300',
  returned: 'bg-orange-100 text-orange-900 ring-orange-300',
}

export function AdoptionStatusBadge({ status }: { status: AdoptionStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${STYLE[status]}`}
    >
      {enumLabel(t, 'adoptionStatus', status)}
    </span>
  )
}
