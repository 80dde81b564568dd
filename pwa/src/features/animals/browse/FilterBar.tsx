import { AGE_BAND_KEYS, breedSuggestions, SPECIES, enumLabel, placeName } from '@paws/contracts'
import { useQuery } from '@tanstack/react-query'
import { Search, SlidersHorizontal } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { animalCitiesQuery } from '../../../api/animals.ts'
import { SaveAlertButton } from '../../../components/alerts/SaveAlertButton.tsx'
import { activeFilterCount, FILTER_GENDERS, FILTER_SIZES, type AnimalSearch } from '../../../lib/animal-search.ts'
import { t } from '../../../i18n/index.ts'

/** "Show 23 animals", "Show 1 animal", "No animals match". */
export function showLabel(total: number | undefined): string {
  if (total === undefined) return t('browse.counting')
  if (total === 0) return t('browse.noneMatch')
  return t('browse.show', { total })
}

export function FilterBar({
  search,
  onChange,
  onClear,
  total,
}: {
  search: AnimalSearch
  onChange: (patch: Partial<AnimalSearch>, opts?: { replace?: boolean }) => void
  onClear: () => void
  /** How many animals the current filters find (undefined while the first answer loads). */
  total?: number
}) {
  const id = useId()
  const cities = useQuery(animalCitiesQuery()).data?.cities ?? []
  const [text, setText] = useState(search.search ?? '')
  const [breed, setBreed] = useState(search.breed ?? '')
  const [open, setOpen] = useState(false)
  const active = activeFilterCount(search) - (search.search ? 1 : 0)

  // Follow the URL when it changes from outside (back button, Clear Filters).
  useEffect(() => setText(search.search ?? ''), [search.search])
  useEffect(() => setBreed(search.breed ?? ''), [search.breed])

  // Typing updates the URL after a short pause, replacing the entry instead of adding many.
  useEffect(() => {
    const value = text.trim() || undefined
    if (value === search.search) return
    const timer = setTimeout(() => onChange({ search: value }, { replace: true }), 400)
    return () => clearTimeout(timer)
  }, [text, search.search, onChange])

  useEffect(() => {
    const value = breed.trim() || undefined
    if (value === search.breed) return
    const timer = setTimeout(() => onChange({ breed: value }, { replace: true }), 400)
    return () => clearTimeout(timer)
  }, [breed, search.breed, onChange])

  const select = (key: keyof AnimalSearch) => ({
    value: (search[key] as string | undefined) ?? '',
    onChange: (e: { target: { value: string } }) => onChange({ [key]: e.target.value || undefined }),
    className: 'input',
  })

  return (
    <search className="card block p-4" aria-label={t('browse.filterAnimals')}>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <label htmlFor={`${id}-q`} className="sr-only">
            {t('browse.searchByNameBreed')}
          </label>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={`${id}-q`}
            type="search"
            className="input pl-10"
            placeholder={t('browse.searchPets')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && onChange({ search: text.trim() || undefined })}
          />
        </div>
        <button
          type="button"
          className="btn-secondary relative px-3 lg:hidden"
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onClick={() => setOpen((o) => !o)}
        >
          <SlidersHorizontal className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('browse.filters')}</span>
          {active > 0 && (
            <span className="grid h-6 min-w-6 place-items-center rounded-full bg-brand-700 px-1 text-sm text-white">
              {active}
              <span className="sr-only"> {t('browse.active')}</span>
            </span>
          )}
        </button>
      </div>

      <div
        id={`${id}-filters`}
        className={`${open ? 'grid' : 'hidden'} mt-4 gap-3 sm:grid-cols-2 lg:grid lg:grid-cols-6`}
      >
        <div>
          <label htmlFor={`${id}-species`} className="label">
            {t('browse.species')}
          </label>
          <select
            id={`${id}-species`}
            {...select('species')}
            onChange={(e) =>
              onChange({ species: (e.target.value || undefined) as AnimalSearch['species'], breed: undefined })
            }
          >
            <option value="">{t('browse.allSpecies')}</option>
            {SPECIES.map((s) => (
              <option key={s} value={s}>
                {enumLabel(t, 'species', s)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-breed`} className="label">
            {t('browse.breed')}
          </label>
          <input
            id={`${id}-breed`}
            className="input"
            list={`${id}-breeds`}
            placeholder={t('browse.anyBreed')}
            value={breed}
            onChange={(e) => setBreed(e.target.value)}
          />
          <datalist id={`${id}-breeds`}>
            {breedSuggestions(search.species ?? 'dog', breed).map((b) => (
              <option key={b} value={b} />
            ))}
          </datalist>
        </div>
        <div>
          <label htmlFor={`${id}-gender`} className="label">
            {t('browse.gender')}
          </label>
          <select id={`${id}-gender`} {...select('gender')}>
            <option value="">{t('browse.anyGender')}</option>
            {FILTER_GENDERS.map((g) => (
              <option key={g} value={g}>
                {enumLabel(t, 'gender', g)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-size`} className="label">
            {t('browse.size')}
          </label>
          <select id={`${id}-size`} {...select('size')}>
            <option value="">{t('browse.anySize')}</option>
            {FILTER_SIZES.map((s) => (
              <option key={s} value={s}>
                {enumLabel(t, 'size', s)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-age`} className="label">
            {t('browse.age')}
          </label>
          <select id={`${id}-age`} {...select('age')}>
            <option value="">{t('browse.anyAge')}</option>
            {AGE_BAND_KEYS.map((a) => (
              <option key={a} value={a}>
                {enumLabel(t, 'ageBand', a)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-city`} className="label">
            {t('browse.city')}
          </label>
          <select id={`${id}-city`} {...select('city')}>
            <option value="">{t('browse.allCities')}</option>
            {search.city && !cities.includes(search.city) && (
              <option value={search.city}>{placeName(t, search.city)}</option>
            )}
            {cities.map((c) => (
              <option key={c} value={c}>
                {placeName(t, c)}
              </option>
            ))}
          </select>
        </div>
        {/* On a phone the panel covers the results: the count is at hand without scrolling. */}
        <button
          type="button"
          className="btn-primary sm:col-span-2 lg:hidden"
          disabled={total === undefined}
          onClick={() => {
            setOpen(false)
            document.getElementById('results-heading')?.parentElement?.scrollIntoView({ block: 'start' })
          }}
        >
          {showLabel(total)}
        </button>
        {activeFilterCount(search) > 0 && (
          <div className="sm:col-span-2 lg:col-span-6">
            <button
              type="button"
              className="btn-ghost px-2 text-brand-800 underline underline-offset-4"
              onClick={onClear}
            >
              {t('browse.clearFilters')}
            </button>
          </div>
        )}
      </div>
      <div className="mt-3">
        <SaveAlertButton search={search} />
      </div>
    </search>
  )
}
