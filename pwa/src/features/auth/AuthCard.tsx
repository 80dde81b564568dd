import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Alert } from '../../components/ui/Alert.tsx'
import { PawIcon } from '../../components/ui/PawIcon.tsx'

export function AuthCard({
  title,
  subtitle,
  children,
  wide = false,
}: {
  title: string
  subtitle?: ReactNode
  children: ReactNode
  wide?: boolean
}) {
  return (
    <div className={`mx-auto w-full px-4 py-8 sm:py-12 ${wide ? 'max-w-3xl' : 'max-w-md'}`}>
      <div className="card p-5 sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-3 grid h-12 w-12 place-items-center rounded-2xl bg-brand-700 text-white">
            <PawIcon className="h-8 w-8" />
          </span>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {subtitle && <p className="mt-2 text-slate-700">{subtitle}</p>}
        </div>
        {children}
      </div>
    </div>
  )
}

/** What an auth form turns into once the server has done it: its message and the way to sign in. */
export function AuthDone({ message, login }: { message: string; login: string }) {
  return (
    <div className="grid gap-4">
      <Alert tone="success">{message}</Alert>
      <Link to="/login" className="btn-primary w-full">
        {login}
      </Link>
    </div>
  )
}
