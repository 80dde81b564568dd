// /admin/users (docs/screens.md): every account, filtered by role, searched by
// name or e-mail, sorted by any dated or named column, 100 a page, newest first; edit, and
// delete (the API deactivates the account and keeps its records). A table on a desk, cards on
// a phone; the admin's own account is never offered Delete.
import { formatDate, formatDateTime } from '@paws/contracts'
import type { User } from '@paws/contracts/schemas/users'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { useDeleteUser } from '../../api/admin.ts'
import { describeError } from '../../http/errors.ts'
import { ConfirmDialog } from '../../components/rescue/ConfirmDialog.tsx'
import { Tag } from '../../components/rescue/RescueBadges.tsx'
import { t } from '../../i18n/index.ts'
import { USER_FILTERS } from '../../lib/list-search.ts'
import type { UserSortField } from '../../lib/list-search.ts'
import { notify } from '../../lib/toast.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { usersListOf } from './admin-loaders.ts'
import { userFilterQuery } from './admin-search.ts'
import { AdminUserCard } from './AdminUserCard.tsx'
import { CsvButton } from './CsvButton.tsx'
import { AdminListPage } from './AdminListPage.tsx'
import { type Column, rowButton } from './DataTable.tsx'
import { EditUserDialog } from './EditUserDialog.tsx'
import { roleLabel } from './user-form.ts'

const route = getRouteApi('/_auth/admin/users')

const fullName = (u: User) => `${u.firstName} ${u.lastName}`.trim() || u.email

function columns(me: number | undefined): Column<User, UserSortField>[] {
  return [
    {
      header: t('admin.name'),
      sort: 'firstName',
      cell: (u) => (
        <span className="font-semibold">
          {`${u.firstName} ${u.lastName}`.trim() || t('admin.unnamedUser')}
          {u.id === me && <span className="ml-2 font-normal text-slate-600">({t('admin.you')})</span>}
        </span>
      ),
    },
    { header: t('admin.email'), sort: 'email', className: 'break-all', cell: (u) => u.email },
    { header: t('admin.role'), cell: (u) => roleLabel(u.role) },
    {
      header: t('admin.state'),
      cell: (u) => (
        <div className="flex flex-wrap gap-1">
          <Tag tone={u.isActive ? 'green' : 'red'}>{u.isActive ? t('admin.active') : t('admin.inactive')}</Tag>
          <Tag tone={u.emailVerified ? 'green' : 'amber'}>
            {u.emailVerified ? t('admin.eMailConfirmed') : t('admin.eMailNotConfirmed')}
          </Tag>
        </div>
      ),
    },
    { header: t('admin.joinedColumn'), sort: 'createdAt', cell: (u) => formatDate(u.createdAt) },
    {
      header: t('admin.lastLoginColumn'),
      sort: 'lastLoginAt',
      cell: (u) => (u.lastLoginAt ? formatDateTime(u.lastLoginAt) : t('admin.never')),
    },
  ]
}

export function AdminUsersPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const { role } = search
  const me = useSession().user?.id
  const list = useQuery(usersListOf(search))
  const remove = useDeleteUser()
  const [editing, setEditing] = useState<User | null>(null)
  const [deleting, setDeleting] = useState<User | null>(null)

  function confirmDelete(user: User) {
    remove.mutate(user.id, {
      onSuccess: () => notify(t('admin.userDeleted', { name: fullName(user) }), 'success'),
      onError: (err) => notify(describeError(err, t('admin.userDeleteFailed')), 'error', 8000),
      onSettled: () => setDeleting(null),
    })
  }

  const canDelete = (u: User) => u.isActive && u.id !== me
  return (
    <AdminListPage
      title={t('admin.manageUsers')}
      count={(d) => t('admin.userCount', { n: d.meta.total })}
      search={search}
      go={(change) => void navigate({ search: change })}
      filter={{ key: 'role', label: t('admin.filterByRole'), options: USER_FILTERS, labelOf: roleLabel, value: role }}
      searchBox={{ label: t('admin.searchUsers'), placeholder: t('admin.searchUsersHint') }}
      tools={<CsvButton list="users" filters={userFilterQuery(role, 1, search)} />}
      query={list}
      rows={(d) => d.users}
      totalPages={(d) => d.meta.totalPages}
      status={{
        loading: t('admin.loadingUsers'),
        failed: t('admin.usersLoadFailed'),
        empty: t('admin.noUsers'),
        emptyHint: t('admin.noAccountHasThisRole'),
      }}
      table={{
        columns: columns(me),
        rowLabel: fullName,
        defaultSort: 'createdAt',
        actions: (u) => (
          <>
            <button
              type="button"
              className={rowButton()}
              onClick={() => setEditing(u)}
              aria-label={t('admin.editName', { name: fullName(u) })}
            >
              {t('admin.edit')}
            </button>
            {canDelete(u) && (
              <button
                type="button"
                className={`${rowButton()} text-red-800`}
                onClick={() => setDeleting(u)}
                aria-label={t('admin.deleteNameLabel', { name: fullName(u) })}
              >
                {t('admin.delete')}
              </button>
            )}
          </>
        ),
      }}
      card={(u) => (
        <AdminUserCard user={u} isSelf={u.id === me} onEdit={() => setEditing(u)} onDelete={() => setDeleting(u)} />
      )}
      cardGrid="grid gap-4 sm:grid-cols-2"
    >
      {editing && <EditUserDialog key={editing.id} user={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={deleting ? t('admin.deleteName', { name: fullName(deleting) }) : ''}
        text={t('admin.thisActionCannotBeUndone')}
        confirm={t('admin.deleteUser')}
        cancel={t('admin.cancel')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </AdminListPage>
  )
}
