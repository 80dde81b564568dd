// /admin/users (spec part 2 section 2): every account, filtered by role, searched by
// name or e-mail, sorted by any dated or named column, 100 a page, newest first; edit, and
// delete (the API deactivates the account and keeps its records). A table on a desk, cards on
// a phone; the admin's own account is never offered Delete.
import { formatDate, formatDateTime } from '@paws/contracts'
import type { User } from '@paws/contracts/schemas/users'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { useDeleteUser } from '../../api/admin.ts'
import { describeError } from '../../api/errors.ts'
import { ConfirmDialog } from '../../components/rescue/ConfirmDialog.tsx'
import { Tag } from '../../components/rescue/RescueBadges.tsx'
import { t } from '../../i18n/index.ts'
import { filterSearch, pageSearch, sortSearch, USER_FILTERS, wordsSearch } from '../../lib/list-search.ts'
import type { UserSortField } from '../../lib/list-search.ts'
import { notify } from '../../lib/toast.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { usersListOf } from './admin-loaders.ts'
import { userFilterQuery } from './admin-search.ts'
import { AdminFilterBar } from './AdminFilterBar.tsx'
import { AdminListStatus } from './AdminListStatus.tsx'
import { AdminPageHeading } from './AdminPageHeading.tsx'
import { AdminUserCard } from './AdminUserCard.tsx'
import { CsvButton } from './CsvButton.tsx'
import { type Column, DataTable, rowButton, AdminRecords } from './DataTable.tsx'
import { EditUserDialog } from './EditUserDialog.tsx'
import { SearchBox } from './SearchBox.tsx'
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
  const { role, page = 1 } = search
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
    <div className="page page-wide grid gap-5">
      <AdminPageHeading
        title={t('admin.manageUsers')}
        count={list.data && t('admin.userCount', { n: list.data.pagination.total })}
      />
      <AdminFilterBar
        label={t('admin.filterByRole')}
        options={USER_FILTERS}
        labelOf={roleLabel}
        value={role ?? 'all'}
        onSelect={(f) => void navigate({ search: filterSearch('role', f) })}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBox
          key={search.q ?? ''}
          label={t('admin.searchUsers')}
          placeholder={t('admin.searchUsersHint')}
          value={search.q}
          onSearch={(q) => void navigate({ search: wordsSearch(q) })}
        />
        <CsvButton list="users" filters={userFilterQuery(role, 1, search)} />
      </div>
      <AdminListStatus
        query={list}
        loading={t('admin.loadingUsers')}
        failed={t('admin.usersLoadFailed')}
        empty={t('admin.noUsers')}
        emptyHint={search.q ? t('admin.nothingMatchesWords') : t('admin.noAccountHasThisRole')}
        isEmpty={(d) => d.data.length === 0}
      >
        {(data) => (
          <AdminRecords
            table={
              <DataTable
                caption={t('admin.manageUsers')}
                rows={data.data}
                rowKey={(u) => u.id}
                rowLabel={fullName}
                columns={columns(me)}
                sort={{ sort: search.sort ?? 'createdAt', dir: search.dir ?? 'desc' }}
                onSort={({ sort, dir }) => void navigate({ search: sortSearch(sort, dir) })}
                actions={(u) => (
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
                )}
              />
            }
            cards={
              <div className="grid gap-4 sm:grid-cols-2">
                {data.data.map((u) => (
                  <AdminUserCard
                    key={u.id}
                    user={u}
                    isSelf={u.id === me}
                    onEdit={() => setEditing(u)}
                    onDelete={() => setDeleting(u)}
                  />
                ))}
              </div>
            }
            page={page}
            totalPages={data.pagination.totalPages}
            onPage={(p) => void navigate({ search: pageSearch(p) })}
          />
        )}
      </AdminListStatus>

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
    </div>
  )
}
