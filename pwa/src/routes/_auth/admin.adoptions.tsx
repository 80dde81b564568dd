import type { Adoption } from '@paws/contracts/schemas/adoptions'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { adminAdoptionListQuery, useDeleteAdoption } from '../../api/adoptions-admin.ts'
import { describeError } from '../../api/errors.ts'
import { ConfirmDialog } from '../../components/rescue/ConfirmDialog.tsx'
import { notify } from '../../lib/toast.ts'
import { requireRoleOrRedirect } from '../../session/guards.tsx'
import { AdoptionAdminCard } from '../../features/admin/AdoptionAdminCard.tsx'
import { ADOPTION_ADMIN_TEXT, AdoptionStatusDialog } from '../../features/admin/AdoptionStatusDialog.tsx'
import { CsvButton } from '../../features/admin/CsvButton.tsx'
import { adoptionFilterLabel, adoptionFilterQuery } from '../../features/admin/admin-search.ts'
import { ADOPTION_FILTERS, filterSearch, pageSearch, parseListSearch } from '../../lib/list-search.ts'
import { AdminFilterBar } from '../../features/admin/AdminFilterBar.tsx'
import { AdminListStatus } from '../../features/admin/AdminListStatus.tsx'
import { AdminPageHeading, countOf } from '../../features/admin/AdminPageHeading.tsx'
import { AdminPagination } from '../../features/admin/AdminPagination.tsx'
import { t } from '../../i18n/index.ts'

export const Route = createFileRoute('/_auth/admin/adoptions')({
  beforeLoad: ({ context }) => requireRoleOrRedirect(context.session, ['admin']),
  validateSearch: (search: Record<string, unknown>) => parseListSearch('filter', ADOPTION_FILTERS, search),
  component: AdminAdoptionsPage,
})

function AdminAdoptionsPage() {
  const { filter, page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  const adoptions = useQuery(adminAdoptionListQuery(adoptionFilterQuery(filter, page)))
  const remove = useDeleteAdoption()
  const [updating, setUpdating] = useState<Adoption | null>(null)
  const [deleting, setDeleting] = useState<Adoption | null>(null)

  const confirmDelete = (adoption: Adoption) =>
    remove.mutate(adoption.id, {
      onSuccess: () => notify(`Application #${adoption.id} deleted.`, 'success'),
      onError: (err) => notify(describeError(err, ADOPTION_ADMIN_TEXT.deleteFailed), 'error'),
      onSettled: () => setDeleting(null),
    })

  return (
    <div className="page grid gap-5">
      <AdminPageHeading
        title={t('admin.manageAdoptions')}
        description={t('admin.everyAdoptionApplicationNewestFirst')}
        count={countOf(adoptions.data?.meta.total, 'application', 'applications')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AdminFilterBar
          label={t('admin.filterApplicationsByStatus')}
          options={ADOPTION_FILTERS}
          labelOf={adoptionFilterLabel}
          value={filter ?? 'all'}
          onSelect={(f) => void navigate({ search: filterSearch('filter', f) })}
        />
        <CsvButton list="adoptions" filters={adoptionFilterQuery(filter)} />
      </div>
      <AdminListStatus
        query={adoptions}
        loading="Loading adoption applications..."
        failed={ADOPTION_ADMIN_TEXT.loadFailed}
        empty="No adoption applications match this filter."
        isEmpty={(d) => d.adoptions.length === 0}
      >
        {(data) => (
          <>
            <ul className="grid gap-4 lg:grid-cols-2">
              {data.adoptions.map((adoption) => (
                <li key={adoption.id}>
                  <AdoptionAdminCard adoption={adoption}>
                    <Link to="/adoption/$id" params={{ id: String(adoption.id) }} className="btn-secondary">
                      {t('admin.viewDetails')}
                    </Link>
                    <button type="button" className="btn-secondary" onClick={() => setUpdating(adoption)}>
                      {t('admin.updateStatus')}
                    </button>
                    <button type="button" className="btn-secondary text-red-800" onClick={() => setDeleting(adoption)}>
                      {t('admin.delete')}
                    </button>
                  </AdoptionAdminCard>
                </li>
              ))}
            </ul>
            <AdminPagination
              page={page}
              totalPages={data.meta.totalPages}
              onPage={(p) => void navigate({ search: pageSearch(p) })}
            />
          </>
        )}
      </AdminListStatus>

      {updating && <AdoptionStatusDialog key={updating.id} adoption={updating} onClose={() => setUpdating(null)} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('admin.deleteApplicationN', { id: deleting?.id ?? '' })}
        text={t('admin.theApplicationAndItsTimeline')}
        confirm={t('admin.deleteApplication')}
        cancel={t('admin.cancel')}
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </div>
  )
}
