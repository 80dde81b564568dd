// /admin/users (spec part 2 section 2): every account, filtered by role, 100 a page, newest
// first; edit, and delete (the API deactivates the account and keeps its records).
import type { User } from '@paws/contracts/schemas/users'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useDeleteUser, userListQuery } from '../../api/admin.ts'
import { describeError } from '../../api/errors.ts'
import { ConfirmDialog } from '../../components/rescue/ConfirmDialog.tsx'
import { notify } from '../../lib/toast.ts'
import { userFilterQuery, type AdminListProps } from './admin-search.ts'
import { USER_FILTERS, type UserFilter } from '../../lib/list-search.ts'
import { AdminFilterBar } from './AdminFilterBar.tsx'
import { CsvButton } from './CsvButton.tsx'
import { useSession } from '../../session/SessionProvider.tsx'
import { AdminListStatus } from './AdminListStatus.tsx'
import { AdminPageHeading, countOf } from './AdminPageHeading.tsx'
import { AdminPagination } from './AdminPagination.tsx'
import { AdminUserCard } from './AdminUserCard.tsx'
import { EditUserDialog } from './EditUserDialog.tsx'
import { roleLabel } from './user-form.ts'
import { t } from '../../i18n/index.ts'

const fullName = (u: User) => `${u.firstName} ${u.lastName}`.trim() || u.email

export function AdminUsersPage({ filter: role, page, onFilter, onPage }: AdminListProps<UserFilter>) {
  const me = useSession().user?.id
  const filters = userFilterQuery(role, page)
  const list = useQuery({ ...userListQuery(filters), placeholderData: keepPreviousData })
  const remove = useDeleteUser()
  const [editing, setEditing] = useState<User | null>(null)
  const [deleting, setDeleting] = useState<User | null>(null)

  function confirmDelete(user: User) {
    remove.mutate(user.id, {
      onSuccess: () => notify(`${fullName(user)} has been deleted and can no longer sign in.`, 'success'),
      onError: (err) => notify(describeError(err, 'Failed to delete user. Please try again.'), 'error', 8000),
      onSettled: () => setDeleting(null),
    })
  }

  return (
    <div className="page grid gap-5">
      <AdminPageHeading title={t('admin.manageUsers')} count={countOf(list.data?.pagination.total, 'user', 'users')} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AdminFilterBar
          label={t('admin.filterByRole')}
          options={USER_FILTERS}
          labelOf={roleLabel}
          value={role ?? 'all'}
          onSelect={onFilter}
        />
        <CsvButton list="users" filters={filters} />
      </div>
      <AdminListStatus
        query={list}
        loading="Loading users..."
        failed="Failed to load users"
        empty="No users found"
        emptyHint="No account has this role."
        isEmpty={(d) => d.data.length === 0}
      >
        {(data) => (
          <>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
            <AdminPagination page={page} totalPages={data.pagination.totalPages} onPage={onPage} />
          </>
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
