// The adoption application's questions (docs/rules.md#entities, asked for real per
// docs/rules.md#departures-from-the-spec): the choices, their labels, and how an answer reads.
// Every question is optional; a skipped one is absent from applicationData and reads "Not
// answered", never as an answer. Applications made before the questions were asked (they
// carried the spec's fixed placeholders, cleared by migration 0009) read "Not asked". A
// choice's words are the catalog's `enum.<kind>.<value>`, read with the reader's translator.
import { enumLabel, type SharedMessageId, type Translator } from './i18n.ts'

export const LIVING_SPACES = ['apartment', 'house', 'other'] as const
export type LivingSpace = (typeof LIVING_SPACES)[number]

export const PET_EXPERIENCE = ['first_time', 'some', 'experienced'] as const
export type PetExperience = (typeof PET_EXPERIENCE)[number]

export const WORK_SCHEDULES = ['home_most_of_day', 'away_part_day', 'away_full_day', 'flexible'] as const
export type WorkSchedule = (typeof WORK_SCHEDULES)[number]

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

/** A choice answer as read, by its label; skipped is "Not answered". */
export function choiceAnswer(
  t: Translator,
  kind: 'livingSpace' | 'petExperience' | 'workSchedule',
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
 * name and a 10-digit phone. Returns the messages' ids by key (name, phone).
 */
export function referenceErrors(r: ReferenceInput): { name?: SharedMessageId; phone?: SharedMessageId } {
  const name = r.name?.trim() ?? ''
  const phone = r.phone?.trim() ?? ''
  const relationship = r.relationship?.trim() ?? ''
  if (!name && !phone && !relationship) return {}
  const errors: { name?: SharedMessageId; phone?: SharedMessageId } = {}
  if (!name) errors.name = 'validation.referenceName'
  if (!/^\d{10}$/.test(phone)) errors.phone = 'validation.referencePhone'
  return errors
}

export function isBlankReference(r: ReferenceInput): boolean {
  return !r.name?.trim() && !r.phone?.trim() && !r.relationship?.trim()
}
