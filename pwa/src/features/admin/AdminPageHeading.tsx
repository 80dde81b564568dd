import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { t } from '../../i18n/index.ts'

/** Title of an admin page, with the way back to the admin dashboard and the list's size. */
export function AdminPageHeading({
  title,
  description,
  count,
}: {
  title: string
  description?: string
  count?: string
}) {
  return (
    <header className="grid gap-2">
      <Link
        to="/admin"
        className="inline-flex w-fit items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('admin.adminDashboard')}
      </Link>
      <h1 className="text-3xl font-bold">{title}</h1>
      {description && <p className="text-lg text-slate-700">{description}</p>}
      {count !== undefined && (
        <p className="text-slate-700" aria-live="polite">
          {count}
        </p>
      )}
    </header>
  )
}
