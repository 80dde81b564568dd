import { t } from '../../i18n/index.ts'

/** Covers the form while a save or upload runs; long actions show their progress. */
export function SavingOverlay({ label, progress }: { label: string; progress: number | null }) {
  const pct = progress === null ? null : Math.round(progress * 100)
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-slate-900/60 p-4">
      <div role="status" aria-live="polite" className="w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-2xl">
        <div
          className="mx-auto h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
          aria-hidden="true"
        />
        <p className="mt-4 text-lg font-semibold">{label}</p>
        {pct !== null && (
          <div className="mt-3">
            <div
              className="h-3 overflow-hidden rounded-full bg-slate-200"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={pct}
              aria-label={t('ui.uploadProgress')}
            >
              <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${pct}%` }} />
            </div>
            <p className="mt-1 text-sm text-slate-700">{pct}%</p>
          </div>
        )}
        <p className="mt-3 text-slate-700">{t('text.longSave')}</p>
      </div>
    </div>
  )
}
