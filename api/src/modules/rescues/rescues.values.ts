// Report fields from a request body to columns: trimmed, pincode normalised, optional text
// stored as null; an edit is merged over the stored case and checked by the wizard rules.
import {
  normalizePincode,
  RESCUE_ANIMAL_TYPES,
  type RescueAnimalType,
  URGENCIES,
  type Urgency,
  validateRescueReport,
} from '@paws/contracts'
import { approximatePosition } from '@paws/contracts/places/places'
import type { RescueConditionInput, RescueCreateBody, RescueLocationInput } from '@paws/contracts/schemas/rescues'
import type { RescueConditionJson, RescueContactJson, RescueLocationJson, RescueUpdate } from '../../db/schema.ts'
import { ValidationFailed } from '../../lib/errors.ts'
import type { RescueRow } from './rescues.repository.ts'
import { englishTranslator as t } from '../../lib/i18n.ts'

const optional = (value: string | null | undefined) => value?.trim() || null

/** `value` as a member of `list`; validateRescueReport has already refused anything else. */
function oneOf<T extends string>(list: readonly T[], value: string | undefined, field: string): T {
  const member = list.find((m) => m === value)
  if (member === undefined) throw new ValidationFailed((t) => [{ field, message: t('error.unknownValue', { field }) }])
  return member
}

function location(input: RescueLocationInput, base?: RescueLocationJson): RescueLocationJson {
  const merged = { ...base, ...input }
  return {
    address: merged.address?.trim() ?? '',
    city: merged.city?.trim() ?? '',
    state: optional(merged.state),
    pincode: merged.pincode ? normalizePincode(merged.pincode) : null,
    landmarks: optional(merged.landmarks),
    lat: merged.lat ?? null,
    lng: merged.lng ?? null,
    accuracy: merged.accuracy ?? null,
  }
}

function condition(input: RescueConditionInput = {}, base: RescueConditionJson = {}): RescueConditionJson {
  return { ...base, ...input }
}

function contact(input: RescueCreateBody['contact'] = {}, base: RescueContactJson = {}): RescueContactJson {
  return {
    canStay: input.canStay ?? base.canStay ?? false,
    canTransport: input.canTransport ?? base.canTransport ?? false,
  }
}

/**
 * A place typed without coordinates gets the centroid of its pincode or locality (the Mumbai
 * region table), marked by its source; a place with coordinates, or none usable, gets none.
 */
function approximate(place: RescueLocationJson) {
  const at = place.lat !== null && place.lng !== null ? undefined : approximatePosition(place)
  return { approx_lat: at?.lat ?? null, approx_lng: at?.lng ?? null, approx_source: at?.source ?? null }
}

export interface ReportValues {
  approx_lat: number | null
  approx_lng: number | null
  approx_source: 'pincode' | 'locality' | null
  animal_type: RescueAnimalType
  urgency: Urgency
  description: string
  location: string
  condition: string
  contact: string
  additional_info: string | null
}

/** A new report's columns; 400 with one message per missing field. */
export function reportValues(body: RescueCreateBody): ReportValues {
  const errors = validateRescueReport(t, body)
  if (errors.length > 0) throw new ValidationFailed((t) => validateRescueReport(t, body))
  const place = location(body.location ?? {})
  return {
    animal_type: oneOf(RESCUE_ANIMAL_TYPES, body.animalType, 'animalType'),
    urgency: oneOf(URGENCIES, body.urgency, 'urgency'),
    description: (body.description ?? '').trim(),
    location: JSON.stringify(place),
    ...approximate(place),
    condition: JSON.stringify(condition(body.condition)),
    contact: JSON.stringify(contact(body.contact)),
    additional_info: optional(body.additionalInfo),
  }
}

export const REPORT_FIELDS = [
  'animalType',
  'urgency',
  'description',
  'location',
  'condition',
  'contact',
  'additionalInfo',
] as const satisfies readonly (keyof RescueCreateBody)[]

/** Columns changed by an edit of the report fields, after checking the merged case. */
export function editValues(row: RescueRow, body: RescueCreateBody): RescueUpdate {
  const merged = {
    animalType: body.animalType ?? row.animal_type,
    urgency: body.urgency ?? row.urgency,
    description: body.description ?? row.description,
    location: body.location ? location(body.location, row.location) : row.location,
  }
  const errors = validateRescueReport(t, merged)
  if (errors.length > 0) throw new ValidationFailed((t) => validateRescueReport(t, merged))
  const set: RescueUpdate = {}
  if (body.animalType !== undefined) set.animal_type = oneOf(RESCUE_ANIMAL_TYPES, merged.animalType, 'animalType')
  if (body.urgency !== undefined) set.urgency = oneOf(URGENCIES, merged.urgency, 'urgency')
  if (body.description !== undefined) set.description = merged.description.trim()
  if (body.location !== undefined)
    Object.assign(set, { location: JSON.stringify(merged.location) }, approximate(merged.location))
  if (body.condition !== undefined) set.condition = JSON.stringify(condition(body.condition, row.condition))
  if (body.contact !== undefined) set.contact = JSON.stringify(contact(body.contact, row.contact))
  if (body.additionalInfo !== undefined) set.additional_info = optional(body.additionalInfo)
  return set
}
