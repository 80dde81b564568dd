import { t } from '../../i18n/index.ts'
/** The product's paw, the same drawing as the app icon. */
export function PawIcon({ className = 'h-6 w-6' }: { className?: string }) {
  return (
    <svg viewBox="0 0 512 512" className={className} aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M256 246c54 0 104 50 114 100 10 50-30 72-70 62-25-6-63-6-88 0-40 10-80-12-70-62 10-50 60-100 114-100z" />
      <ellipse cx="160" cy="220" rx="33" ry="45" transform="rotate(-24 160 220)" />
      <ellipse cx="219" cy="152" rx="34" ry="47" transform="rotate(-8 219 152)" />
      <ellipse cx="293" cy="152" rx="34" ry="47" transform="rotate(8 293 152)" />
      <ellipse cx="352" cy="220" rx="33" ry="45" transform="rotate(24 352 220)" />
    </svg>
  )
}

/** `compact`: the paw only; 'narrow': the paw only on a phone's width (room for the duty control). */
export function Logo({ compact = false }: { compact?: boolean | 'narrow' }) {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold text-brand-800">
      <span className="grid h-9 w-9 place-items-center rounded-xl bg-brand-700 text-white">
        <PawIcon className="h-6 w-6" />
      </span>
      {compact !== true && (
        <span data-logo-name="" className={compact === 'narrow' ? 'hidden sm:inline' : undefined}>
          {t('ui.mumbaiPaws')}
        </span>
      )}
    </span>
  )
}
