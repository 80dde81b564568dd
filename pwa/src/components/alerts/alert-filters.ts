// The browse filters an alert keeps (all of them: search words, species, breed, gender, size,
// age band, city) and the name offered for them.
import { enumLabel, placeName } from '@paws/contracts'
import { currentLocale } from '../../i18n/language.ts'
import type { AlertFilters } from '@paws/contracts/schemas/alerts'
import type { AnimalSearch } from '../../lib/animal-search.ts'
import { t } from '../../i18n/index.ts'

export function alertFilters(search: AnimalSearch): AlertFilters {
  const f: AlertFilters = {}
  if (search.species) f.species = search.species
  if (search.gender) f.gender = search.gender
  if (search.size) f.size = search.size
  if (search.age) f.age = search.age
  if (search.city) f.city = search.city
  if (search.breed) f.breed = search.breed
  if (search.search) f.search = search.search
  return f
}

const AGE_WORD: Record<string, string> = { puppy: 'baby', young: 'young', adult: 'adult', senior: 'senior' }
const PLURAL: Record<string, string> = { dog: 'dogs', cat: 'cats', bird: 'birds', rabbit: 'rabbits' }

/**
 * "Young female dogs in Andheri"; "Animals" when nothing is chosen. In Marathi and Hindi,
 * whose words do not stack like that, the filters as read ("कुत्रा · मादा · Andheri").
 */
export function alertName(f: AlertFilters): string {
  if (currentLocale() !== 'en') return describeFilters(f)
  const words = [
    f.age ? AGE_WORD[f.age] : null,
    f.size ?? null,
    f.gender ?? null,
    f.breed ?? null,
    f.species ? (PLURAL[f.species] ?? `${f.species} animals`) : 'animals',
  ].filter(Boolean)
  const text = `${words.join(' ')}${f.search ? ` "${f.search}"` : ''}${f.city ? ` in ${f.city}` : ''}`
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The filters as read: "Dog · Female · Young (1-3 years) · Andheri", or "Any animal". */
export function describeFilters(f: AlertFilters): string {
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
  const parts = [
    f.species && enumLabel(t, 'species', f.species),
    f.gender && enumLabel(t, 'gender', f.gender),
    f.size && enumLabel(t, 'size', f.size),
    f.age && enumLabel(t, 'ageBand', f.age),
    f.breed && cap(f.breed),
    f.city && placeName(t, cap(f.city)),
    f.search && `"${f.search}"`,
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : t('alerts.anyAnimal')
}
