import type { ReactNode } from 'react'

/** A page that is only a message and its way out (sign in, restrictions, not found). */
export function MessagePage({
  title,
  text,
  icon,
  children,
}: {
  title: string
  text?: ReactNode
  icon?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="page-narrow text-center">
      {icon && <div className="mb-4 flex justify-center">{icon}</div>}
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {text && <p className="mt-3 text-lg text-slate-700">{text}</p>}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  )
}
