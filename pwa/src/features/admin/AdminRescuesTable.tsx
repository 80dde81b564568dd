// The rescues queue's table for a desk (>= 1024 px; phones keep the cards): its columns, one
// row per case, the most urgent and longest waiting first by default, the NGO with its
// "No response" mark, the ring of an open case nobody holds (to whom it is offered, the next
// step), and the row's actions with the next step as the primary button.
import { canAssignRescue, enumLabel, RESCUE_OPEN } from '@paws/contracts'
import type { RingList } from '@paws/contracts/schemas/dispatch'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { Link } from '@tanstack/react-router'
import { assignLabel, noResponseFrom } from '../../components/rescue/CaseFlags.tsx'
import { outcomeText, placeOf, StatusBadge, UrgencyBadge } from '../../components/rescue/RescueBadges.tsx'
import { t } from '../../i18n/index.ts'
import type { RescueSortField } from '../../lib/list-search.ts'
import { type Column, rowButton } from './DataTable.tsx'
import { RingCell } from './RingCell.tsx'
import { heldText, type TriageKind } from './TriageDialog.tsx'

type Ring = RingList['rings'][number]

/** "2 d 3 h", "3 h 10 min", "12 min": how long the case has been waiting. */
export function waitingFor(since: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000))
  if (minutes < 60) return t('admin.wait.minutes', { minutes })
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return t('admin.wait.hours', { hours, minutes: minutes % 60 })
  return t('admin.wait.days', { days: Math.floor(hours / 24), hours: hours % 24 })
}

/** How long an open case (nobody holds it) has waited; null once someone holds it or it is closed. */
export function waitingOf(rescue: Pick<Rescue, 'status' | 'createdAt'>, now = Date.now()): string | null {
  return RESCUE_OPEN.includes(rescue.status) ? waitingFor(rescue.createdAt, now) : null
}

/** The columns of the rescues table; Urgency sorts by urgency, then time waiting (the default). */
/** An open case nobody holds: its ring may be running. */
export const unheld = (r: Pick<Rescue, 'status' | 'ngoId'>) => RESCUE_OPEN.includes(r.status) && r.ngoId == null

export function rescueColumns(now: number, rings: Map<number, Ring>): Column<Rescue, RescueSortField>[] {
  return [
    {
      header: t('admin.case'),
      cell: (r) => {
        const duplicateOf = r.mergedIntoId == null ? r.duplicateOfId : null
        const held = unheld(r) ? heldText(r) : null
        return (
          <>
            <Link to="/rescue/$id" params={{ id: String(r.id) }} className="font-semibold underline">
              {caseName(r)}
            </Link>
            {held && (
              <div className="font-semibold text-amber-800" data-testid="held-for-review">
                {held}
              </div>
            )}
            {duplicateOf != null && (
              <div className="text-slate-700">{t('admin.possibleDuplicate', { id: duplicateOf })}</div>
            )}
            {r.mergedIntoId != null && (
              <div className="text-slate-700">{t('admin.mergedInto', { id: r.mergedIntoId })}</div>
            )}
          </>
        )
      },
    },
    { header: t('admin.urgency'), sort: 'priority', cell: (r) => <UrgencyBadge urgency={r.urgency} /> },
    {
      header: t('admin.status'),
      sort: 'status',
      cell: (r) => (
        <>
          <StatusBadge status={r.status} mergedIntoId={r.mergedIntoId} />
          {r.outcome && <div className="mt-1 text-slate-700">{outcomeText(r.outcome)}</div>}
        </>
      ),
    },
    { header: t('admin.place'), className: 'max-w-64', cell: (r) => placeOf(r.location) },
    {
      header: t('admin.ngo'),
      cell: (r) => {
        const silent = noResponseFrom(r)
        return (
          <>
            {r.ngo?.name ?? <span className="text-slate-600">{t('admin.notAssigned')}</span>}
            {silent && <div className="font-semibold text-amber-800">{silent}</div>}
          </>
        )
      },
    },
    {
      header: t('ring.column'),
      className: 'max-w-64',
      cell: (r) => (unheld(r) ? <RingCell ring={rings.get(r.id)} /> : <span className="text-slate-600">-</span>),
    },
    {
      header: t('admin.waiting'),
      sort: 'createdAt',
      className: 'whitespace-nowrap',
      cell: (r) => waitingOf(r, now) ?? <span className="text-slate-600">{t('admin.notWaiting')}</span>,
    },
  ]
}

export const caseName = (r: Rescue) =>
  t('admin.caseNamed', { id: r.id, animal: enumLabel(t, 'rescueAnimal', r.animalType) })

/** The desk's answers to a report held for review: release it, or mark its reporter. */
export function TriageButtons({
  rescue,
  onTriage,
  button,
}: {
  rescue: Rescue
  onTriage: (kind: TriageKind) => void
  button: (primary?: boolean) => string
}) {
  if (!rescue.triage || !unheld(rescue)) return null
  return (
    <>
      <button type="button" className={button(true)} onClick={() => onTriage('release')}>
        {t('admin.release')}
      </button>
      {rescue.triage.reason !== 'false_reports' && (
        <button type="button" className={button()} onClick={() => onTriage('false-reports')}>
          {t('admin.markFalse')}
        </button>
      )}
    </>
  )
}

/** A case's actions in its table row: the next step first (assign), merge a duplicate, edit. */
export function RescueRowActions({
  rescue,
  onAssign,
  onMerge,
  onEdit,
  onTriage,
}: {
  rescue: Rescue
  onAssign: () => void
  onMerge: (intoId: number) => void
  onEdit: () => void
  onTriage: (kind: TriageKind) => void
}) {
  const duplicateOf = rescue.mergedIntoId == null ? rescue.duplicateOfId : null
  return (
    <>
      <TriageButtons rescue={rescue} onTriage={onTriage} button={rowButton} />
      {canAssignRescue(rescue) && (
        <button type="button" className={rowButton(true)} onClick={onAssign}>
          {assignLabel(rescue)}
        </button>
      )}
      {duplicateOf != null && (
        <button type="button" className={rowButton()} onClick={() => onMerge(duplicateOf)}>
          {t('admin.mergeInto', { id: duplicateOf })}
        </button>
      )}
      <button type="button" className={rowButton()} onClick={onEdit}>
        {t('admin.edit')}
      </button>
    </>
  )
}
