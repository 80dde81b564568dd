import { CircleCheck, Info, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'

const TONES = {
  error: { box: 'border-red-300 bg-red-50 text-red-800', Icon: TriangleAlert },
  success: { box: 'border-green-300 bg-green-50 text-green-900', Icon: CircleCheck },
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-900', Icon: TriangleAlert },
  info: { box: 'border-sky-300 bg-sky-50 text-sky-900', Icon: Info },
} as const

/** A message box; errors are announced at once (role=alert), the rest politely. */
export function Alert({
  tone = 'error',
  title,
  children,
  className = '',
}: {
  tone?: keyof typeof TONES
  title?: string
  children?: ReactNode
  className?: string
}) {
  const { box, Icon } = TONES[tone]
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-xl border p-4 ${box} ${className}`}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 whitespace-pre-line">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
    </div>
  )
}
