// "Where was it seen?" for someone not with the animal (a shared photo): a locality or a pincode
// typed, matched against the region's place table (contracts places/, the one dispatch uses),
// loaded only when this opens. The table names places in the Latin script only, so they show as
// India Post writes them. Picking a place fills the pincode and a first address; the API gives the
// case the pincode's approximate position (docs/rules.md#places).
import type { Place } from '@paws/contracts/places/places'
import { useEffect, useState } from 'react'
import { TextField } from '../ui/fields.tsx'
import { t } from '../../i18n/index.ts'

type Search = (text: string, limit?: number) => Place[]

/** The name to show for a hit: the locality that matched the text, else the place's first one. */
function nameFor(place: Place, text: string): string {
  const q = text.trim().toLowerCase()
  return place.localities.find((l) => l.toLowerCase().includes(q)) ?? place.localities[0] ?? place.pincode
}

export function PlaceSearch({ onPick }: { onPick: (place: Place, name: string) => void }) {
  const [text, setText] = useState('')
  const [search, setSearch] = useState<Search | null>(null)
  const [picked, setPicked] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void import('@paws/contracts/places/places').then((m) => live && setSearch(() => m.searchPlaces))
    return () => {
      live = false
    }
  }, [])
  const asked = text.trim().length >= 2 && picked === null
  const hits = search && asked ? search(text, 6) : []
  return (
    <div className="grid gap-2">
      <TextField
        label={t('bystander.localityOrPincode')}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          setPicked(null)
        }}
      />
      {picked && <p className="text-green-900">{t('bystander.placePicked', { place: picked })}</p>}
      {hits.length > 0 && (
        <ul className="grid gap-1" aria-label={t('bystander.placesFound')}>
          {hits.map((place) => {
            const name = nameFor(place, text)
            return (
              <li key={place.pincode}>
                <button
                  type="button"
                  className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-left hover:bg-slate-50"
                  onClick={() => {
                    setPicked(`${name}, ${place.pincode}`)
                    setText(name)
                    onPick(place, name)
                  }}
                >
                  {name}, {place.pincode}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {search && asked && hits.length === 0 && <p className="text-slate-700">{t('bystander.noPlaceFound')}</p>}
    </div>
  )
}
