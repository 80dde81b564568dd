import type { Adoption } from '@paws/contracts/schemas/adoptions'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { adminAdoptionListQuery, useDeleteAdoption } from '../../api/adoptions-admin.ts'
import { describeError } from '../../api/errors.ts'
import { ConfirmDialog } from '../../components/rescue/ConfirmDialog.tsx'
import { notify } from '../../lib/toast.ts'
import { requireRoleOrRedirect } from '../../session/guards.tsx'
import { AdoptionAdminCard } from '../-components/admin/AdoptionAdminCard.tsx'
import { ADOPTION_ADMIN_TEXT, AdoptionStatusDialog } from '../-components/admin/AdoptionStatusDialog.tsx'
import { ADOPTION_FILTER_LABELS, ADOPTION_FILTERS, adoptionFilterQuery, parseListSearch, type AdoptionFilter } from '../-components/admin/filters.ts'
import { ListFilter } from '../-components/admin/ListFilter.tsx'
import { ListPager } from '../-components/admin/ListPager.tsx'
import { ListStatus } from '../-components/admin/ListStatus.tsx'

export const Route = createFileRoute('/_auth/admin/adoptions')({
  beforeLoad: ({ context }) => requireRoleOrRedirect(context.session, ['admin']),
  validateSearch: (search: Record<string, unknown>) => parseListSearch(ADOPTION_FILTERS, search),
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
    <div className="page">
      <h1 className="text-3xl font-bold text-slate-900">Manage Adoptions</h1>
      <p className="mt-1 text-lg text-slate-700">Every adoption application, newest first.</p>
      <ListFilter
        label="Filter applications by status"
        filters={ADOPTION_FILTERS}
        labels={ADOPTION_FILTER_LABELS}
        value={filter ?? 'all'}
        onChange={(f: AdoptionFilter) => void navigate({ search: f === 'all' ? {} : { filter: f } })}
      />
      <ListStatus
        query={adoptions}
        loading="Loading adoption applications..."
        failed={ADOPTION_ADMIN_TEXT.loadFailed}
        empty="No adoption applications match this filter."
        isEmpty={(d) => d.adoptions.length === 0}
      >
        {(data) => (
          <>
            <p className="mt-4 text-slate-700" aria-live="polite">
              {data.meta.total} {data.meta.total === 1 ? 'application' : 'applications'}
            </p>
            <ul className="mt-3 grid gap-4 lg:grid-cols-2">
              {data.adoptions.map((adoption) => (
                <li key={adoption.id}>
                  <AdoptionAdminCard adoption={adoption}>
                    <Link to="/adoption/$id" params={{ id: String(adoption.id) }} className="btn-secondary">
                      View Details
                    </Link>
                    <button type="button" className="btn-secondary" onClick={() => setUpdating(adoption)}>
                      Update Status
                    </button>
                    <button type="button" className="btn-secondary text-red-800" onClick={() => setDeleting(adoption)}>
                      Delete
                    </button>
                  </AdoptionAdminCard>
                </li>
              ))}
            </ul>
            <ListPager page={page} totalPages={data.meta.totalPages} onPage={(p) => void navigate({ search: (prev) => ({ ...prev, page: p > 1 ? p : undefined }) })} />
          </>
        )}
      </ListStatus>

      {updating && <AdoptionStatusDialog key={updating.id} adoption={updating} onClose={() => setUpdating(null)} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={`Delete Application #${deleting?.id ?? ''}?`}
        text="The application and its timeline are removed. If it was holding the animal, the animal becomes available again. This action cannot be undone."
        confirm="Delete Application"
        cancel="Cancel"
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </div>
  )
}
