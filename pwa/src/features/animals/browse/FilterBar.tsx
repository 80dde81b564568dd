import { AGE_BAND_KEYS, AGE_BANDS, breedSuggestions, SIZE_LABELS, SPECIES } from '@paws/contracts'
import { useQuery } from '@tanstack/react-query'
import { Search, SlidersHorizontal } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { animalCitiesQuery } from '../../../api/animals.ts'
import { SaveAlertButton } from '../../alerts/SaveAlertButton.tsx'
import { activeFilterCount, FILTER_GENDERS, FILTER_SIZES, type AnimalSearch } from '../../../lib/animal-search.ts'

const cap = (s: string) => s[0].toUpperCase() + s.slice(1)

export function FilterBar({
  search,
  onChange,
  onClear,
}: {
  search: AnimalSearch
  onChange: (patch: Partial<AnimalSearch>, opts?: { replace?: boolean }) => void
  onClear: () => void
}) {
  const id = useId()
  const cities = useQuery(animalCitiesQuery())
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
    <search className="card block p-4" aria-label="Filter animals">
      <div className="flex gap-2">
        <div className="relative flex-1">
          <label htmlFor={`${id}-q`} className="sr-only">
            Search by name, breed or description
          </label>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={`${id}-q`}
            type="search"
            className="input pl-10"
            placeholder="Search pets"
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
          <span className="sr-only sm:not-sr-only">Filters</span>
          {active > 0 && (
            <span className="grid h-6 min-w-6 place-items-center rounded-full bg-brand-700 px-1 text-sm text-white">
              {active}
              <span className="sr-only"> active</span>
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
            Species
          </label>
          <select
            id={`${id}-species`}
            {...select('species')}
            onChange={(e) =>
              onChange({ species: (e.target.value || undefined) as AnimalSearch['species'], breed: undefined })
            }
          >
            <option value="">All species</option>
            {SPECIES.map((s) => (
              <option key={s} value={s}>
                {cap(s)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-breed`} className="label">
            Breed
          </label>
          <input
            id={`${id}-breed`}
            className="input"
            list={`${id}-breeds`}
            placeholder="Any breed"
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
            Gender
          </label>
          <select id={`${id}-gender`} {...select('gender')}>
            <option value="">Any gender</option>
            {FILTER_GENDERS.map((g) => (
              <option key={g} value={g}>
                {cap(g)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-size`} className="label">
            Size
          </label>
          <select id={`${id}-size`} {...select('size')}>
            <option value="">Any size</option>
            {FILTER_SIZES.map((s) => (
              <option key={s} value={s}>
                {SIZE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-age`} className="label">
            Age
          </label>
          <select id={`${id}-age`} {...select('age')}>
            <option value="">Any age</option>
            {AGE_BAND_KEYS.map((a) => (
              <option key={a} value={a}>
                {AGE_BANDS[a].label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-city`} className="label">
            City
          </label>
          <select id={`${id}-city`} {...select('city')}>
            <option value="">All cities</option>
            {search.city && !cities.data?.includes(search.city) && <option value={search.city}>{search.city}</option>}
            {(cities.data ?? []).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        {activeFilterCount(search) > 0 && (
          <div className="sm:col-span-2 lg:col-span-6">
            <button
              type="button"
              className="btn-ghost px-2 text-brand-800 underline underline-offset-4"
              onClick={onClear}
            >
              Clear Filters
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
