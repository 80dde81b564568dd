// From request bodies to columns: the JSON body and the multipart form of POST /animals are
// checked by the same schema, and every write goes through the same normalisation (trimmed
// text, "" as no value, personality lowercase, no duplicate tags).
import { MESSAGES, validateAnimalRequired } from '@paws/contracts'
import { AnimalCreateBody, type AnimalUpdateBody } from '@paws/contracts/schemas/animals'
import type { AnimalUpdate } from '../../db/schema.ts'
import { ValidationFailed } from '../../lib/errors.ts'
import { validatorCompiler } from '../../lib/validator.ts'
import { ajvToFieldErrors } from '../../plugins/app/errors.ts'

type AjvValidate = ((data: unknown) => boolean) & { errors?: Parameters<typeof ajvToFieldErrors>[0] | null }

const validateCreate = validatorCompiler({
  schema: AnimalCreateBody,
  httpPart: 'body',
  method: 'POST',
  url: '/animals',
}) as unknown as AjvValidate

const JSON_FIELDS = ['medicalHistory', 'personality', 'tags', 'metadata']
const NUMBER_FIELDS = ['age', 'weight']
const BOOLEAN_FIELDS = ['spayedNeutered']

/** Multipart text fields to the JSON body they stand for (JSON-encoded objects, numbers, booleans). */
export function formToBody(fields: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  const unreadable: string[] = []
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value !== 'string') body[key] = value
    else if (JSON_FIELDS.includes(key)) {
      if (value.trim() === '') continue
      try {
        body[key] = JSON.parse(value)
      } catch {
        unreadable.push(key)
      }
    } else if (NUMBER_FIELDS.includes(key)) {
      const text = value.trim()
      body[key] = text === '' || text === 'null' ? null : Number.isFinite(Number(text)) ? Number(text) : value
    } else if (BOOLEAN_FIELDS.includes(key)) {
      body[key] = value === 'true' ? true : value === 'false' ? false : value
    } else body[key] = value
  }
  if (unreadable.length > 0) {
    throw new ValidationFailed((t) => unreadable.map((field) => ({ field, message: t('error.mustBeJson', { field }) })))
  }
  return body
}

/** POST /animals: name, species and size first (the spec's message), then the schema. */
export function checkCreateBody(body: unknown): AnimalCreateBody {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const missing = validateAnimalRequired(fields)
  if (missing.length > 0) throw new ValidationFailed(missing, MESSAGES.animalRequired)
  if (!validateCreate(fields)) {
    const found = validateCreate.errors ?? []
    throw new ValidationFailed((_t, locale) => ajvToFieldErrors(found, locale))
  }
  return fields as AnimalCreateBody
}

const text = (value: string | null | undefined) => (value == null ? null : value.trim() || null)
const unique = (values: string[]) => [...new Set(values.filter((v) => v !== ''))]

/** The columns a create or update body sets (only the fields it carries). */
export function toColumns(body: AnimalUpdateBody): AnimalUpdate {
  const set: AnimalUpdate = {}
  if (body.name !== undefined) {
    if (body.name.trim() === '')
      throw new ValidationFailed((t) => [{ field: 'name', message: MESSAGES.required(t, t('field.name')) }])
    set.name = body.name.trim()
  }
  if (body.species !== undefined) set.species = body.species
  if (body.size !== undefined) set.size = body.size
  if (body.gender !== undefined) set.gender = body.gender
  if (body.breed !== undefined) set.breed = text(body.breed)
  if (body.age !== undefined) set.age = body.age
  if (body.weight !== undefined) set.weight = body.weight
  if (body.color !== undefined) set.color = text(body.color)
  if (body.description !== undefined) set.description = text(body.description)
  if (body.specialNeeds !== undefined) set.special_needs = text(body.specialNeeds)
  if (body.spayedNeutered !== undefined) set.spayed_neutered = body.spayedNeutered
  if (body.city !== undefined) set.city = text(body.city)
  if (body.location !== undefined) set.location = text(body.location)
  if (body.personality !== undefined) {
    set.personality = JSON.stringify(unique(body.personality.map((p) => p.trim().toLowerCase())))
  }
  if (body.tags !== undefined) set.tags = JSON.stringify(unique(body.tags.map((t) => t.trim())))
  if (body.medicalHistory !== undefined) set.medical_history = JSON.stringify(body.medicalHistory)
  if (body.metadata !== undefined) set.metadata = JSON.stringify(body.metadata)
  if (body.status !== undefined) set.status = body.status
  return set
}
