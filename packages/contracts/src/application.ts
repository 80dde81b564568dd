// The adoption application's questions (docs/rules.md#entities, asked for real per
// docs/rules.md#departures-from-the-spec): the choices, their labels, and how an answer reads.
// Every question is optional; a skipped one is absent from applicationData and reads "Not
// answered", never as an answer. Applications made before the questions were asked (they
// carried the spec's fixed placeholders, cleared by migration 0009) read "Not asked". The
// English words are kept here (tests read them); people read them in their language (tr).
import { enumLabel, type Translator } from './i18n.ts'

export const LIVING_SPACES = ['apartment', 'house', 'other'] as const
export type LivingSpace = (typeof LIVING_SPACES)[number]
export const LIVING_SPACE_LABELS: Record<LivingSpace, string> = {
  apartment: 'Flat / apartment',
  house: 'Independent house',
  other: 'Other',
}

export const PET_EXPERIENCE = ['first_time', 'some', 'experienced'] as const
export type PetExperience = (typeof PET_EXPERIENCE)[number]
export const PET_EXPERIENCE_LABELS: Record<PetExperience, string> = {
  first_time: 'First pet',
  some: 'Have had pets before',
  experienced: 'Very experienced',
}

export const WORK_SCHEDULES = ['home_most_of_day', 'away_part_day', 'away_full_day', 'flexible'] as const
export type WorkSchedule = (typeof WORK_SCHEDULES)[number]
export const WORK_SCHEDULE_LABELS: Record<WorkSchedule, string> = {
  home_most_of_day: 'Someone is home most of the day',
  away_part_day: 'Away a few hours a day',
  away_full_day: 'Away the whole working day',
  flexible: 'Flexible',
}

export const MAX_REFERENCES = 3

export const NOT_ANSWERED = 'Not answered'
export const NOT_ASKED = 'Not asked'

/** The one promise about how soon an application is answered, wherever the app makes it. */
export const ADOPTION_RESPONSE_PROMISE = 'Owners and NGOs usually reply within 2 days.'

/** "Not answered" in the display language. */
export const notAnswered = (t: Translator) => t('answer.notAnswered')
/** "Not asked" in the display language. */
export const notAsked = (t: Translator) => t('answer.notAsked')
/** The response promise in the display language. */
export const adoptionResponsePromise = (t: Translator) => t('answer.responsePromise')

/** A yes/no answer as read; undefined (skipped) is "Not answered". */
export function yesNoAnswer(t: Translator, value: boolean | undefined | null): string {
  if (value === true) return t('answer.yes')
  if (value === false) return t('answer.no')
  return notAnswered(t)
}

const ANSWER_LABELS = {
  livingSpace: LIVING_SPACE_LABELS,
  petExperience: PET_EXPERIENCE_LABELS,
  workSchedule: WORK_SCHEDULE_LABELS,
} as const

/** A choice answer as read, by its label; skipped is "Not answered". */
export function choiceAnswer(
  t: Translator,
  kind: keyof typeof ANSWER_LABELS,
  value: string | undefined | null,
): string {
  if (!value) return notAnswered(t)
  return enumLabel(t, kind, value)
}

export interface ReferenceInput {
  name?: string
  phone?: string
  relationship?: string
}

/**
 * A reference the applicant started: empty rows are dropped; one with anything in it needs a
 * name and a 10-digit phone. Returns the field errors by key (name, phone).
 */
export function referenceErrors(r: ReferenceInput): { name?: string; phone?: string } {
  const name = r.name?.trim() ?? ''
  const phone = r.phone?.trim() ?? ''
  const relationship = r.relationship?.trim() ?? ''
  if (!name && !phone && !relationship) return {}
  const errors: { name?: string; phone?: string } = {}
  if (!name) errors.name = 'validation.referenceName'
  if (!/^\d{10}$/.test(phone)) errors.phone = 'validation.referencePhone'
  return errors
}

export function isBlankReference(r: ReferenceInput): boolean {
  return !r.name?.trim() && !r.phone?.trim() && !r.relationship?.trim()
}
