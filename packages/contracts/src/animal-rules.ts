// Animal form rules beyond the required fields (docs/rules.md#validation, "Edit animal"), and
// the breed suggestions the forms offer (section 3).
import { BREED_SUGGESTION_CAP, BREED_SUGGESTIONS, type Species } from './enums.ts'
import type { SharedMessageId, Translator } from './i18n.ts'
import { type FieldError, requiredError } from './validation.ts'

export const ANIMAL_MESSAGES = {
  age: 'validation.animalAge',
  weight: 'validation.animalWeight',
} as const

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

/** Age in whole months, 0 or more; empty is allowed (sent as null). */
export function ageError(age: unknown): SharedMessageId | null {
  if (blank(age)) return null
  const n = Number(age)
  return Number.isInteger(n) && n >= 0 ? null : ANIMAL_MESSAGES.age
}

/** Weight in kg, 0 or more, any decimal; empty is allowed (sent as null). */
export function weightError(weight: unknown): SharedMessageId | null {
  if (blank(weight)) return null
  const n = Number(weight)
  return Number.isFinite(n) && n >= 0 ? null : ANIMAL_MESSAGES.weight
}

/** Edit form: name and species required, age and weight as above. */
export function validateAnimalEdit(t: Translator, body: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = []
  if (blank(body.name)) errors.push(requiredError(t, 'name', 'field.name'))
  if (blank(body.species)) errors.push(requiredError(t, 'species', 'field.species'))
  const age = ageError(body.age)
  if (age) errors.push({ field: 'age', message: age })
  const weight = weightError(body.weight)
  if (weight) errors.push({ field: 'weight', message: weight })
  return errors
}

/**
 * Breed suggestions for a species, narrowed by what was typed, at most 10. Full lists keep
 * their last two entries (Mixed Breed, Unknown) when they have to be cut.
 */
export function breedSuggestions(species: string, typed = ''): string[] {
  const list = BREED_SUGGESTIONS[species as Species] ?? BREED_SUGGESTIONS.other ?? []
  const query = typed.trim().toLowerCase()
  const matches = query ? list.filter((b) => b.toLowerCase().includes(query)) : [...list]
  if (matches.length <= BREED_SUGGESTION_CAP) return matches
  if (query) return matches.slice(0, BREED_SUGGESTION_CAP)
  return [...matches.slice(0, BREED_SUGGESTION_CAP - 2), ...matches.slice(-2)]
}
