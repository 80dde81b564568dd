// /admin/rescues (spec part 2 section 2, issue 15): every case, filtered by status and by what
// needs attention (no response, possible duplicates), 50 a page, the most urgent and longest
// waiting first; assign or reassign to an NGO, merge a duplicate, edit any field, export CSV.
import { MESSAGES } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Urgency } from '@paws/contracts'
import { MapIcon } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { rescueListQuery } from '../../api/rescues.ts'
import { RESCUE_FLAGS, type RescueFlag } from '../../lib/list-search.ts'
import { RESCUE_TEXT } from '../../lib/rescue-texts.ts'
import { AssignDialog, type AssignOutcome } from '../../components/rescue/AssignDialog.tsx'
import { type AdminListProps, rescueFilterLabel, rescueFilterQuery, rescueFlagLabel } from './admin-search.ts'
import { CsvButton } from './CsvButton.tsx'
import { AdminRescuesTable, type RescueSort } from './AdminRescuesTable.tsx'
import { MergeDialog } from './MergeDialog.tsx'
import { SearchBox } from './SearchBox.tsx'
import { UrgencySelect } from './UrgencySelect.tsx'

// Leaflet is loaded only when the admin opens the map.
const RescueMap = lazy(() => import('./RescueMap.tsx'))
import { RESCUE_FILTERS, type RescueFilter } from '../../lib/list-search.ts'
import { AdminEditCaseDialog } from './AdminEditCaseDialog.tsx'
import { AdminFilterBar } from './AdminFilterBar.tsx'
import { AdminListStatus } from './AdminListStatus.tsx'
import { AdminPageHeading, countOf } from './AdminPageHeading.tsx'
import { AdminPagination } from './AdminPagination.tsx'
import { AdminRescueCard } from './AdminRescueCard.tsx'
import { AdminResultModal, type AdminResult } from './AdminResultModal.tsx'
import { t } from '../../i18n/index.ts'

type Open = { kind: 'edit' | 'assign'; rescue: Rescue } | { kind: 'merge'; rescue: Rescue; intoId: number } | null

function assignResult(outcome: AssignOutcome): AdminResult {
  return outcome.ok
    ? { ok: true, title: 'Assignment Successful!', text: RESCUE_TEXT.assigned(outcome.ngoName) }
    : { ok: false, title: 'Assignment Failed', text: outcome.message }
}

export function AdminRescuesPage({
  filter: status,
  page,
  onFilter,
  onPage,
  flag = 'all',
  onFlag,
  urgency,
  onUrgency,
}: AdminListProps<RescueFilter> & {
  flag?: RescueFlag
  onFlag: (flag: RescueFlag) => void
  urgency?: Urgency
  onUrgency: (urgency: Urgency | undefined) => void
}) {
  const [sort, setSort] = useState<RescueSort>({ sortBy: 'priority', sortOrder: 'DESC' })
  const [search, setSearch] = useState('')
  const filters = { ...rescueFilterQuery(status, page, flag, urgency), ...sort, ...(search ? { search } : {}) }
  const [showMap, setShowMap] = useState(false)
  const list = useQuery({ ...rescueListQuery(filters), placeholderData: keepPreviousData })
  const [open, setOpen] = useState<Open>(null)
  const [result, setResult] = useState<AdminResult | null>(null)

  return (
    <div className="page grid gap-5">
      <AdminPageHeading
        title={t('admin.manageRescues')}
        count={countOf(list.data?.meta.total, 'rescue request', 'rescue requests')}
      />
      <AdminFilterBar
        label={t('admin.filterByStatus')}
        options={RESCUE_FILTERS}
        labelOf={rescueFilterLabel}
        value={status ?? 'all'}
        onSelect={onFilter}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBox
          label={t('admin.searchCases')}
          onSearch={(text) => {
            setSearch(text)
            if (page > 1) onPage(1)
          }}
        />
        <AdminFilterBar
          label={t('admin.needsAttention')}
          options={RESCUE_FLAGS}
          labelOf={rescueFlagLabel}
          value={flag}
          onSelect={onFlag}
        />
        <div className="flex flex-wrap items-center gap-3">
          <UrgencySelect value={urgency} onChange={onUrgency} />
          <button type="button" className="btn-secondary" aria-pressed={showMap} onClick={() => setShowMap((v) => !v)}>
            <MapIcon className="h-4 w-4" aria-hidden="true" />
            {showMap ? t('admin.hideMap') : t('admin.showMap')}
          </button>
          <CsvButton list="rescues" filters={filters} />
        </div>
      </div>
      <AdminListStatus
        query={list}
        loading="Loading rescue requests..."
        failed={RESCUE_TEXT.listFailed}
        empty="No rescue requests"
        emptyHint={status ? 'No case has this status right now.' : 'No case has been reported yet.'}
        isEmpty={(d) => d.rescueRequests.length === 0}
      >
        {(data) => (
          <>
            {showMap && (
              <Suspense fallback={<p role="status">{t('admin.loadingTheMap')}</p>}>
                <RescueMap rescues={data.rescueRequests} />
              </Suspense>
            )}
            <div className="hidden lg:block">
              <AdminRescuesTable
                rescues={data.rescueRequests}
                sort={sort}
                onSort={(next) => {
                  setSort(next)
                  if (page > 1) onPage(1)
                }}
                onAssign={(r) => setOpen({ kind: 'assign', rescue: r })}
                onMerge={(r, intoId) => setOpen({ kind: 'merge', rescue: r, intoId })}
                onEdit={(r) => setOpen({ kind: 'edit', rescue: r })}
              />
            </div>
            <div className="grid gap-4 lg:hidden">
              {data.rescueRequests.map((r) => (
                <AdminRescueCard
                  key={r.id}
                  rescue={r}
                  onEdit={() => setOpen({ kind: 'edit', rescue: r })}
                  onAssign={() => setOpen({ kind: 'assign', rescue: r })}
                  onMerge={(intoId) => setOpen({ kind: 'merge', rescue: r, intoId })}
                />
              ))}
            </div>
            <AdminPagination page={page} totalPages={data.meta.totalPages} onPage={onPage} />
          </>
        )}
      </AdminListStatus>

      {open?.kind === 'assign' && (
        <AssignDialog
          rescue={open.rescue}
          requiredMessage={MESSAGES.assignNgoAdmin}
          onClose={() => setOpen(null)}
          onResult={(o) => setResult(assignResult(o))}
        />
      )}
      {open?.kind === 'merge' && (
        <MergeDialog
          rescue={open.rescue}
          intoId={open.intoId}
          onClose={() => setOpen(null)}
          onMerged={() => {
            setOpen(null)
            setResult({
              ok: true,
              title: 'Cases merged',
              text: `Case #${open.rescue.id} is now part of case #${open.intoId}.`,
            })
          }}
        />
      )}
      {open?.kind === 'edit' && (
        <AdminEditCaseDialog
          rescue={open.rescue}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null)
            setResult({ ok: true, title: 'Update Successful!', text: `Case #${open.rescue.id} has been updated.` })
          }}
        />
      )}
      <AdminResultModal result={result} onClose={() => setResult(null)} />
    </div>
  )
}
