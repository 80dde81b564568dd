import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { t } from '../../i18n/index.ts'

export interface QuickAction {
  label: string
  to: LinkProps['to']
  icon: ReactNode
}

/** Big links to the pages the viewer may use (nothing they would be turned away from). */
export function QuickActions({ actions }: { actions: QuickAction[] }) {
  return (
    <section aria-labelledby="quick-actions" className="grid gap-3">
      <h2 id="quick-actions" className="text-xl font-bold">
        {t('admin.quickActions')}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {actions.map((a) => (
          <Link
            key={a.label}
            to={a.to}
            className="card flex min-h-20 flex-col items-center justify-center gap-2 p-3 text-center font-semibold text-brand-800 hover:ring-2 hover:ring-brand-300"
          >
            {a.icon}
            {a.label}
          </Link>
        ))}
      </div>
    </section>
  )
}
