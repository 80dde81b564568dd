import { formatDate, formatDateTime } from '@paws/contracts'
import type { User } from '@paws/contracts/schemas/users'
import { Tag } from '../../components/rescue/RescueBadges.tsx'
import { t } from '../../i18n/index.ts'

/**
 * A user on the admin users page: role, state, name, e-mail, dates; Edit, and Delete as a
 * secondary action that is never offered on the admin's own account.
 */
export function AdminUserCard({
  user,
  isSelf,
  onEdit,
  onDelete,
}: {
  user: User
  isSelf: boolean
  onEdit: () => void
  onDelete: () => void
}) {
  const name = `${user.firstName} ${user.lastName}`.trim()
  return (
    <article className="card grid gap-3 p-4" aria-labelledby={`user-${user.id}`}>
      <div className="flex flex-wrap gap-2">
        <Tag tone="sky">{user.role.toUpperCase()}</Tag>
        <Tag tone={user.isActive ? 'green' : 'red'}>{user.isActive ? t('admin.active') : t('admin.inactive')}</Tag>
        <Tag tone={user.emailVerified ? 'green' : 'amber'}>
          {user.emailVerified ? t('admin.eMailConfirmed') : t('admin.eMailNotConfirmed')}
        </Tag>
        {isSelf && <Tag tone="slate">{t('admin.you')}</Tag>}
      </div>
      <div>
        <h3 id={`user-${user.id}`} className="text-lg font-bold">
          {name || t('admin.unnamedUser')}
        </h3>
        <p className="break-all text-slate-700">{user.email}</p>
      </div>
      <dl className="grid gap-1 text-sm text-slate-600">
        <div className="flex gap-1">
          <dt>{t('admin.joined')}</dt>
          <dd>{formatDate(user.createdAt)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('admin.lastLogin')}</dt>
          <dd>{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t('admin.never')}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          onClick={onEdit}
          aria-label={t('admin.editName', { name: name || user.email })}
        >
          {t('admin.edit')}
        </button>
        {user.isActive && !isSelf && (
          <button
            type="button"
            className="btn-secondary text-red-800"
            onClick={onDelete}
            aria-label={t('admin.deleteNameLabel', { name: name || user.email })}
          >
            {t('admin.delete')}
          </button>
        )}
      </div>
    </article>
  )
}
