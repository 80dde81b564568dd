import { Link } from '@tanstack/react-router'
import { ShieldAlert } from 'lucide-react'
import { t } from '../../i18n/index.ts'

export function AccessDenied({ required, actual }: { required: readonly string[]; actual: string }) {
  return (
    <div className="page-narrow text-center">
      <ShieldAlert className="mx-auto h-14 w-14 text-red-700" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{t('ui.accessDenied')}</h1>
      <p className="mt-2 text-lg text-slate-700">{t('ui.youDonTHave')}</p>
      <p className="mt-2 text-slate-600">
        {t('ui.requiredRole')} {required.join(' or ')} {t('ui.yourRole', { actual })}
      </p>
      <Link to="/" className="btn-primary mt-6">
        {t('ui.goToHome')}
      </Link>
    </div>
  )
}
