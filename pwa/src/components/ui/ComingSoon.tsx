import { Link } from '@tanstack/react-router'
import { Construction } from 'lucide-react'
import type { ReactNode } from 'react'

/** Placeholder for pages another piece of work fills in; the heading and guard are final. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {children}
      <div className="card mt-6 flex flex-col items-center gap-3 p-8 text-center">
        <Construction className="h-10 w-10 text-amber-600" aria-hidden="true" />
        <p className="text-lg font-semibold">Coming soon</p>
        <p className="max-w-md text-slate-700">This part of Mumbai Paws is being built. Please check back shortly.</p>
        <Link to="/" className="btn-secondary mt-2">
          Back to Home
        </Link>
      </div>
    </div>
  )
}
