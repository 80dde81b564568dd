// The case as the viewer may see it: photos, what and where, condition, and the request
// details (requester contact, NGO, notes and decline reason only when the server sent them).
import { enumLabel, formatDateTime, formatDistance } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { lazy, type ReactNode, Suspense } from 'react'
import { PetImage } from '../../../components/animals/PetImage.tsx'
import { photoUrl } from '../../../components/animals/PetImage.tsx'
import { Section } from '../../../components/ui/Section.tsx'
import { t } from '../../../i18n/index.ts'
import { mapsUrl } from '../../../components/field/directions.ts'

export { Section }

const PlaceMap = lazy(() => import('./PlaceMap.tsx'))

function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  )
}

export function CasePhotos({ rescue }: { rescue: Rescue }) {
  if (rescue.images.length === 0) return null
  return (
    <Section title={t('case.photos')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {rescue.images.map((url, i) => (
          <li key={url}>
            <a
              href={photoUrl(url)}
              target="_blank"
              rel="noreferrer"
              className="block overflow-hidden rounded-xl bg-slate-200"
            >
              <PetImage
                src={url}
                thumb
                alt={t('case.photoOfCase', { n: i + 1, id: rescue.id })}
                className="aspect-[4/3] w-full object-cover"
                loading="lazy"
              />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function CaseDetails({ rescue }: { rescue: Rescue }) {
  const l = rescue.location
  const c = rescue.condition
  const fix = l.lat !== null && l.lng !== null ? { lat: l.lat, lng: l.lng } : null
  return (
    <>
      <Section title={t('case.animalAndLocation')}>
        <dl className="grid gap-2">
          <Row label={t('case.animalType')}>{enumLabel(t, 'rescueAnimal', rescue.animalType)}</Row>
          <Row label={t('case.address')}>{l.address}</Row>
          <Row label={t('case.city')}>{l.city}</Row>
          <Row label={t('case.state')}>{l.state}</Row>
          <Row label={t('case.pincode')}>{l.pincode}</Row>
          <Row label={t('case.landmarks')}>{l.landmarks}</Row>
          {fix && (
            <Row label={t('case.gps')}>
              <span className="grid gap-2">
                <Suspense fallback={null}>
                  <PlaceMap lat={fix.lat} lng={fix.lng} accuracy={l.accuracy} />
                </Suspense>
                <span>
                  <a
                    className="text-brand-800 underline"
                    href={mapsUrl(fix.lat, fix.lng)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t('case.openInMaps')}
                  </a>
                  {l.accuracy !== null && t('case.withinAbout', { distance: formatDistance(t, l.accuracy) })}
                </span>
              </span>
            </Row>
          )}
        </dl>
      </Section>
      <Section title={t('case.description')}>
        <p className="whitespace-pre-line text-slate-900">{rescue.description}</p>
        <dl className="grid gap-2">
          <Row label={t('case.injuries')}>{c.injuries && enumLabel(t, 'injury', c.injuries)}</Row>
          <Row label={t('case.mobility')}>{c.mobility && enumLabel(t, 'mobility', c.mobility)}</Row>
          <Row label={t('case.consciousness')}>{c.consciousness && enumLabel(t, 'consciousness', c.consciousness)}</Row>
          <Row label={t('case.bleeding')}>{c.bleeding && enumLabel(t, 'bleeding', c.bleeding)}</Row>
          <Row label={t('case.breathing')}>{c.breathing && enumLabel(t, 'breathing', c.breathing)}</Row>
          <Row label={t('case.additionalInformation')}>{rescue.additionalInfo}</Row>
        </dl>
      </Section>
    </>
  )
}

export function RequestDetails({ rescue }: { rescue: Rescue }) {
  const r = rescue.requester
  const volunteer = rescue.assignedVolunteer
  return (
    <Section title={t('case.requestDetails')}>
      <dl className="grid gap-2">
        <Row label={t('case.submitted')}>{formatDateTime(rescue.createdAt)}</Row>
        {r && <Row label={t('case.reportedBy')}>{`${r.firstName} ${r.lastName}`.trim()}</Row>}
        {r && (
          <Row label={t('case.email')}>
            <a href={`mailto:${r.email}`} className="text-brand-800 underline">
              {r.email}
            </a>
          </Row>
        )}
        {r?.phone && (
          <Row label={t('case.phone')}>
            <a href={`tel:${r.phone}`} className="text-brand-800 underline">
              {r.phone}
            </a>
          </Row>
        )}
        <Row label={t('case.reporterCanStay')}>{rescue.contact.canStay ? t('case.yes') : t('case.no')}</Row>
        <Row label={t('case.reporterCanTransport')}>{rescue.contact.canTransport ? t('case.yes') : t('case.no')}</Row>
        <Row label={t('case.assignedNgo')}>{rescue.ngo?.name ?? t('case.notAssignedYet')}</Row>
        {volunteer && <Row label={t('case.volunteer')}>{`${volunteer.firstName} ${volunteer.lastName}`.trim()}</Row>}
        {rescue.rescuedAnimalId !== null && <Row label={t('case.rescuedAnimal')}>#{rescue.rescuedAnimalId}</Row>}
        <Row label={t('case.adminNotes')}>{rescue.notes}</Row>
        <Row label={t('case.declineReason')}>{rescue.declineReason}</Row>
      </dl>
    </Section>
  )
}
