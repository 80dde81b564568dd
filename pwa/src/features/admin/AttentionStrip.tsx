// The admin dashboard's "needs attention" strip: cases with no response, possible duplicates,
// critical cases nobody holds and reports held for review, each a count linking to the rescues
// list with that filter.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { adminAttentionQuery } from '../../api/admin-settings.ts'
import { t } from '../../i18n/index.ts'

export function AttentionStrip() {
  const counts = useQuery(adminAttentionQuery())
  const c = counts.data
  const items = [
    { label: t('admin.noResponse'), n: c?.noResponse, search: { flag: 'escalated' as const } },
    { label: t('admin.possibleDuplicates'), n: c?.duplicates, search: { flag: 'duplicates' as const } },
    {
      label: t('attention.criticalNobody'),
      n: c?.criticalUnheld,
      search: { flag: 'unheld' as const, urgency: 'critical' as const },
    },
    { label: t('admin.heldForReview'), n: c?.heldForReview, search: { flag: 'triage' as const } },
  ]
  return (
    <section aria-labelledby="needs-attention" className="grid gap-3">
      <h2 id="needs-attention" className="text-xl font-bold">
        {t('admin.needsAttention')}
      </h2>
      {counts.isError ? (
        <p className="text-red-800">{t('attention.failed')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item) => (
            <li key={item.label}>
              <Link
                to="/admin/rescues"
                search={item.search}
                className={`card flex items-center justify-between gap-3 p-4 font-semibold hover:ring-2 hover:ring-brand-300 ${
                  item.n ? 'text-red-800' : 'text-slate-800'
                }`}
              >
                <span>{item.label}</span>{' '}
                <span className="text-2xl" aria-live="polite">
                  {item.n ?? '…'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
