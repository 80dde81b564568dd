// "Where was it seen?" for someone not with the animal (a shared photo): a locality or a pincode
// typed, matched against the region's place table (contracts places/, the one dispatch uses),
// loaded only when this opens. The table names places in the Latin script, so they show as
// India Post writes them; a name typed in Marathi or Hindi ("बांद्रा") is matched by how it
// sounds (docs/rules.md#places). Picking a place fills the pincode and a first address; the API gives the
// case the pincode's approximate position (docs/rules.md#places).
import type { Place } from '@paws/contracts/places/places'
import { useEffect, useState } from 'react'
import { TextField } from '../ui/fields.tsx'
import { t } from '../../i18n/index.ts'

interface Search {
  search: (text: string, limit?: number) => Place[]
  /** The name to show for a hit: the locality that matched the text. */
  nameFor: (place: Place, text: string) => string
}

export function PlaceSearch({ onPick }: { onPick: (place: Place, name: string) => void }) {
  const [text, setText] = useState('')
  const [search, setSearch] = useState<Search | null>(null)
  const [picked, setPicked] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void import('@paws/contracts/places/places').then(
      (m) => live && setSearch({ search: m.searchPlaces, nameFor: m.localityMatching }),
    )
    return () => {
      live = false
    }
  }, [])
  const asked = text.trim().length >= 2 && picked === null
  const hits = search && asked ? search.search(text, 6) : []
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
            const name = search?.nameFor(place, text) ?? place.pincode
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
