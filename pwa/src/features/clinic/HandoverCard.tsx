// One animal handed to the clinic: what it is and how hurt, the case's area, the responder who
// brings it with a Call button, and the clinic's answer: "Admitted" with its own number or
// "Could not take"; then its news of an admitted animal (docs/rules.md#clinics).
import { CLINIC_ANIMAL_STATES, enumLabel, formatDateTime } from '@paws/contracts'
import type { ClinicHandover } from '@paws/contracts/schemas/clinics'
import { Phone } from 'lucide-react'
import { useState } from 'react'
import { type ClinicAnswer, useClinicAnswer } from '../../api/clinics.ts'
import { describeError } from '../../api/errors.ts'
import { t } from '../../i18n/index.ts'
import { notify } from '../../lib/toast.ts'

export function HandoverCard({ handover }: { handover: ClinicHandover }) {
  const answer = useClinicAnswer()
  const [ref, setRef] = useState('')
  const h = handover
  async function send(given: ClinicAnswer) {
    try {
      await answer.mutateAsync({ rescueId: h.rescueId, answer: given })
    } catch (error) {
      notify(describeError(error, t('clinic.failed')), 'error')
    }
  }
  const stateText =
    h.state === 'admitted'
      ? t('clinic.admittedAs', { ref: h.clinicRef ?? '' })
      : h.state === 'refused'
        ? t('clinic.couldNotTake')
        : t('clinic.coming')
  return (
    <li className="card grid gap-2 p-4" data-testid="clinic-handover">
      <p className="text-lg font-semibold">
        {enumLabel(t, 'rescueAnimal', h.animalType)} · {enumLabel(t, 'urgency', h.urgency)} ·{' '}
        {t('clinic.caseNumber', { id: h.rescueId })}
      </p>
      <p className="font-semibold text-brand-800">{stateText}</p>
      {h.animalState && <p>{enumLabel(t, 'clinicAnimalState', h.animalState)}</p>}
      {h.injuries && <p>{enumLabel(t, 'injury', h.injuries)}</p>}
      <p className="text-slate-800">{h.description}</p>
      <p className="text-sm text-slate-600">
        {[h.place.city, h.place.pincode].filter(Boolean).join(' ')} · {formatDateTime(h.handedAt)}
      </p>
      <p className="flex flex-wrap items-center gap-2">
        {t('clinic.bringing', { name: h.responder.name, ngo: h.responder.ngo ?? '' })}
        {h.responder.phone && (
          <a className="btn-secondary" href={`tel:${h.responder.phone}`}>
            <Phone className="h-4 w-4" aria-hidden="true" />
            {t('clinic.call')}
          </a>
        )}
      </p>
      {h.state === 'coming' && (
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            if (ref.trim()) void send({ action: 'clinic_admit', clinicRef: ref.trim() })
          }}
        >
          <label className="grid gap-1">
            <span className="label">{t('clinic.ownNumber')}</span>
            <input className="input" value={ref} maxLength={50} required onChange={(e) => setRef(e.target.value)} />
          </label>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={answer.isPending || !ref.trim()}>
              {t('clinic.admit')}
            </button>
            <button
              type="button"
              className="btn-secondary text-red-800"
              disabled={answer.isPending}
              onClick={() => void send({ action: 'clinic_refuse' })}
            >
              {t('clinic.refuse')}
            </button>
          </div>
        </form>
      )}
      {h.state === 'admitted' && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('clinic.update')}</legend>
          {CLINIC_ANIMAL_STATES.map((s) => (
            <button
              key={s}
              type="button"
              className="btn-secondary"
              aria-pressed={h.animalState === s}
              disabled={answer.isPending || h.animalState === s}
              onClick={() => void send({ action: 'clinic_update', animalState: s })}
            >
              {enumLabel(t, 'clinicAnimalState', s)}
            </button>
          ))}
        </fieldset>
      )}
    </li>
  )
}
