// The admin rescues page's edit form (docs/screens.md): its text values, and the
// PUT /rescues/:id body built from them once every field checks out.
import {
  MAX_IMAGES,
  validateRescueReport,
  type RescueAnimalType,
  type RescueStatus,
  type Urgency,
} from '@paws/contracts'
import type { Rescue, RescueUpdateBody } from '@paws/contracts/schemas/rescues'
import { jsonText, parseJsonObject, parseJsonStringArray } from './json-field.ts'
import { t } from '../../i18n/index.ts'
import type { FieldMessage } from '../../lib/form/index.ts'

export interface AdminCaseValues {
  animalType: RescueAnimalType
  description: string
  urgency: Urgency
  status: RescueStatus
  location: string
  notes: string
  volunteerId: string
  rescuedAnimalId: string
  images: string
}

export function caseValues(rescue: Rescue): AdminCaseValues {
  const { address, city, state, pincode, landmarks, lat, lng } = rescue.location
  return {
    animalType: rescue.animalType,
    description: rescue.description,
    urgency: rescue.urgency,
    status: rescue.status,
    location: jsonText({ address, city, state, pincode, landmarks, lat, lng }),
    notes: rescue.notes ?? '',
    volunteerId: rescue.assignedVolunteerId ? String(rescue.assignedVolunteerId) : '',
    rescuedAnimalId: rescue.rescuedAnimalId ? String(rescue.rescuedAnimalId) : '',
    images: jsonText(rescue.images),
  }
}

/** A location field's problem, one catalog message each ("Location city: {message}"). */
const LOCATION_FIELDS = {
  'location.address': 'admin.locationAddressProblem',
  'location.city': 'admin.locationCityProblem',
  'location.pincode': 'admin.locationPincodeProblem',
} as const

function idField(text: string, label: string): { value?: number; error?: FieldMessage } {
  const trimmed = text.trim()
  if (trimmed === '') return {}
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) return { error: { id: 'admin.idMustBeWhole', values: { label } } }
  return { value: Number(trimmed) }
}

export type CaseFormResult =
  | { ok: true; body: RescueUpdateBody }
  | { ok: false; errors: Partial<Record<keyof AdminCaseValues, FieldMessage>> }

export function adminCaseBody(values: AdminCaseValues, rescue: Rescue): CaseFormResult {
  const errors: Partial<Record<keyof AdminCaseValues, FieldMessage>> = {}
  const location = parseJsonObject(values.location, t('admin.location'))
  if (!location.ok) errors.location = location.message
  const images = parseJsonStringArray(values.images, t('admin.images'), { max: MAX_IMAGES })
  if (!images.ok) errors.images = images.message
  const volunteer = idField(values.volunteerId, t('admin.assignedVolunteerId'))
  if (volunteer.error) errors.volunteerId = volunteer.error
  const animal = idField(values.rescuedAnimalId, t('admin.rescuedAnimalId'))
  if (animal.error) errors.rescuedAnimalId = animal.error

  const report = {
    animalType: values.animalType,
    urgency: values.urgency,
    description: values.description.trim(),
    location: location.ok ? (location.value ?? {}) : {},
  }
  for (const e of validateRescueReport(t, report)) {
    // A location that does not parse already has its message.
    if (e.field in LOCATION_FIELDS) {
      const key = LOCATION_FIELDS[e.field as keyof typeof LOCATION_FIELDS]
      errors.location ??= { id: key, values: { message: t(e.message, e.values) } }
    } else if (e.field === 'description' || e.field === 'animalType' || e.field === 'urgency') {
      errors[e.field] ??= { id: e.message, values: e.values }
    }
  }
  if (Object.keys(errors).length > 0 || !location.ok || !images.ok) return { ok: false, errors }

  const body: RescueUpdateBody = {
    animalType: report.animalType,
    urgency: report.urgency,
    description: report.description,
    location: location.value as RescueUpdateBody['location'],
    status: values.status,
    notes: values.notes.trim() || null,
  }
  // Ids are sent only when filled (docs/rules.md#validation); images only when changed, since the
  // server deletes the photos left out.
  if (volunteer.value !== undefined) body.assignedVolunteerId = volunteer.value
  if (animal.value !== undefined) body.rescuedAnimalId = animal.value
  if (JSON.stringify(images.value) !== JSON.stringify(rescue.images)) body.images = images.value
  return { ok: true, body }
}
