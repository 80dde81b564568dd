import type { Ngo } from '@paws/contracts/schemas/ngos'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { describeError } from '../../api/errors.ts'
import { adminNgoListQuery, useDeleteNgo, useVerifyNgo } from '../../api/ngos.ts'
import { ConfirmDialog } from '../../components/rescue/ConfirmDialog.tsx'
import { notify } from '../../lib/toast.ts'
import { ngoFilterLabel, ngoFilterQuery } from './admin-search.ts'
import { filterSearch, NGO_FILTERS, pageSearch } from '../../lib/list-search.ts'
import { AdminFilterBar } from './AdminFilterBar.tsx'
import { CsvButton } from './CsvButton.tsx'
import { AdminListStatus } from './AdminListStatus.tsx'
import { AdminPageHeading, countOf } from './AdminPageHeading.tsx'
import { AdminPagination } from './AdminPagination.tsx'
import { NgoApproveDialog } from './NgoApproveDialog.tsx'
import { NgoCard } from './NgoCard.tsx'
import { NGO_TEXT, NgoEditDialog } from './NgoEditDialog.tsx'
import { NgoRejectDialog } from './NgoRejectDialog.tsx'
import { t } from '../../i18n/index.ts'

const route = getRouteApi('/_auth/admin/ngos')

export function AdminNgosPage() {
  const { filter, page = 1 } = route.useSearch()
  const navigate = route.useNavigate()
  const filters = ngoFilterQuery(filter, page)
  const ngos = useQuery(adminNgoListQuery(filters))
  const verify = useVerifyNgo()
  const remove = useDeleteNgo()
  const [editing, setEditing] = useState<Ngo | null>(null)
  const [rejecting, setRejecting] = useState<Ngo | null>(null)
  const [deleting, setDeleting] = useState<Ngo | null>(null)
  const [approving, setApproving] = useState<Ngo | null>(null)

  const approve = (ngo: Ngo) =>
    verify.mutate(
      { id: ngo.id, body: { action: 'approve' } },
      {
        onSuccess: () => notify(`${ngo.name} is approved and can now list animals.`, 'success'),
        onError: (err) => notify(describeError(err, 'Failed to approve the NGO. Please try again.'), 'error'),
        onSettled: () => setApproving(null),
      },
    )

  const confirmDelete = (ngo: Ngo) =>
    remove.mutate(ngo.id, {
      onSuccess: () => {
        notify(`${ngo.name} has been deleted (deactivated).`, 'success')
        setDeleting(null)
      },
      onError: (err) => {
        notify(describeError(err, NGO_TEXT.deleteFailed), 'error')
        setDeleting(null)
      },
    })

  return (
    <div className="page grid gap-5">
      <AdminPageHeading
        title={t('admin.manageNgos')}
        description={t('admin.approveNewNgosKeepTheir')}
        count={countOf(ngos.data?.pagination.total, 'NGO', 'NGOs')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AdminFilterBar
          label={t('admin.filterNgos')}
          options={NGO_FILTERS}
          labelOf={ngoFilterLabel}
          value={filter ?? 'all'}
          onSelect={(f) => void navigate({ search: filterSearch('filter', f) })}
        />
        <CsvButton list="ngos" filters={filters} />
      </div>
      <AdminListStatus
        query={ngos}
        loading="Loading NGOs..."
        failed={NGO_TEXT.loadFailed}
        empty="No NGOs match this filter."
        isEmpty={(d) => d.data.length === 0}
      >
        {(data) => (
          <>
            <ul className="grid gap-4 md:grid-cols-2">
              {data.data.map((ngo) => {
                const busy = verify.isPending && verify.variables?.id === ngo.id
                return (
                  <li key={ngo.id}>
                    <NgoCard ngo={ngo}>
                      {ngo.approvalStatus === 'pending' && (
                        <>
                          <button
                            type="button"
                            className="btn-primary"
                            disabled={busy}
                            onClick={() => setApproving(ngo)}
                          >
                            {busy ? t('admin.approving') : t('admin.approve')}
                          </button>
                          <button
                            type="button"
                            className="btn-secondary"
                            disabled={busy}
                            onClick={() => setRejecting(ngo)}
                          >
                            {t('admin.reject')}
                          </button>
                        </>
                      )}
                      <button type="button" className="btn-secondary" onClick={() => setEditing(ngo)}>
                        {t('admin.edit')}
                      </button>
                      {ngo.isActive && (
                        <button type="button" className="btn-secondary text-red-800" onClick={() => setDeleting(ngo)}>
                          {t('admin.delete')}
                        </button>
                      )}
                    </NgoCard>
                  </li>
                )
              })}
            </ul>
            <AdminPagination
              page={page}
              totalPages={data.pagination.totalPages}
              onPage={(p) => void navigate({ search: pageSearch(p) })}
            />
          </>
        )}
      </AdminListStatus>

      {approving && (
        <NgoApproveDialog
          key={approving.id}
          ngo={approving}
          busy={verify.isPending}
          onConfirm={() => approve(approving)}
          onClose={() => setApproving(null)}
        />
      )}
      {editing && <NgoEditDialog key={editing.id} ngo={editing} onClose={() => setEditing(null)} />}
      {rejecting && <NgoRejectDialog key={rejecting.id} ngo={rejecting} onClose={() => setRejecting(null)} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={deleting ? t('admin.deleteName', { name: deleting.name }) : t('admin.deleteNgo')}
        text={t('admin.theNgoIsDeactivatedIt')}
        confirm={t('admin.deleteNgo')}
        cancel={t('admin.cancel')}
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </div>
  )
}
