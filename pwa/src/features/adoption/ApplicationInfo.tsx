// What an application holds, as its readers see it (applicant, animal owner, admin): the
// animal, the applicant and how to reach them, and the application itself.
import {
  choiceAnswer,
  formatAge,
  formatDate,
  formatDateTime,
  LIVING_SPACE_LABELS,
  type LivingSpace,
  NOT_ANSWERED,
  NOT_ASKED,
  PET_EXPERIENCE_LABELS,
  type PetExperience,
  WORK_SCHEDULE_LABELS,
  type WorkSchedule,
  enumLabel,
} from '@paws/contracts'
import type { AdoptionDetail, StoredApplicationData } from '@paws/contracts/schemas/adoptions'
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
              ['Listing status', enumLabel('animalStatus', animal.status)],
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

/** A stored yes/no answer: a boolean, or the words of an application made before the choices. */
function yesNo(value: boolean | string | undefined): string {
  if (value === true) return 'Yes'
  if (value === false) return 'No'
  return value?.trim() ? value : NOT_ANSWERED
}

const choice = <K extends string>(labels: Record<K, string>, value: string | undefined) =>
  choiceAnswer(labels, value as K | undefined)

function references(data: StoredApplicationData): string {
  const list = (data.references ?? []).map((r) =>
    [r.name, r.relationship, r.phone].filter((v) => v !== undefined && v !== '').join(', '),
  )
  return list.length > 0 ? list.join('\n') : NOT_ANSWERED
}

/** The questions and what the applicant answered; "Not asked" for applications made before they were asked. */
function answers(adoption: AdoptionDetail): [string, string][] {
  const data = adoption.applicationData
  const asked = adoption.questionsAsked
  const rows: [string, string][] = [
    ['Message', adoption.notes?.trim() ? adoption.notes : NOT_ANSWERED],
    ['Living space', choice<LivingSpace>(LIVING_SPACE_LABELS, data.livingSpace)],
    ['Has a yard', yesNo(data.hasYard)],
    ['Has other pets', yesNo(data.hasPets)],
    ['Has children', yesNo(data.hasChildren)],
    ['Experience with pets', choice<PetExperience>(PET_EXPERIENCE_LABELS, data.experience)],
    ['Work schedule', choice<WorkSchedule>(WORK_SCHEDULE_LABELS, data.workSchedule)],
    ['References', references(data)],
  ]
  return asked ? rows : rows.map(([label, value]) => [label, value === NOT_ANSWERED ? NOT_ASKED : value])
}

function Answers({ adoption }: { adoption: AdoptionDetail }) {
  return (
    <dl className="grid gap-2" aria-label="Answers">
      {answers(adoption).map(([label, value]) => {
        const missing = value === NOT_ANSWERED || value === NOT_ASKED
        return (
          <div key={label} className="grid gap-0.5 sm:grid-cols-[12rem_1fr]">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className={`whitespace-pre-line break-words ${missing ? 'italic text-slate-600' : 'text-slate-900'}`}>
              {value}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}

export function ApplicationSection({ adoption }: { adoption: AdoptionDetail }) {
  return (
    <Section title="Application">
      {!adoption.questionsAsked && (
        <p className="text-slate-700">This application was sent before the questions were asked.</p>
      )}
      <Answers adoption={adoption} />
      <Rows
        rows={[
          ['Applied on', formatDate(adoption.appliedDate)],
          ['Why they want to adopt', adoption.reason],
          ['Rejection reason', adoption.status === 'rejected' ? adoption.rejectionReason : null],
          ['Decided on', formatDateTime(adoption.processedAt)],
          ['Completed on', formatDateTime(adoption.completedAt)],
          ['Admin notes', adoption.adminNotes],
        ]}
      />
    </Section>
  )
}
