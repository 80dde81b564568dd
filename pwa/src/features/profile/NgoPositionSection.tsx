// An NGO's own place on the map: the position new cases are measured from when an
// admin picks the nearest NGO. Set from the premises with the phone, or cleared.
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { describeError } from '../../http/errors.ts'
import { myNgoQuery, useUpdateNgo } from '../../api/ngos.ts'
import { type LatLng, PositionField } from '../../components/location/PositionField.tsx'
import { t } from '../../i18n/index.ts'
import { notify } from '../../lib/toast.ts'

export function NgoPositionSection() {
  const titleId = useId()
  const ngo = useQuery(myNgoQuery())
  const update = useUpdateNgo()
  const [picked, setPicked] = useState<LatLng | null | undefined>(undefined)
  if (!ngo.data) return null
  const { location } = ngo.data
  const saved = location.lat != null && location.lng != null ? { lat: location.lat, lng: location.lng } : null
  const value = picked === undefined ? saved : picked

  function save() {
    if (!ngo.data) return
    update.mutate(
      { id: ngo.data.id, body: { location: { ...location, lat: value?.lat ?? null, lng: value?.lng ?? null } } },
      {
        onSuccess: () => {
          setPicked(undefined)
          void ngo.refetch()
          notify(t('profile.ngoPositionSaved'), 'success')
        },
        onError: (err) => notify(describeError(err, t('profile.ngoPositionFailed')), 'error'),
      },
    )
  }

  return (
    <section aria-labelledby={titleId} className="card grid gap-4 p-5 sm:p-6">
      <h2 id={titleId} className="text-xl font-bold">
        {t('profile.ngoPositionTitle', { name: ngo.data.name })}
      </h2>
      <PositionField
        label={t('auth.ngoPosition')}
        hint={t('auth.ngoPositionHint')}
        value={value}
        onChange={setPicked}
      />
      {picked !== undefined && (
        <button type="button" className="btn-primary w-fit" onClick={save} disabled={update.isPending}>
          {update.isPending ? t('profile.saving') : t('profile.ngoPositionSave')}
        </button>
      )}
    </section>
  )
}
