// "Is this the same animal?": as soon as the position is known (or at Submit), the open cases
// of the same animal type reported near the fix in the last 48 hours, each with its first
// photo, distance, time and status, and first the open cases that have one of the same
// pictures ("This photo was already reported: case #N": a forwarded photo). "This is the same
// animal" follows that case (the reporter gets its news and sees it in their list; their note
// and photos go on it) instead of a new case.
import { enumLabel, formatDistance, formatRelativeTime, thumbnailUrl } from '@paws/contracts'
import type { NearbyRescue, SamePhotoRescue } from '@paws/contracts/schemas/rescues'
import { PawPrint } from 'lucide-react'
import { StatusBadge, UrgencyBadge } from '../../../components/rescue/RescueBadges.tsx'
import { Alert } from '../../../components/ui/Alert.tsx'
import { t } from '../../../i18n/index.ts'

export function NearbyOffer({
  cases,
  samePhoto = [],
  busy,
  error,
  onSame,
  onDifferent,
}: {
  cases: NearbyRescue[]
  /** Open cases with one of the same pictures, wherever reported. */
  samePhoto?: SamePhotoRescue[]
  busy: boolean
  error: string | null
  onSame: (id: number) => void
  onDifferent: () => void
}) {
  return (
    <section aria-labelledby="nearby-title" className="card mt-4 grid gap-4 p-5 sm:p-6">
      <h2 id="nearby-title" tabIndex={-1} className="text-xl font-bold">
        {t('wizard.isThisTheSame')}
      </h2>
      {samePhoto.length > 0 && (
        <ul className="grid gap-3">
          {samePhoto.map((c) => (
            <li key={c.id} className="grid grid-cols-[4.5rem_1fr] gap-3 rounded-xl border-2 border-amber-500 p-3">
              <CasePhoto id={c.id} photo={c.photo} />
              <div className="grid gap-1">
                <p className="font-semibold">{t('bystander.photoAlreadyReported', { id: c.id })}</p>
                <p className="text-sm text-slate-700">
                  {enumLabel(t, 'rescueAnimal', c.animalType)} · {t('wizard.reported', { place: c.place })}{' '}
                  {formatRelativeTime(t, c.createdAt)}
                </p>
                <div className="flex flex-wrap gap-2">
                  <StatusBadge status={c.status} />
                  <UrgencyBadge urgency={c.urgency} />
                </div>
                <button
                  type="button"
                  className="btn-primary mt-1"
                  disabled={busy}
                  onClick={() => onSame(c.id)}
                  aria-label={t('wizard.sameAnimalFollow', { id: c.id })}
                >
                  {t('wizard.thisIsTheSame')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {cases.length > 0 && (
        <p className="text-slate-700">
          {cases.length === 1
            ? t('wizard.someoneHasAlreadyReported')
            : t('wizard.openCasesReported', { count: cases.length })}{' '}
          {t('wizard.closeToYouIn')}
        </p>
      )}
      <ul className="grid gap-3">
        {cases.map((c) => (
          <li key={c.id} className="grid grid-cols-[4.5rem_1fr] gap-3 rounded-xl border border-slate-300 p-3">
            <CasePhoto id={c.id} photo={c.photo} />
            <div className="grid gap-1">
              <p className="font-semibold">
                {t('wizard.caseMAway', {
                  id: c.id,
                  value: enumLabel(t, 'rescueAnimal', c.animalType),
                  distance: formatDistance(t, c.distanceM),
                })}
              </p>
              <p className="text-sm text-slate-700">
                {t('wizard.reported', { place: c.place })} {formatRelativeTime(t, c.createdAt)}
              </p>
              <div className="flex flex-wrap gap-2">
                <StatusBadge status={c.status} />
                <UrgencyBadge urgency={c.urgency} />
              </div>
              <button
                type="button"
                className="btn-primary mt-1"
                disabled={busy}
                onClick={() => onSame(c.id)}
                aria-label={t('wizard.sameAnimalFollow', { id: c.id })}
              >
                {t('wizard.thisIsTheSame')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {error && <Alert tone="error">{error}</Alert>}
      <button type="button" className="btn-secondary" disabled={busy} onClick={onDifferent}>
        {t('wizard.noItIsA')}
      </button>
    </section>
  )
}

function CasePhoto({ id, photo }: { id: number; photo: string | null }) {
  return photo ? (
    <img src={thumbnailUrl(photo)} alt={t('wizard.caseN', { id })} className="h-18 w-18 rounded-lg object-cover" />
  ) : (
    <span className="grid h-18 w-18 place-items-center rounded-lg bg-slate-100" aria-hidden="true">
      <PawPrint className="h-8 w-8 text-slate-500" />
    </span>
  )
}
