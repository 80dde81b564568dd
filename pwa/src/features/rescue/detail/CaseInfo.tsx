// The case as the viewer may see it: photos, what and where, condition, and the request
// details (requester contact, NGO, notes and decline reason only when the server sent them).
import {
  BLEEDING_LABELS,
  BREATHING_LABELS,
  CONSCIOUSNESS_LABELS,
  formatDateTime,
  INJURY_LABELS,
  MOBILITY_LABELS,
  RESCUE_ANIMAL_TYPE_LABELS,
} from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import type { ReactNode } from 'react'
import { PetImage } from '../../../components/animals/PetImage.tsx'
import { photoUrl } from '../../../components/animals/PetImage.tsx'
import { Section } from '../../../components/ui/Section.tsx'

export { Section }

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
    <Section title="Photos">
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
                alt={`Photo ${i + 1} of case #${rescue.id}`}
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
      <Section title="Animal and Location">
        <dl className="grid gap-2">
          <Row label="Animal type">{RESCUE_ANIMAL_TYPE_LABELS[rescue.animalType]}</Row>
          <Row label="Address">{l.address}</Row>
          <Row label="City">{l.city}</Row>
          <Row label="State">{l.state}</Row>
          <Row label="Pincode">{l.pincode}</Row>
          <Row label="Landmarks">{l.landmarks}</Row>
          {fix && (
            <Row label="GPS">
              <a
                className="text-brand-800 underline"
                href={`https://www.openstreetmap.org/?mlat=${l.lat}&mlon=${l.lng}#map=18/${l.lat}/${l.lng}`}
                target="_blank"
                rel="noreferrer"
              >
                {fix.lat.toFixed(5)}, {fix.lng.toFixed(5)}
              </a>
              {l.accuracy !== null && ` (within about ${Math.round(l.accuracy)} m)`}
            </Row>
          )}
        </dl>
      </Section>
      <Section title="Description">
        <p className="whitespace-pre-line text-slate-900">{rescue.description}</p>
        <dl className="grid gap-2">
          <Row label="Injuries">{c.injuries && INJURY_LABELS[c.injuries]}</Row>
          <Row label="Mobility">{c.mobility && MOBILITY_LABELS[c.mobility]}</Row>
          <Row label="Consciousness">{c.consciousness && CONSCIOUSNESS_LABELS[c.consciousness]}</Row>
          <Row label="Bleeding">{c.bleeding && BLEEDING_LABELS[c.bleeding]}</Row>
          <Row label="Breathing">{c.breathing && BREATHING_LABELS[c.breathing]}</Row>
          <Row label="Additional information">{rescue.additionalInfo}</Row>
        </dl>
      </Section>
    </>
  )
}

export function RequestDetails({ rescue }: { rescue: Rescue }) {
  const r = rescue.requester
  const volunteer = rescue.assignedVolunteer
  return (
    <Section title="Request Details">
      <dl className="grid gap-2">
        <Row label="Submitted">{formatDateTime(rescue.createdAt)}</Row>
        {r && <Row label="Reported by">{`${r.firstName} ${r.lastName}`.trim()}</Row>}
        {r && (
          <Row label="Email">
            <a href={`mailto:${r.email}`} className="text-brand-800 underline">
              {r.email}
            </a>
          </Row>
        )}
        {r?.phone && (
          <Row label="Phone">
            <a href={`tel:${r.phone}`} className="text-brand-800 underline">
              {r.phone}
            </a>
          </Row>
        )}
        <Row label="Reporter can stay">{rescue.contact.canStay ? 'Yes' : 'No'}</Row>
        <Row label="Reporter can transport">{rescue.contact.canTransport ? 'Yes' : 'No'}</Row>
        <Row label="Assigned NGO">{rescue.ngo?.name ?? 'Not assigned yet'}</Row>
        {volunteer && <Row label="Volunteer">{`${volunteer.firstName} ${volunteer.lastName}`.trim()}</Row>}
        {rescue.rescuedAnimalId !== null && <Row label="Rescued animal">#{rescue.rescuedAnimalId}</Row>}
        <Row label="Admin notes">{rescue.notes}</Row>
        <Row label="Decline reason">{rescue.declineReason}</Row>
      </dl>
    </Section>
  )
}
