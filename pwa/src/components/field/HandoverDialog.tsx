// "Take to a clinic" (docs/rules.md#clinics): the approved clinics accepting emergencies now near
// the case, nearest first, with their free places for this animal, hours and a Call button.
// Picking one puts the hand-over into the outbox like any field action, so it is sent once,
// also when the signal comes back later; the list itself needs a signal: with none the dialog
// says so (with the hotline) instead of searching.
import type { RescueAnimalType } from '@paws/contracts'
import { enumLabel, formatDateTime, formatDistance, HELPLINE_PHONE, HELPLINE_TEL } from '@paws/contracts'
import type { NearbyClinic } from '@paws/contracts/schemas/clinics'
import { useQuery } from '@tanstack/react-query'
import { Phone } from 'lucide-react'
import { nearbyClinicsQuery } from '../../api/clinics.ts'
import { describeError } from '../../http/errors.ts'
import { Alert } from '../ui/Alert.tsx'
import { Modal } from '../ui/Modal.tsx'
import { t } from '../../i18n/index.ts'
import { useOnline } from '../../lib/use-online.ts'

export function HandoverDialog({
  point,
  species,
  onClose,
  onPick,
}: {
  point: { lat: number; lng: number } | null
  species: RescueAnimalType
  onClose: () => void
  onPick: (clinic: NearbyClinic) => void
}) {
  const online = useOnline()
  const nearby = useQuery({
    ...nearbyClinicsQuery(point?.lat ?? 0, point?.lng ?? 0, species),
    enabled: point !== null && online,
  })
  const clinics = nearby.data?.clinics ?? []
  return (
    <Modal isOpen onClose={onClose} title={t('handover.title')} size="lg">
      <div className="grid gap-3">
        {point === null && <Alert tone="warning">{t('handover.noPlace')}</Alert>}
        {!online && (
          <Alert tone="warning" title={t('handover.noSignal')}>
            {t('handover.noSignalText')}{' '}
            <a href={`tel:${HELPLINE_TEL}`} className="font-semibold underline">
              {HELPLINE_PHONE}
            </a>
          </Alert>
        )}
        {online && nearby.isError && <Alert tone="error">{describeError(nearby.error, t('clinic.failed'))}</Alert>}
        {online && nearby.isPending && point !== null && <p>{t('handover.looking')}</p>}
        {nearby.isSuccess && clinics.length === 0 && <p>{t('handover.none')}</p>}
        <ul className="grid gap-3">
          {clinics.map((c) => (
            <li key={c.id} className="card grid gap-1 p-4" data-testid="nearby-clinic">
              <p className="text-lg font-semibold">{c.name}</p>
              <p className="text-sm text-slate-700">
                {formatDistance(t, c.distanceM)} · {c.address}
              </p>
              <p>
                {t('handover.freePlaces', {
                  species: enumLabel(t, 'rescueAnimal', species),
                  count: c.places[species] ?? 0,
                })}
              </p>
              <p className="text-sm text-slate-700">
                {c.hours} · {t('handover.acceptingUntil', { until: formatDateTime(c.until) })}
              </p>
              <div className="mt-1 flex flex-wrap gap-2">
                {c.phone && (
                  <a className="btn-secondary" href={`tel:${c.phone}`}>
                    <Phone className="h-4 w-4" aria-hidden="true" />
                    {t('handover.call')}
                  </a>
                )}
                <button type="button" className="btn-primary" onClick={() => onPick(c)}>
                  {t('handover.takeHere')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  )
}
