// What an application holds, as its readers see it (applicant, animal owner, admin): the
// animal, the applicant and how to reach them, and the application itself.
import {
  choiceAnswer,
  formatAge,
  formatDate,
  formatDateTime,
  notAnswered,
  notAsked,
  yesNoAnswer,
  enumLabel,
} from '@paws/contracts'
import type { AdoptionDetail, StoredApplicationData } from '@paws/contracts/schemas/adoptions'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PetImage } from '../../components/animals/PetImage.tsx'
import { Section } from '../../components/ui/Section.tsx'
import { t } from '../../i18n/index.ts'

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
    <Section title={t('adoptionInfo.animal')}>
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
              [t('adoptionInfo.species'), enumLabel(t, 'species', animal.species)],
              [t('adoptionInfo.breed'), animal.breed],
              [t('adoptionInfo.age'), formatAge(t, animal.age)],
              [t('adoptionInfo.gender'), enumLabel(t, 'gender', animal.gender)],
              [t('adoptionInfo.listingStatus'), enumLabel(t, 'animalStatus', animal.status)],
              [t('adoptionInfo.listedBy'), `${owner.firstName} ${owner.lastName}`.trim()],
            ]}
          />
          <div>
            <Link to="/animals/$id" params={{ id: String(animal.id) }} className="btn-secondary">
              {t('adoptionInfo.viewFullProfile')}
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
    <Section title={t('adoptionInfo.applicantInformation')}>
      <Rows
        rows={[
          [t('adoptionInfo.name'), `${adopter.firstName} ${adopter.lastName}`.trim()],
          [
            t('adoptionInfo.email'),
            <a key="email" href={`mailto:${adopter.email}`} className="text-brand-800 underline">
              {adopter.email}
            </a>,
          ],
          [
            t('adoptionInfo.phone'),
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
  if (typeof value === 'boolean') return yesNoAnswer(t, value)
  return value?.trim() ? value : notAnswered(t)
}

function references(data: StoredApplicationData): string {
  const list = (data.references ?? []).map((r) =>
    [r.name, r.relationship, r.phone].filter((v) => v !== undefined && v !== '').join(', '),
  )
  return list.length > 0 ? list.join('\n') : notAnswered(t)
}

/** The questions and what the applicant answered; "Not asked" for applications made before they were asked. */
function answers(adoption: AdoptionDetail): [string, string][] {
  const data = adoption.applicationData
  const asked = adoption.questionsAsked
  const rows: [string, string][] = [
    [t('adoptionInfo.message'), adoption.notes?.trim() ? adoption.notes : notAnswered(t)],
    [t('adoptionInfo.livingSpace'), choiceAnswer(t, 'livingSpace', data.livingSpace)],
    [t('adoptionInfo.hasAYard'), yesNo(data.hasYard)],
    [t('adoptionInfo.hasOtherPets'), yesNo(data.hasPets)],
    [t('adoptionInfo.hasChildren'), yesNo(data.hasChildren)],
    [t('adoptionInfo.experienceWithPets'), choiceAnswer(t, 'petExperience', data.experience)],
    [t('adoptionInfo.workSchedule'), choiceAnswer(t, 'workSchedule', data.workSchedule)],
    [t('adoptionInfo.references'), references(data)],
  ]
  return asked ? rows : rows.map(([label, value]) => [label, value === notAnswered(t) ? notAsked(t) : value])
}

function Answers({ adoption }: { adoption: AdoptionDetail }) {
  return (
    <dl className="grid gap-2" aria-label={t('adoptionInfo.answers')}>
      {answers(adoption).map(([label, value]) => {
        const missing = value === notAnswered(t) || value === notAsked(t)
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
    <Section title={t('adoptionInfo.application')}>
      {!adoption.questionsAsked && <p className="text-slate-700">{t('adoptionInfo.sentBeforeQuestions')}</p>}
      <Answers adoption={adoption} />
      <Rows
        rows={[
          [t('adoptionInfo.appliedOn'), formatDate(adoption.appliedDate)],
          [t('adoptionInfo.whyAdopt'), adoption.reason],
          [t('adoptionInfo.rejectionReason'), adoption.status === 'rejected' ? adoption.rejectionReason : null],
          [t('adoptionInfo.decidedOn'), formatDateTime(adoption.processedAt)],
          [t('adoptionInfo.completedOn'), formatDateTime(adoption.completedAt)],
          [t('adoptionInfo.adminNotes'), adoption.adminNotes],
        ]}
      />
    </Section>
  )
}
