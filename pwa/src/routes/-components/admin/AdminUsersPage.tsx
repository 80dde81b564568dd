// /admin/users (spec part 2 section 2): every account, filtered by role, 100 a page, newest
// first; edit, and delete (the API deactivates the account and keeps its records).
import type { Role } from '@paws/contracts'
import type { User } from '@paws/contracts/schemas/users'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useDeleteUser, userListQuery } from '../../../api/admin.ts'
import { describeError } from '../../../api/errors.ts'
import { ConfirmDialog } from '../../../components/rescue/ConfirmDialog.tsx'
import { Alert } from '../../../components/ui/Alert.tsx'
import { LoadingScreen } from '../../../components/ui/LoadingScreen.tsx'
import { notify } from '../../../lib/toast.ts'
import { AdminFilterBar } from './AdminFilterBar.tsx'
import { AdminPageHeading } from './AdminPageHeading.tsx'
import { AdminPagination } from './AdminPagination.tsx'
import { AdminUserCard } from './AdminUserCard.tsx'
import { EditUserDialog } from './EditUserDialog.tsx'
import { roleLabel, USER_FILTERS } from './user-form.ts'

export const ADMIN_USERS_PAGE_SIZE = 100
const fullName = (u: User) => `${u.firstName} ${u.lastName}`.trim() || u.email

export function AdminUsersPage({ role, page, onChange }: { role?: Role; page: number; onChange: (next: { role?: Role; page?: number }) => void }) {
  const list = useQuery({
    ...userListQuery({ role, page, limit: ADMIN_USERS_PAGE_SIZE, sortBy: 'createdAt', sortOrder: 'DESC' }),
    placeholderData: keepPreviousData,
  })
  const remove = useDeleteUser()
  const [editing, setEditing] = useState<User | null>(null)
  const [deleting, setDeleting] = useState<User | null>(null)
  const total = list.data?.pagination.total

  function confirmDelete(user: User) {
    remove.mutate(user.id, {
      onSuccess: () => notify(`${fullName(user)} has been deleted and can no longer sign in.`, 'success'),
      onError: (err) => notify(describeError(err, 'Failed to delete user. Please try again.'), 'error', 8000),
      onSettled: () => setDeleting(null),
    })
  }

  return (
    <div className="page grid gap-5">
      <AdminPageHeading title="Manage Users">
        {total !== undefined && <p aria-live="polite">{total === 1 ? '1 user' : `${total} users`}</p>}
      </AdminPageHeading>
      <AdminFilterBar label="Filter by role" options={USER_FILTERS} labelOf={roleLabel} value={role ?? 'all'} onSelect={(next) => onChange({ role: next === 'all' ? undefined : next })} />
      {list.isPending ? (
        <LoadingScreen full={false} text="Loading users..." />
      ) : list.isError ? (
        <Alert tone="error">
          Failed to load users{' '}
          <button type="button" className="font-semibold underline" onClick={() => void list.refetch()}>
            Retry
          </button>
        </Alert>
      ) : list.data.data.length === 0 ? (
        <div className="card p-8 text-center">
          <h2 className="text-xl font-bold">No users found</h2>
          <p className="mt-2 text-slate-700">No account has this role.</p>
        </div>
      ) : (
        <div className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={list.isPlaceholderData}>
          {list.data.data.map((u) => (
            <AdminUserCard key={u.id} user={u} onEdit={() => setEditing(u)} onDelete={() => setDeleting(u)} />
          ))}
        </div>
      )}
      {list.data && <AdminPagination page={page} totalPages={list.data.pagination.totalPages} onPage={(p) => onChange({ role, page: p })} />}

      {editing && <EditUserDialog key={editing.id} user={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={deleting ? `Delete ${fullName(deleting)}?` : ''}
        text="This action cannot be undone."
        confirm="Delete User"
        cancel="Cancel"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </div>
  )
}
