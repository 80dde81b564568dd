// /admin/rescues (docs/screens.md): every case, filtered by status and by what
// needs attention (no response, possible duplicates, nobody holds it, no position, held for
// review), 50 a page, the most urgent and longest waiting first; assign or reassign to an NGO,
// merge a duplicate, release a report held for review or mark its reporter as sending false
// reports (each confirmed by a toast, the row updated in place), edit any field, export CSV.
import { MESSAGES } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { MapIcon } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { RESCUE_FILTERS, RESCUE_FLAGS } from '../../lib/list-search.ts'
import { type RescuesSearch, rescuesListOf } from './admin-loaders.ts'
import { AssignDialog } from '../../components/rescue/AssignDialog.tsx'
import { notify } from '../../lib/toast.ts'
import { rescueFilterLabel, rescueFilterQuery, rescueFlagLabel } from './admin-search.ts'
import { CsvButton } from './CsvButton.tsx'
import { caseName, RescueRowActions, rescueColumns, unheld } from './AdminRescuesTable.tsx'
import { rescueRingsQuery } from '../../api/admin-settings.ts'
import { MergeDialog } from './MergeDialog.tsx'
import { type TriageKind, TriageDialog } from './TriageDialog.tsx'
import { UrgencySelect } from './UrgencySelect.tsx'
import { AdminEditCaseDialog } from './AdminEditCaseDialog.tsx'
import { AdminFilterBar } from './AdminFilterBar.tsx'
import { AdminListPage } from './AdminListPage.tsx'
import { AdminRescueCard } from './AdminRescueCard.tsx'
import { t } from '../../i18n/index.ts'

// Leaflet is loaded only when the admin opens the map.
const RescueMap = lazy(() => import('./RescueMap.tsx'))

type Open =
  | { kind: 'edit' | 'assign'; rescue: Rescue }
  | { kind: 'merge'; rescue: Rescue; intoId: number }
  | { kind: 'triage'; rescue: Rescue; answer: TriageKind }
  | null

const route = getRouteApi('/_auth/admin/rescues')

export function AdminRescuesPage() {
  const search = route.useSearch()
  const { status, flag = 'all', urgency } = search
  const navigate = route.useNavigate()
  // A new filter starts again at page 1; the search words, the sort and the other filters stay.
  const go = (next: Partial<RescuesSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next, page: undefined }) })
  const [showMap, setShowMap] = useState(false)
  const list = useQuery({ ...rescuesListOf(search), placeholderData: keepPreviousData })
  const openIds = (list.data?.rescueRequests ?? []).filter(unheld).map((r) => r.id)
  const rings = useQuery(rescueRingsQuery(openIds))
  const ringsById = new Map((rings.data?.rings ?? []).map((r) => [r.rescueId, r]))
  const [open, setOpen] = useState<Open>(null)

  return (
    <AdminListPage
      title={t('admin.manageRescues')}
      // Past 10,000 matches the list stops counting (docs/architecture.md#a-citys-year).
      count={(d) => t(d.meta.more ? 'admin.rescueCountMore' : 'admin.rescueCount', { n: d.meta.total })}
      search={search}
      go={(change) => void navigate({ search: change })}
      filter={{
        key: 'status',
        label: t('admin.filterByStatus'),
        options: RESCUE_FILTERS,
        labelOf: rescueFilterLabel,
        value: status,
      }}
      searchBox={{ label: t('admin.searchCases'), placeholder: t('admin.caseNumberPlaceDescription') }}
      tools={
        <>
          <AdminFilterBar
            label={t('admin.needsAttention')}
            options={RESCUE_FLAGS}
            labelOf={rescueFlagLabel}
            value={flag}
            onSelect={(f) => go({ flag: f === 'all' ? undefined : f })}
          />
          <div className="flex flex-wrap items-center gap-3">
            <UrgencySelect value={urgency} onChange={(u) => go({ urgency: u })} />
            <button
              type="button"
              className="btn-secondary"
              aria-pressed={showMap}
              onClick={() => setShowMap((v) => !v)}
            >
              <MapIcon className="h-4 w-4" aria-hidden="true" />
              {showMap ? t('admin.hideMap') : t('admin.showMap')}
            </button>
            <CsvButton list="rescues" filters={rescueFilterQuery(status, 1, flag, urgency, search)} />
          </div>
        </>
      }
      above={
        showMap && (
          <Suspense fallback={<p role="status">{t('admin.loadingTheMap')}</p>}>
            <RescueMap status={status} urgency={urgency} />
          </Suspense>
        )
      }
      query={list}
      rows={(d) => d.rescueRequests}
      totalPages={(d) => d.meta.totalPages}
      status={{
        loading: t('admin.loadingRescues'),
        failed: t('rescueText.listFailed'),
        empty: t('admin.noRescues'),
        emptyHint: status ? t('admin.noCaseHasThisStatus') : t('admin.noCaseReportedYet'),
      }}
      table={{
        caption: t('admin.rescueCases'),
        columns: rescueColumns(Date.now(), ringsById),
        rowLabel: caseName,
        defaultSort: 'priority',
        actions: (r) => (
          <RescueRowActions
            rescue={r}
            onAssign={() => setOpen({ kind: 'assign', rescue: r })}
            onMerge={(intoId) => setOpen({ kind: 'merge', rescue: r, intoId })}
            onEdit={() => setOpen({ kind: 'edit', rescue: r })}
            onTriage={(answer) => setOpen({ kind: 'triage', rescue: r, answer })}
          />
        ),
      }}
      card={(r) => (
        <AdminRescueCard
          rescue={r}
          ring={ringsById.get(r.id)}
          onEdit={() => setOpen({ kind: 'edit', rescue: r })}
          onAssign={() => setOpen({ kind: 'assign', rescue: r })}
          onMerge={(intoId) => setOpen({ kind: 'merge', rescue: r, intoId })}
          onTriage={(answer) => setOpen({ kind: 'triage', rescue: r, answer })}
        />
      )}
      cardGrid="grid gap-4"
    >
      {open?.kind === 'assign' && (
        <AssignDialog rescue={open.rescue} requiredMessage={MESSAGES.assignNgoAdmin} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'merge' && (
        <MergeDialog
          rescue={open.rescue}
          intoId={open.intoId}
          onClose={() => setOpen(null)}
          onMerged={() => {
            setOpen(null)
            notify(t('admin.caseMergedInto', { id: open.rescue.id, into: open.intoId }), 'success')
          }}
        />
      )}
      {open?.kind === 'triage' && (
        <TriageDialog
          rescue={open.rescue}
          kind={open.answer}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null)
            notify(
              open.answer === 'release'
                ? t('admin.released', { id: open.rescue.id })
                : t('admin.markedFalse', { id: open.rescue.id }),
              'success',
            )
          }}
        />
      )}
      {open?.kind === 'edit' && (
        <AdminEditCaseDialog
          rescue={open.rescue}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null)
            notify(t('admin.caseUpdated', { id: open.rescue.id }), 'success')
          }}
        />
      )}
    </AdminListPage>
  )
}
