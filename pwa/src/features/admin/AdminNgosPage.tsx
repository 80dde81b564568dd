import { formatDate } from '@paws/contracts'
import type { Ngo } from '@paws/contracts/schemas/ngos'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { describeError } from '../../http/errors.ts'
import { useDeleteNgo, useVerifyNgo } from '../../api/ngos.ts'
import { ConfirmDialog } from '../../components/rescue/ConfirmDialog.tsx'
import { notify } from '../../lib/toast.ts'
import { ngoFilterLabel, ngoFilterQuery } from './admin-search.ts'
import { NGO_FILTERS, type NgoSortField } from '../../lib/list-search.ts'
import { Tag } from '../../components/rescue/RescueBadges.tsx'
import { ngosListOf } from './admin-loaders.ts'
import { AdminListPage } from './AdminListPage.tsx'
import { type Column, rowButton } from './DataTable.tsx'
import { NgoFiguresLine } from './NgoFiguresLine.tsx'
import { CsvButton } from './CsvButton.tsx'
import { NgoApproveDialog } from './NgoApproveDialog.tsx'
import { NgoCard, ngoPlace, VerifiedTag } from './NgoCard.tsx'
import { NgoEditDialog } from './NgoEditDialog.tsx'
import { NgoRejectDialog } from './NgoRejectDialog.tsx'
import { t } from '../../i18n/index.ts'

const route = getRouteApi('/_auth/admin/ngos')

const columns = (): Column<Ngo, NgoSortField>[] => [
  { header: t('admin.name'), sort: 'name', cell: (n) => <span className="font-semibold">{n.name}</span> },
  {
    header: t('admin.state'),
    cell: (n) => (
      <div className="flex flex-wrap gap-1">
        <VerifiedTag ngo={n} />
        {n.isActive ? <Tag tone="sky">{t('admin.active2')}</Tag> : <Tag tone="slate">{t('admin.inactive2')}</Tag>}
      </div>
    ),
  },
  { header: t('admin.place'), className: 'max-w-64', cell: (n) => ngoPlace(n.location) },
  {
    header: t('admin.contact'),
    className: 'break-all',
    cell: (n) => [n.contactInfo.email, n.contactInfo.phone].filter(Boolean).join(' · '),
  },
  {
    header: t('admin.workload'),
    cell: (n) => (n.approvalStatus === 'approved' ? <NgoFiguresLine ngoId={n.id} /> : null),
  },
  { header: t('admin.registeredColumn'), sort: 'createdAt', cell: (n) => formatDate(n.createdAt) },
]

export function AdminNgosPage() {
  const search = route.useSearch()
  const { filter } = search
  const navigate = route.useNavigate()
  const ngos = useQuery(ngosListOf(search))
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
        onSuccess: () => notify(t('admin.ngoApproved', { name: ngo.name }), 'success'),
        onError: (err) => notify(describeError(err, t('admin.ngoApproveFailed')), 'error'),
        onSettled: () => setApproving(null),
      },
    )

  const confirmDelete = (ngo: Ngo) =>
    remove.mutate(ngo.id, {
      onSuccess: () => {
        notify(t('admin.ngoDeleted', { name: ngo.name }), 'success')
        setDeleting(null)
      },
      onError: (err) => {
        notify(describeError(err, t('adminNgo.deleteFailed')), 'error')
        setDeleting(null)
      },
    })

  // The row's actions, the same in the table and on the cards: the next step first.
  const actions = (ngo: Ngo, small: boolean): ReactNode => {
    const busy = verify.isPending && verify.variables?.id === ngo.id
    const button = (primary = false) => (small ? rowButton(primary) : primary ? 'btn-primary' : 'btn-secondary')
    return (
      <>
        {ngo.approvalStatus === 'pending' && (
          <>
            <button type="button" className={button(true)} disabled={busy} onClick={() => setApproving(ngo)}>
              {busy ? t('admin.approving') : t('admin.approve')}
            </button>
            <button type="button" className={button()} disabled={busy} onClick={() => setRejecting(ngo)}>
              {t('admin.reject')}
            </button>
          </>
        )}
        <button type="button" className={button()} onClick={() => setEditing(ngo)}>
          {t('admin.edit')}
        </button>
        {ngo.isActive && (
          <button type="button" className={`${button()} text-red-800`} onClick={() => setDeleting(ngo)}>
            {t('admin.delete')}
          </button>
        )}
      </>
    )
  }

  return (
    <AdminListPage
      title={t('admin.manageNgos')}
      description={t('admin.approveNewNgosKeepTheir')}
      count={(d) => t('admin.ngoCount', { n: d.meta.total })}
      search={search}
      go={(change) => void navigate({ search: change })}
      filter={{
        key: 'filter',
        label: t('admin.filterNgos'),
        options: NGO_FILTERS,
        labelOf: ngoFilterLabel,
        value: filter,
      }}
      searchBox={{ label: t('admin.searchNgos'), placeholder: t('admin.searchNgosHint') }}
      tools={<CsvButton list="ngos" filters={ngoFilterQuery(filter, 1, search)} />}
      query={ngos}
      rows={(d) => d.ngos}
      totalPages={(d) => d.meta.totalPages}
      status={{ loading: t('admin.loadingNgos'), failed: t('adminNgo.loadFailed'), empty: t('admin.noNgosMatch') }}
      table={{
        columns: columns(),
        rowLabel: (n) => n.name,
        defaultSort: 'createdAt',
        actions: (n) => actions(n, true),
      }}
      card={(ngo) => <NgoCard ngo={ngo}>{actions(ngo, false)}</NgoCard>}
      cardGrid="grid gap-4 md:grid-cols-2"
    >
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
    </AdminListPage>
  )
}
