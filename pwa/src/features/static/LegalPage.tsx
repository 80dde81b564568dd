import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'

export const LEGAL_UPDATED = 'January 2025'

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Link to="/" className="inline-flex items-center gap-2 font-medium text-brand-800 underline underline-offset-4">
        <ArrowLeft className="h-5 w-5" aria-hidden="true" /> Back to Home
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">Last updated: {LEGAL_UPDATED}</p>
      <div className="mt-6 grid gap-6 text-lg leading-relaxed text-slate-800 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </article>
  )
}
