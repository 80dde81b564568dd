// The rescues queue as a dense table for a desk (>= 1024 px; phones keep the cards): one row
// per case, sortable columns (the server sorts: urgency then time waiting by default), the
// NGO with its "No response" mark, and the row's actions as real buttons.
import { canAssignRescue, enumLabel } from '@paws/contracts'
import type { Rescue, RescueListQuery } from '@paws/contracts/schemas/rescues'
import { Link } from '@tanstack/react-router'
import { ArrowDown, ArrowUp } from 'lucide-react'
import { assignLabel, noResponseFrom } from '../../components/rescue/CaseFlags.tsx'
import { placeOf, StatusBadge, UrgencyBadge } from '../../components/rescue/RescueBadges.tsx'
import { t } from '../../i18n/index.ts'

export type RescueSort = { sortBy: NonNullable<RescueListQuery['sortBy']>; sortOrder: 'ASC' | 'DESC' }

/** "2 d 3 h", "3 h 10 min", "12 min": how long the case has been waiting. */
export function waitingFor(since: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000))
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h ${minutes % 60} min`
  return `${Math.floor(hours / 24)} d ${hours % 24} h`
}

function SortHeader({
  label,
  field,
  sort,
  onSort,
}: {
  label: string
  field: RescueSort['sortBy']
  sort: RescueSort
  onSort: (sort: RescueSort) => void
}) {
  // Priority is urgency first: the Urgency column shows it as sorted.
  const active = sort.sortBy === field || (field === 'urgency' && sort.sortBy === 'priority')
  const Arrow = sort.sortOrder === 'ASC' ? ArrowUp : ArrowDown
  return (
    <th scope="col" aria-sort={active ? (sort.sortOrder === 'ASC' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold hover:underline"
        onClick={() => onSort({ sortBy: field, sortOrder: active && sort.sortOrder === 'DESC' ? 'ASC' : 'DESC' })}
      >
        {label}
        {active && <Arrow className="h-4 w-4" aria-hidden="true" />}
      </button>
    </th>
  )
}

export function AdminRescuesTable({
  rescues,
  sort,
  onSort,
  onAssign,
  onMerge,
  onEdit,
}: {
  rescues: Rescue[]
  sort: RescueSort
  onSort: (sort: RescueSort) => void
  onAssign: (rescue: Rescue) => void
  onMerge: (rescue: Rescue, intoId: number) => void
  onEdit: (rescue: Rescue) => void
}) {
  const now = Date.now()
  return (
    <div className="overflow-x-auto rounded-lg ring-1 ring-slate-200">
      <table className="w-full border-collapse bg-white text-left text-sm [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2">
        <caption className="sr-only">{t('admin.rescueCases')}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col">{t('admin.case')}</th>
            <SortHeader label={t('admin.urgency')} field="urgency" sort={sort} onSort={onSort} />
            <SortHeader label={t('admin.status')} field="status" sort={sort} onSort={onSort} />
            <th scope="col">{t('admin.place')}</th>
            <th scope="col">{t('admin.ngo')}</th>
            <SortHeader label={t('admin.waiting')} field="createdAt" sort={sort} onSort={onSort} />
            <th scope="col">
              <span className="sr-only">{t('admin.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rescues.map((r) => {
            const silent = noResponseFrom(r)
            const duplicateOf = r.mergedIntoId == null ? r.duplicateOfId : null
            const name = `Case #${r.id}: ${enumLabel('rescueAnimal', r.animalType)}`
            return (
              <tr key={r.id} aria-label={name} className="border-t border-slate-200 align-top hover:bg-slate-50">
                <td>
                  <Link to="/rescue/$id" params={{ id: String(r.id) }} className="font-semibold underline">
                    {name}
                  </Link>
                  {duplicateOf != null && (
                    <div className="text-slate-700">{t('admin.possibleDuplicate', { id: duplicateOf })}</div>
                  )}
                  {r.mergedIntoId != null && (
                    <div className="text-slate-700">{t('admin.mergedInto', { id: r.mergedIntoId })}</div>
                  )}
                </td>
                <td>
                  <UrgencyBadge urgency={r.urgency} />
                </td>
                <td>
                  <StatusBadge status={r.status} />
                </td>
                <td className="max-w-64">{placeOf(r.location)}</td>
                <td>
                  {r.ngo?.name ?? <span className="text-slate-600">{t('admin.notAssigned')}</span>}
                  {silent && <div className="font-semibold text-amber-800">{silent}</div>}
                </td>
                <td className="whitespace-nowrap">{waitingFor(r.createdAt, now)}</td>
                <td>
                  <div className="flex flex-wrap justify-end gap-2">
                    {canAssignRescue(r) && (
                      <button type="button" className="btn-primary min-h-9 px-3 py-1" onClick={() => onAssign(r)}>
                        {assignLabel(r)}
                      </button>
                    )}
                    {duplicateOf != null && (
                      <button
                        type="button"
                        className="btn-secondary min-h-9 px-3 py-1"
                        onClick={() => onMerge(r, duplicateOf)}
                      >
                        {t('admin.mergeInto', { id: duplicateOf })}
                      </button>
                    )}
                    <button type="button" className="btn-secondary min-h-9 px-3 py-1" onClick={() => onEdit(r)}>
                      {t('admin.edit')}
                    </button>
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
