// The apply sheet's values and what it sends (POST /adoptions). Every question may be
// skipped: a skipped one is left out of applicationData, so the owner reads "Not answered".
// A reference row with anything in it needs a name and a 10-digit phone (contracts rules).
import {
  isBlankReference,
  LIVING_SPACES,
  type LivingSpace,
  MAX_REFERENCES,
  PET_EXPERIENCE,
  type PetExperience,
  type ReferenceInput,
  referenceErrors,
  WORK_SCHEDULES,
  type WorkSchedule,
} from '@paws/contracts'
import type { AdoptionCreateBody, ApplicationData, StoredApplicationData } from '@paws/contracts/schemas/adoptions'
import type { Check, FieldErrors } from '../../../lib/form/form-state.ts'

export interface ApplyValues {
  livingSpace: LivingSpace | null
  hasYard: boolean | null
  hasPets: boolean | null
  hasChildren: boolean | null
  experience: PetExperience | null
  workSchedule: WorkSchedule | null
  references: Required<ReferenceInput>[]
  message: string
}

export const blankReference = (): Required<ReferenceInput> => ({ name: '', phone: '', relationship: '' })

export const EMPTY_APPLICATION: ApplyValues = {
  livingSpace: null,
  hasYard: null,
  hasPets: null,
  hasChildren: null,
  experience: null,
  workSchedule: null,
  references: [blankReference()],
  message: '',
}

const oneOf = <T extends string>(values: readonly T[], v: unknown): T | null =>
  typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : null
const yesNo = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null)

/**
 * The answers of an earlier application, offered again: only answers the questions still
 * take (older free-text answers are left for the applicant to give again). Null when the
 * earlier application has no answer at all.
 */
export function valuesFromEarlier(data: StoredApplicationData | undefined): ApplyValues | null {
  if (!data) return null
  const references = (data.references ?? [])
    .filter((r) => r.name && /^\d{10}$/.test(String(r.phone ?? '')))
    .slice(0, MAX_REFERENCES)
    .map((r) => ({ name: r.name ?? '', phone: String(r.phone), relationship: r.relationship ?? '' }))
  const values: ApplyValues = {
    livingSpace: oneOf(LIVING_SPACES, data.livingSpace),
    hasYard: yesNo(data.hasYard),
    hasPets: yesNo(data.hasPets),
    hasChildren: yesNo(data.hasChildren),
    experience: oneOf(PET_EXPERIENCE, data.experience),
    workSchedule: oneOf(WORK_SCHEDULES, data.workSchedule),
    references: references.length > 0 ? references : [blankReference()],
    message: '',
  }
  const answered = Object.entries(values).some(([k, v]) => k !== 'references' && k !== 'message' && v !== null)
  return answered || references.length > 0 ? values : null
}

/** The body to send, or the messages under the reference fields (`references.0.phone`, ...). */
export function applicationBody(animalId: number, v: ApplyValues): Check<AdoptionCreateBody> {
  const errors: FieldErrors = {}
  const references: NonNullable<ApplicationData['references']> = []
  v.references.forEach((r, i) => {
    if (isBlankReference(r)) return
    const e = referenceErrors(r)
    if (e.name) errors[`references.${i}.name`] = { id: e.name }
    if (e.phone) errors[`references.${i}.phone`] = { id: e.phone }
    const relationship = r.relationship.trim()
    references.push({ name: r.name.trim(), phone: r.phone.trim(), ...(relationship ? { relationship } : {}) })
  })
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const data: ApplicationData = {}
  if (v.livingSpace) data.livingSpace = v.livingSpace
  if (v.hasYard !== null) data.hasYard = v.hasYard
  if (v.hasPets !== null) data.hasPets = v.hasPets
  if (v.hasChildren !== null) data.hasChildren = v.hasChildren
  if (v.experience) data.experience = v.experience
  if (v.workSchedule) data.workSchedule = v.workSchedule
  if (references.length > 0) data.references = references
  const message = v.message.trim()
  return { ok: true, value: { animalId, applicationData: data, ...(message ? { notes: message } : {}) } }
}
