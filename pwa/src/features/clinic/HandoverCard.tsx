// One animal handed to the clinic: what it is and how hurt, the case's area, the responder who
// brings it with a Call button, and the clinic's answer: "Admitted" with its own number or
// "Could not take"; then its news of an admitted animal (docs/rules.md#clinics). An answer given
// with no signal waits on the phone (use-clinic-answers.ts), and the card says so until it is sent.
// "Admitted" says what it needs (the clinic's own number); "Could not take" and "Died", which
// cannot be taken back, ask once first.
import { CLINIC_ANIMAL_STATES, enumLabel, formatDateTime, TEXT_LIMITS } from '@paws/contracts'
import type { ClinicHandover } from '@paws/contracts/schemas/clinics'
import { Phone } from 'lucide-react'
import { useId, useState } from 'react'
import { clinicRefError } from '@paws/contracts/schemas/rescue-actions'
import { DialogFooter } from '../../components/ui/DialogFooter.tsx'
import { Modal } from '../../components/ui/Modal.tsx'
import { t } from '../../i18n/index.ts'
import { useForm } from '../../lib/form/index.ts'
import { type ActionEntry, call } from '../../offline/index.ts'
import type { ClinicAnswer } from './use-clinic-answers.ts'

/** The answer an outbox entry carries, as the card says it. */
function answerText(entry: ActionEntry): string {
  if (entry.action === 'clinic_admit') return t('clinic.admittedAs', { ref: entry.clinicRef ?? '' })
  if (entry.action === 'clinic_refuse') return t('clinic.couldNotTake')
  return entry.animalState ? enumLabel(t, 'clinicAnimalState', entry.animalState) : ''
}

function WaitingAnswers({ entries }: { entries: ActionEntry[] }) {
  return (
    <ul className="grid gap-1" aria-label={t('clinic.onThisPhone')}>
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-lg bg-amber-50 p-2 text-slate-900" data-testid="clinic-waiting">
          {entry.state === 'not_applied' ? (
            <span className="flex flex-wrap items-center gap-2">
              {t('clinic.notApplied', { answer: answerText(entry), reason: entry.conflict?.message ?? '' })}
              <button type="button" className="btn-secondary" onClick={() => void call('dismissCaseAction', entry.id)}>
                {t('ui.dismiss')}
              </button>
            </span>
          ) : (
            t('clinic.waitingToSend', { answer: answerText(entry) })
          )}
        </li>
      ))}
    </ul>
  )
}

export function HandoverCard({
  handover,
  waiting,
  onAnswer,
}: {
  handover: ClinicHandover
  /** This clinic's answers on the case still on the phone. */
  waiting: ActionEntry[]
  onAnswer: (answer: ClinicAnswer) => void
}) {
  const admit = useForm<{ ref: string }, string>({
    initial: { ref: '' },
    // The contracts' rule; the hint under the field says it while the number is missing.
    validate: ({ ref }) => (clinicRefError(ref) ? { ok: false, errors: {} } : { ok: true, value: ref.trim() }),
    submit: (clinicRef) => onAnswer({ action: 'clinic_admit', clinicRef }),
  })
  const ref = admit.values.ref
  // The answer that cannot be taken back, asked once before it is sent.
  const [confirming, setConfirming] = useState<ClinicAnswer | null>(null)
  const needsId = useId()
  const h = handover
  const busy = waiting.some((e) => e.state !== 'not_applied')
  const send = onAnswer
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
      {waiting.length > 0 && <WaitingAnswers entries={waiting} />}
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
        <form className="grid gap-2" onSubmit={admit.onSubmit}>
          <label className="grid gap-1">
            <span className="label">{t('clinic.ownNumber')}</span>
            <input
              className="input"
              maxLength={TEXT_LIMITS.clinicRef}
              required
              aria-describedby={ref.trim() ? undefined : needsId}
              name="ref"
              value={ref}
              onChange={(e) => admit.set('ref', e.target.value)}
            />
          </label>
          {!ref.trim() && (
            <p id={needsId} className="text-sm text-slate-700">
              {t('clinic.admitNeedsNumber')}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              className="btn-primary"
              disabled={busy || !ref.trim()}
              aria-describedby={ref.trim() ? undefined : needsId}
            >
              {t('clinic.admit')}
            </button>
            <button
              type="button"
              className="btn-secondary text-red-800"
              disabled={busy}
              onClick={() => setConfirming({ action: 'clinic_refuse' })}
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
              disabled={busy || h.animalState === s}
              onClick={() =>
                s === 'died'
                  ? setConfirming({ action: 'clinic_update', animalState: s })
                  : send({ action: 'clinic_update', animalState: s })
              }
            >
              {enumLabel(t, 'clinicAnimalState', s)}
            </button>
          ))}
        </fieldset>
      )}
      {confirming && (
        <Modal
          isOpen
          onClose={() => setConfirming(null)}
          title={confirming.action === 'clinic_refuse' ? t('clinic.refuseTitle') : t('clinic.diedTitle')}
          role="alertdialog"
        >
          <p className="text-slate-700">
            {confirming.action === 'clinic_refuse' ? t('clinic.refuseText') : t('clinic.diedText')}
          </p>
          <DialogFooter
            className="mt-5"
            onCancel={() => setConfirming(null)}
            onConfirm={() => {
              send(confirming)
              setConfirming(null)
            }}
            submit={confirming.action === 'clinic_refuse' ? t('clinic.refuse') : t('clinic.diedConfirm')}
            tone="danger"
          />
        </Modal>
      )}
    </li>
  )
}
