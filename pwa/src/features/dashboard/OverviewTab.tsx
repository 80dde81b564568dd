import { type AdoptionStatus, formatDate, type RescueStatus, enumLabel } from '@paws/contracts'
import type { Adoption } from '@paws/contracts/schemas/adoptions'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { Link } from '@tanstack/react-router'
import { AdoptionStatusBadge } from '../../components/adoption/AdoptionBadge.tsx'
import { StatusBadge } from '../../components/rescue/RescueBadges.tsx'
import { type ActivityItem, recentActivity } from './tabs.ts'
import { t } from '../../i18n/index.ts'

const applicationItem = (a: Adoption, title: string): ActivityItem => ({
  key: `adoption-${a.id}`,
  title,
  status: a.status,
  date: a.createdAt,
  link: { to: '/adoption/$id', id: a.id },
})

/** Recent Activity (the 5 newest of rescues, my applications and received ones) and Quick Actions by role. */
export function OverviewTab({
  isNgo,
  rescues,
  mine,
  received,
  onManageRescues,
}: {
  isNgo: boolean
  rescues: Rescue[]
  mine: Adoption[]
  received: Adoption[]
  onManageRescues: () => void
}) {
  const items = recentActivity([
    rescues.map((r) => ({
      key: `rescue-${r.id}`,
      title: t('dashboard.activity.case', {
        id: r.id,
        animal: enumLabel(t, 'rescueAnimal', r.animalType),
        place: r.location.city || r.location.address,
      }),
      status: r.status,
      date: r.createdAt,
      link: { to: '/rescue/$id' as const, id: r.id },
    })),
    mine.map((a) => applicationItem(a, t('dashboard.activity.applied', { id: a.id, animal: a.animal.name }))),
    received.map((a) =>
      applicationItem(
        a,
        t('dashboard.activity.received', {
          id: a.id,
          name: `${a.adopter.firstName} ${a.adopter.lastName}`.trim(),
          animal: a.animal.name,
        }),
      ),
    ),
  ])
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="recent" className="card p-5 lg:col-span-2">
        <h2 id="recent" className="text-xl font-bold">
          {t('dashboard.recentActivity')}
        </h2>
        {items.length === 0 ? (
          <p className="mt-3 text-slate-700">{t('dashboard.nothingYetYourRescue')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {items.map((item) => (
              <li key={item.key} className="flex flex-wrap items-center gap-2 py-3">
                <Link
                  to={item.link.to}
                  params={{ id: String(item.link.id) }}
                  className="mr-auto font-medium text-brand-800 underline"
                >
                  {item.title}
                </Link>
                {item.link.to === '/rescue/$id' ? (
                  <StatusBadge status={item.status as RescueStatus} />
                ) : (
                  <AdoptionStatusBadge status={item.status as AdoptionStatus} />
                )}
                <span className="text-sm text-slate-600">{formatDate(item.date)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="quick" className="card grid content-start gap-2 p-5">
        <h2 id="quick" className="text-xl font-bold">
          {t('dashboard.quickActions')}
        </h2>
        {!isNgo && (
          <Link to="/rescue/form" className="btn-danger">
            {t('dashboard.reportRescueCase')}
          </Link>
        )}
        <Link to="/adoption" className="btn-secondary">
          {t('dashboard.browseAdoptions')}
        </Link>
        <Link to="/add-animal" className="btn-secondary">
          {t('dashboard.listYourPet')}
        </Link>
        {isNgo && (
          <button type="button" className="btn-primary" onClick={onManageRescues}>
            {t('dashboard.manageRescues')}
          </button>
        )}
      </section>
    </div>
  )
}
