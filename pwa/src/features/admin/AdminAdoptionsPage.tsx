// /admin/adoptions (docs/screens.md): every application, filtered by status,
// searched by animal or applicant, sorted by status or date; update the status, delete. A
// table on a desk, cards on a phone.
import { formatDate } from '@paws/contracts'
import type { Adoption } from '@paws/contracts/schemas/adoptions'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { useDeleteAdoption } from '../../api/adoptions-admin.ts'
import { describeError } from '../../http/errors.ts'
import { PetImage } from '../../components/animals/PetImage.tsx'
import { ConfirmDialog } from '../../components/rescue/ConfirmDialog.tsx'
import { t } from '../../i18n/index.ts'
import { ADOPTION_FILTERS, type AdoptionSortField } from '../../lib/list-search.ts'
import { notify } from '../../lib/toast.ts'
import { adoptionsListOf } from './admin-loaders.ts'
import { adoptionFilterLabel, adoptionFilterQuery } from './admin-search.ts'
import { AdoptionAdminCard, AdoptionStatusTag } from './AdoptionAdminCard.tsx'
import { AdoptionStatusDialog } from './AdoptionStatusDialog.tsx'
import { CsvButton } from './CsvButton.tsx'
import { AdminListPage } from './AdminListPage.tsx'
import { type Column, rowButton } from './DataTable.tsx'

const route = getRouteApi('/_auth/admin/adoptions')

const applicant = (a: Adoption) => `${a.adopter.firstName} ${a.adopter.lastName}`.trim() || a.adopter.email

const columns = (): Column<Adoption, AdoptionSortField>[] => [
  {
    header: t('admin.application'),
    cell: (a) => (
      <Link to="/adoption/$id" params={{ id: String(a.id) }} className="font-semibold underline">
        {t('adoptionFlow.applicationNo', { id: a.id })}
      </Link>
    ),
  },
  {
    header: t('admin.animal'),
    cell: (a) => (
      <span className="flex items-center gap-3">
        <PetImage
          src={a.animal.images[0]}
          thumb
          sizes="40px"
          alt=""
          className="h-10 w-10 shrink-0 rounded-md bg-slate-200 object-cover"
          loading="lazy"
        />
        {a.animal.name}
      </span>
    ),
  },
  {
    header: t('admin.applicant'),
    cell: (a) => (
      <>
        {applicant(a)}
        <span className="block break-all text-slate-600">{a.adopter.email}</span>
      </>
    ),
  },
  { header: t('admin.status'), sort: 'status', cell: (a) => <AdoptionStatusTag status={a.status} /> },
  {
    header: t('admin.applied'),
    sort: 'createdAt',
    className: 'whitespace-nowrap',
    cell: (a) => formatDate(a.createdAt),
  },
  {
    header: t('admin.updated'),
    sort: 'updatedAt',
    className: 'whitespace-nowrap',
    cell: (a) => formatDate(a.updatedAt ?? a.createdAt),
  },
]

export function AdminAdoptionsPage() {
  const search = route.useSearch()
  const { filter } = search
  const navigate = route.useNavigate()
  const adoptions = useQuery(adoptionsListOf(search))
  const remove = useDeleteAdoption()
  const [updating, setUpdating] = useState<Adoption | null>(null)
  const [deleting, setDeleting] = useState<Adoption | null>(null)

  const confirmDelete = (adoption: Adoption) =>
    remove.mutate(adoption.id, {
      onSuccess: () => notify(t('admin.applicationDeleted', { id: adoption.id }), 'success'),
      onError: (err) => notify(describeError(err, t('adminAdoption.deleteFailed')), 'error'),
      onSettled: () => setDeleting(null),
    })

  const actions = (adoption: Adoption, small: boolean): ReactNode => {
    const button = small ? rowButton() : 'btn-secondary'
    return (
      <>
        {!small && (
          <Link to="/adoption/$id" params={{ id: String(adoption.id) }} className={button}>
            {t('admin.viewDetails')}
          </Link>
        )}
        <button type="button" className={button} onClick={() => setUpdating(adoption)}>
          {t('admin.updateStatus')}
        </button>
        <button type="button" className={`${button} text-red-800`} onClick={() => setDeleting(adoption)}>
          {t('admin.delete')}
        </button>
      </>
    )
  }

  return (
    <AdminListPage
      title={t('admin.manageAdoptions')}
      description={t('admin.everyAdoptionApplicationNewestFirst')}
      count={(d) => t('admin.applicationCount', { n: d.meta.total })}
      search={search}
      go={(change) => void navigate({ search: change })}
      filter={{
        key: 'filter',
        label: t('admin.filterApplicationsByStatus'),
        options: ADOPTION_FILTERS,
        labelOf: adoptionFilterLabel,
        value: filter,
      }}
      searchBox={{ label: t('admin.searchApplications'), placeholder: t('admin.searchApplicationsHint') }}
      tools={<CsvButton list="adoptions" filters={adoptionFilterQuery(filter, 1, search)} />}
      query={adoptions}
      rows={(d) => d.adoptions}
      totalPages={(d) => d.meta.totalPages}
      status={{
        loading: t('admin.loadingApplications'),
        failed: t('adoptionText.listFailed'),
        empty: t('admin.noApplicationsMatch'),
      }}
      table={{
        columns: columns(),
        rowLabel: (a) => t('adoptionFlow.applicationNo', { id: a.id }),
        defaultSort: 'createdAt',
        actions: (a) => actions(a, true),
      }}
      card={(adoption) => <AdoptionAdminCard adoption={adoption}>{actions(adoption, false)}</AdoptionAdminCard>}
      cardGrid="grid gap-4"
    >
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
    </AdminListPage>
  )
}
