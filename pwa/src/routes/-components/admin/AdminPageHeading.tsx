import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'

/** Title of an admin page, with the way back to the admin dashboard. */
export function AdminPageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="grid gap-2">
      <Link to="/admin" className="inline-flex w-fit items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Admin Dashboard
      </Link>
      <h1 className="text-3xl font-bold">{title}</h1>
      {children && <div className="text-slate-700">{children}</div>}
    </header>
  )
}
