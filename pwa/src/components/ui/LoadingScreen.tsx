import { t } from '../../i18n/index.ts'
import { PawIcon } from './PawIcon.tsx'

/** Shown while the session is checked, and as the fallback of slow pages. */
export function LoadingScreen({ text = t('ui.loading'), full = true }: { text?: string; full?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center justify-center gap-4 px-4 text-slate-700 ${full ? 'min-h-dvh' : 'py-20'}`}
    >
      <span className="grid h-16 w-16 animate-pulse place-items-center rounded-2xl bg-brand-700 text-white motion-reduce:animate-none">
        <PawIcon className="h-10 w-10" />
      </span>
      <p className="text-lg font-medium">{text}</p>
    </div>
  )
}
