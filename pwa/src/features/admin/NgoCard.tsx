import { formatDate, type NgoService, enumLabel } from '@paws/contracts'
import type { Ngo } from '@paws/contracts/schemas/ngos'
import { Globe, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { Tag } from '../../components/rescue/RescueBadges.tsx'
import { NgoFiguresLine } from './NgoFiguresLine.tsx'
import { t } from '../../i18n/index.ts'

const serviceLabel = (s: string) => enumLabel(t, 'service', s as NgoService) ?? s

export function VerifiedTag({ ngo }: { ngo: Ngo }) {
  if (ngo.approvalStatus === 'pending') return <Tag tone="amber">{t('admin.pendingApproval')}</Tag>
  if (ngo.approvalStatus === 'rejected') return <Tag tone="red">{t('admin.rejected')}</Tag>
  return ngo.isVerified ? (
    <Tag tone="green">{t('admin.approved')}</Tag>
  ) : (
    <Tag tone="amber">{t('admin.notApproved')}</Tag>
  )
}

export function ngoPlace(location: Ngo['location']): string {
  return [location.address, location.city, location.state, location.zipCode]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(', ')
}

/** An NGO in the admin list: approval, active, services, who runs it; actions below. */
export function NgoCard({ ngo, children }: { ngo: Ngo; children: ReactNode }) {
  const { email, phone, website } = ngo.contactInfo
  const manager = ngo.user ? `${ngo.user.firstName} ${ngo.user.lastName}`.trim() : null
  const place = ngoPlace(ngo.location)
  return (
    <article className="card grid gap-3 p-4" aria-labelledby={`ngo-${ngo.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <VerifiedTag ngo={ngo} />
        {ngo.isActive ? <Tag tone="sky">{t('admin.active2')}</Tag> : <Tag tone="slate">{t('admin.inactive2')}</Tag>}
      </div>
      <h2 id={`ngo-${ngo.id}`} className="text-xl font-bold">
        {ngo.name}
      </h2>
      {ngo.servicesOffered.length > 0 && (
        <ul aria-label={t('admin.services')} className="flex flex-wrap gap-1.5">
          {ngo.servicesOffered.map((s) => (
            <li key={s} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-800">
              {serviceLabel(s)}
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-1 text-slate-700">
        {place && (
          <p className="flex items-start gap-2">
            <MapPin className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            {place}
          </p>
        )}
        {email && (
          <p className="flex items-center gap-2 break-all">
            <Mail className="h-5 w-5 shrink-0" aria-hidden="true" />
            {email}
          </p>
        )}
        {phone && (
          <p className="flex items-center gap-2">
            <Phone className="h-5 w-5 shrink-0" aria-hidden="true" />
            {phone}
          </p>
        )}
        {website && (
          <p className="flex items-center gap-2 break-all">
            <Globe className="h-5 w-5 shrink-0" aria-hidden="true" />
            {website}
          </p>
        )}
      </div>
      {ngo.approvalStatus === 'approved' && <NgoFiguresLine ngoId={ngo.id} />}
      {ngo.description && <p className="line-clamp-3 text-slate-800">{ngo.description}</p>}
      {ngo.approvalStatus === 'rejected' && ngo.rejectionReason && (
        <p className="text-slate-700">
          <span className="font-semibold">{t('admin.rejectionReason2')}</span> {ngo.rejectionReason}
        </p>
      )}
      <p className="text-sm text-slate-600">
        {t('admin.registered', { date: formatDate(ngo.createdAt) })}
        {manager
          ? ` · ${t('admin.managedBy', { manager: ngo.user?.email ? `${manager} (${ngo.user.email})` : manager })}`
          : ` · ${t('admin.noManager')}`}
      </p>
      <div className="flex flex-wrap gap-2">{children}</div>
    </article>
  )
}
