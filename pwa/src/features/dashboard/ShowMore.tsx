import { t } from '../../i18n/index.ts'
/** "Showing n of total" and a button for the next page of a dashboard list. */
export function ShowMore({
  shown,
  total,
  busy,
  onMore,
}: {
  shown: number
  total: number
  busy: boolean
  onMore: () => void
}) {
  if (total <= shown) return null
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <p className="text-slate-700">{t('dashboard.showingOf', { shown, total })}</p>
      <button type="button" className="btn-secondary" disabled={busy} onClick={onMore}>
        {busy ? t('dashboard.loading') : t('dashboard.showMore')}
      </button>
    </div>
  )
}
