// The next step on a case: one tap, an optional note ("taken to the Parel
// hospital") and up to 5 photos, compressed on the phone like a report's. Completed asks for
// a photo; none is required. When a clinic admitted the animal (`known`, clinic-outcome.ts),
// completing says the clinic's outcome instead of asking for it again.
import {
  enumLabel,
  PROOF_ACTIONS,
  RESCUE_OUTCOMES,
  type RescueOutcome,
  rescueActionLabel,
  type RescueAction,
  TEXT_LIMITS,
} from '@paws/contracts'
import { RESCUE_OUTCOME_MESSAGES } from '@paws/contracts/schemas/rescue-actions'
import { RescuePhotoPicker } from '../rescue/RescuePhotoPicker.tsx'
import { SelectField, TextArea, TextField } from '../ui/fields.tsx'
import { Modal } from '../ui/Modal.tsx'
import { useForm } from '../../lib/form/index.ts'
import type { StoredPhoto } from '../../offline/index.ts'
import { t } from '../../i18n/index.ts'
import type { KnownOutcome } from './clinic-outcome.ts'

const noteHint = (action: RescueAction): string | undefined =>
  action === 'progress'
    ? t('field.hintProgress')
    : action === 'rescued'
      ? t('field.hintRescued')
      : action === 'completed'
        ? t('field.hintCompleted')
        : undefined

export function StepDialog({
  action,
  known = null,
  onClose,
  onSubmit,
}: {
  action: RescueAction
  /** What the case's timeline already says became of the animal (a clinic admitted it). */
  known?: KnownOutcome | null
  onClose: () => void
  onSubmit: (note: string, photos: StoredPhoto[], outcome?: { kind: RescueOutcome; place: string | null }) => void
}) {
  type Values = { note: string; photos: StoredPhoto[]; outcome: RescueOutcome | ''; place: string }
  const completing = action === 'completed'
  const asked = completing && !known
  const form = useForm<Values>({
    initial: { note: '', photos: [], outcome: known?.kind ?? '', place: known?.place ?? '' },
    // Completing says what became of the animal, and which clinic or shelter it went to.
    validate: (v) => {
      if (!completing) return []
      if (!v.outcome) return [{ field: 'outcome', message: RESCUE_OUTCOME_MESSAGES.required }]
      if (v.outcome === 'taken_to_clinic' && !v.place.trim()) {
        return [{ field: 'place', message: RESCUE_OUTCOME_MESSAGES.placeRequired }]
      }
      return []
    },
    submit: ({ note, photos, outcome, place }) =>
      onSubmit(note, photos, outcome ? { kind: outcome, place: place.trim() || null } : undefined),
  })
  const withPhotos = PROOF_ACTIONS.includes(action)
  return (
    <Modal isOpen onClose={onClose} title={rescueActionLabel(t, action)}>
      <form className="grid gap-4" onSubmit={form.onSubmit}>
        {action === 'completed' && (
          <p className="rounded-lg bg-brand-50 p-3 text-slate-800">{t('field.pleaseAddAPhoto')}</p>
        )}
        {completing && known && (
          <p className="text-slate-800" data-testid="known-outcome">
            {t('field.knownOutcome', { outcome: enumLabel(t, 'rescueOutcome', known.kind), place: known.place })}
          </p>
        )}
        {asked && (
          <SelectField label={t('field.outcome')} required {...form.field('outcome')}>
            <option value="">{t('field.chooseOutcome')}</option>
            {RESCUE_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {enumLabel(t, 'rescueOutcome', o)}
              </option>
            ))}
          </SelectField>
        )}
        {asked && form.values.outcome === 'taken_to_clinic' && (
          <TextField
            label={t('field.outcomePlace')}
            required
            maxLength={TEXT_LIMITS.outcomePlace}
            {...form.field('place')}
          />
        )}
        <TextArea
          label={t('field.noteOptional')}
          hint={noteHint(action)}
          maxLength={TEXT_LIMITS.stepNote}
          rows={3}
          {...form.field('note')}
        />
        {withPhotos && <RescuePhotoPicker photos={form.values.photos} onChange={(next) => form.set('photos', next)} />}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary flex-1">
            {rescueActionLabel(t, action)}
          </button>
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t('field.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
