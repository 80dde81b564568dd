import { Link } from '@tanstack/react-router'
import { ShieldAlert } from 'lucide-react'

export function AccessDenied({ required, actual }: { required: readonly string[]; actual: string }) {
  return (
    <div className="page-narrow text-center">
      <ShieldAlert className="mx-auto h-14 w-14 text-red-700" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">Access Denied</h1>
      <p className="mt-2 text-lg text-slate-700">You don't have permission to access this page.</p>
      <p className="mt-2 text-slate-600">
        Required role: {required.join(' or ')} | Your role: {actual}
      </p>
      <Link to="/" className="btn-primary mt-6">
        Go to Home
      </Link>
    </div>
  )
}
