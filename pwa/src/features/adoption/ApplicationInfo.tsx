// What an application holds, as its readers see it (applicant, animal owner, admin): the
// animal, the applicant and how to reach them, and the application itself.
import { ANIMAL_STATUS_LABELS, formatAge, formatDate, formatDateTime } from '@paws/contracts'
import {
  type AdoptionDetail,
  type ApplicationData,
  PLACEHOLDER_REFERENCE_NAME,
} from '@paws/contracts/schemas/adoptions'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PetImage } from '../../components/animals/PetImage.tsx'
import { Section } from '../../components/ui/Section.tsx'

const cap = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s)

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '')
  return (
    <dl className="grid gap-2">
      {shown.map(([label, value]) => (
        <div key={label} className="grid gap-0.5 sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="whitespace-pre-line break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function AnimalSection({ adoption }: { adoption: AdoptionDetail }) {
  const { animal, owner } = adoption
  return (
    <Section title="Animal">
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <PetImage
          src={animal.images[0]}
          thumb
          alt={animal.name}
          className="aspect-[4/3] w-full rounded-xl object-cover"
        />
        <div className="grid content-start gap-3">
          <h3 className="text-2xl font-bold">{animal.name}</h3>
          <Rows
            rows={[
              ['Species', cap(animal.species)],
              ['Breed', animal.breed],
              ['Age', formatAge(animal.age)],
              ['Gender', cap(animal.gender)],
              ['Listing status', ANIMAL_STATUS_LABELS[animal.status]],
              ['Listed by', `${owner.firstName} ${owner.lastName}`.trim()],
            ]}
          />
          <div>
            <Link to="/animals/$id" params={{ id: String(animal.id) }} className="btn-secondary">
              View Full Profile
            </Link>
          </div>
        </div>
      </div>
    </Section>
  )
}

export function ApplicantSection({ adoption }: { adoption: AdoptionDetail }) {
  const { adopter } = adoption
  return (
    <Section title="Applicant Information">
      <Rows
        rows={[
          ['Name', `${adopter.firstName} ${adopter.lastName}`.trim()],
          [
            'Email',
            <a key="email" href={`mailto:${adopter.email}`} className="text-brand-800 underline">
              {adopter.email}
            </a>,
          ],
          [
            'Phone',
            adopter.phone ? (
              <a key="phone" href={`tel:${adopter.phone}`} className="text-brand-800 underline">
                {adopter.phone}
              </a>
            ) : null,
          ],
        ]}
      />
    </Section>
  )
}

const answer = (value: boolean | string | undefined) => (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value)

/** The references given; the application dialog's stand-ins (PLACEHOLDER_APPLICATION) read as still to come. */
function references(data: ApplicationData): string | null {
  const given = data.references ?? []
  const real = given.filter((r) => r.name !== PLACEHOLDER_REFERENCE_NAME)
  if (given.length > 0 && real.length === 0) return 'To be provided during the review'
  const list = real.map((r) => [r.name, r.relationship, r.phone].filter((v) => v !== undefined && v !== '').join(', '))
  return list.length > 0 ? list.join('\n') : null
}

export function ApplicationSection({ adoption }: { adoption: AdoptionDetail }) {
  const data = adoption.applicationData
  return (
    <Section title="Application">
      <Rows
        rows={[
          ['Applied on', formatDate(adoption.appliedDate)],
          ['Message', adoption.notes],
          ['Why they want to adopt', adoption.reason],
          ['Living space', data.livingSpace ? cap(data.livingSpace) : null],
          ['Has a yard', answer(data.hasYard)],
          ['Has other pets', answer(data.hasPets)],
          ['Has children', answer(data.hasChildren)],
          ['Experience with pets', data.experience ? cap(data.experience) : null],
          ['Work schedule', data.workSchedule ? cap(data.workSchedule) : null],
          ['References', references(data)],
          ['Rejection reason', adoption.status === 'rejected' ? adoption.rejectionReason : null],
          ['Decided on', formatDateTime(adoption.processedAt)],
          ['Completed on', formatDateTime(adoption.completedAt)],
          ['Admin notes', adoption.adminNotes],
        ]}
      />
    </Section>
  )
}
