import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { displayIntlLocale } from '@paws/contracts'
import { t } from '../../i18n/index.ts'

/** When the legal texts last changed (shown as month and year in the reader's language). */
export const LEGAL_UPDATED = '2025-01-01'

const formatMonth = (iso: string) =>
  new Intl.DateTimeFormat(displayIntlLocale(), { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    new Date(`${iso}T00:00:00+05:30`),
  )

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Link to="/" className="inline-flex items-center gap-2 font-medium text-brand-800 underline underline-offset-4">
        <ArrowLeft className="h-5 w-5" aria-hidden="true" /> {t('legal.backToHome')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">{t('legal.lastUpdated', { date: formatMonth(LEGAL_UPDATED) })}</p>
      <div className="mt-6 grid gap-6 text-lg leading-relaxed text-slate-800 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </article>
  )
}
