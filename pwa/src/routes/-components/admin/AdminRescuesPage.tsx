// /admin/rescues (spec part 2 section 2): every case, filtered by status, 50 a page, newest
// first; assign or reassign to an NGO and edit any field, with the outcome in a modal.
import { MESSAGES, RESCUE_STATUS_LABELS, RESCUE_STATUSES, type RescueStatus } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { rescueListQuery } from '../../../api/rescues.ts'
import { Alert } from '../../../components/ui/Alert.tsx'
import { LoadingScreen } from '../../../components/ui/LoadingScreen.tsx'
import { RESCUE_TEXT } from '../../../lib/rescue-texts.ts'
import { AssignDialog, type AssignOutcome } from '../rescue-detail/AdminActions.tsx'
import { AdminEditCaseDialog } from './AdminEditCaseDialog.tsx'
import { AdminFilterBar } from './AdminFilterBar.tsx'
import { AdminPageHeading } from './AdminPageHeading.tsx'
import { AdminPagination } from './AdminPagination.tsx'
import { AdminRescueCard } from './AdminRescueCard.tsx'
import { AdminResultModal, type AdminResult } from './AdminResultModal.tsx'

export const ADMIN_RESCUES_PAGE_SIZE = 50
export const RESCUE_FILTERS = ['all', ...RESCUE_STATUSES] as const
export type RescueFilter = (typeof RESCUE_FILTERS)[number]

type Open = { kind: 'edit' | 'assign'; rescue: Rescue } | null

function assignResult(outcome: AssignOutcome): AdminResult {
  return outcome.ok
    ? { ok: true, title: 'Assignment Successful!', text: RESCUE_TEXT.assigned(outcome.ngoName) }
    : { ok: false, title: 'Assignment Failed', text: outcome.message }
}

export function AdminRescuesPage({
  status,
  page,
  onChange,
}: {
  status?: RescueStatus
  page: number
  onChange: (next: { status?: RescueStatus; page?: number }) => void
}) {
  const list = useQuery({
    ...rescueListQuery({ status, page, limit: ADMIN_RESCUES_PAGE_SIZE, sortBy: 'createdAt', sortOrder: 'DESC' }),
    placeholderData: keepPreviousData,
  })
  const [open, setOpen] = useState<Open>(null)
  const [result, setResult] = useState<AdminResult | null>(null)
  const total = list.data?.meta.total

  return (
    <div className="page grid gap-5">
      <AdminPageHeading title="Manage Rescues">
        {total !== undefined && <p aria-live="polite">{total === 1 ? '1 rescue request' : `${total} rescue requests`}</p>}
      </AdminPageHeading>
      <AdminFilterBar
        label="Filter by status"
        options={RESCUE_FILTERS}
        labelOf={(s) => (s === 'all' ? 'All' : RESCUE_STATUS_LABELS[s])}
        value={status ?? 'all'}
        onSelect={(next) => onChange({ status: next === 'all' ? undefined : next })}
      />
      {list.isPending ? (
        <LoadingScreen full={false} text="Loading rescue requests..." />
      ) : list.isError ? (
        <Alert tone="error">
          {RESCUE_TEXT.listFailed}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void list.refetch()}>
            Retry
          </button>
        </Alert>
      ) : list.data.rescueRequests.length === 0 ? (
        <div className="card p-8 text-center">
          <h2 className="text-xl font-bold">No rescue requests</h2>
          <p className="mt-2 text-slate-700">{status ? 'No case has this status right now.' : 'No case has been reported yet.'}</p>
        </div>
      ) : (
        <div className={`grid gap-4 lg:grid-cols-2 ${list.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={list.isPlaceholderData}>
          {list.data.rescueRequests.map((r) => (
            <AdminRescueCard key={r.id} rescue={r} onEdit={() => setOpen({ kind: 'edit', rescue: r })} onAssign={() => setOpen({ kind: 'assign', rescue: r })} />
          ))}
        </div>
      )}
      {list.data && <AdminPagination page={page} totalPages={list.data.meta.totalPages} onPage={(p) => onChange({ status, page: p })} />}

      {open?.kind === 'assign' && (
        <AssignDialog rescue={open.rescue} requiredMessage={MESSAGES.assignNgoAdmin} onClose={() => setOpen(null)} onResult={(o) => setResult(assignResult(o))} />
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
