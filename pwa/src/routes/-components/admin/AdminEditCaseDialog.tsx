// The admin rescues page's Edit modal: every field of a case, location and images as JSON
// (spec part 2 section 2). Bad JSON or ids are caught here, field by field, before any call.
import { RESCUE_ANIMAL_TYPE_LABELS, RESCUE_ANIMAL_TYPES, RESCUE_STATUS_LABELS, RESCUE_STATUSES, URGENCY_LABELS, type Urgency } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { useState, type FormEvent } from 'react'
import { ApiError } from '../../../api/errors.ts'
import { useUpdateRescue } from '../../../api/rescues.ts'
import { Alert } from '../../../components/ui/Alert.tsx'
import { focusFirstInvalid, SelectField, TextArea, TextField } from '../../../components/ui/fields.tsx'
import { Modal } from '../../../components/ui/Modal.tsx'
import { RESCUE_TEXT } from '../../../lib/rescue-texts.ts'
import { adminCaseBody, caseValues, type AdminCaseValues } from './admin-case-form.ts'

// The spec's order for the admin form.
const URGENCY_ORDER: readonly Urgency[] = ['low', 'medium', 'high', 'critical']

export function AdminEditCaseDialog({ rescue, onClose, onSaved }: { rescue: Rescue; onClose: () => void; onSaved: () => void }) {
  const update = useUpdateRescue(rescue.id)
  const [values, setValues] = useState<AdminCaseValues>(() => caseValues(rescue))
  const [errors, setErrors] = useState<Partial<Record<keyof AdminCaseValues, string>>>({})
  const [error, setError] = useState<string | null>(null)
  const set = <K extends keyof AdminCaseValues>(key: K) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value as AdminCaseValues[K] }))

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    setError(null)
    const result = adminCaseBody(values, rescue)
    if (!result.ok) {
      setErrors(result.errors)
      return focusFirstInvalid(e.currentTarget)
    }
    setErrors({})
    update.mutate(result.body, {
      onSuccess: onSaved,
      onError: (err) => setError(err instanceof ApiError ? err.display(RESCUE_TEXT.updateFailed) : RESCUE_TEXT.updateFailed),
    })
  }

  return (
    <Modal isOpen onClose={onClose} dismissable={!update.isPending} title={`Edit Case #${rescue.id}`} size="lg">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField label="Animal type" required value={values.animalType} onChange={set('animalType')} error={errors.animalType}>
            {RESCUE_ANIMAL_TYPES.map((t) => (
              <option key={t} value={t}>
                {RESCUE_ANIMAL_TYPE_LABELS[t]}
              </option>
            ))}
          </SelectField>
          <SelectField label="Urgency" required value={values.urgency} onChange={set('urgency')} error={errors.urgency}>
            {URGENCY_ORDER.map((u) => (
              <option key={u} value={u}>
                {URGENCY_LABELS[u]}
              </option>
            ))}
          </SelectField>
          <SelectField label="Status" value={values.status} onChange={set('status')}>
            {RESCUE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {RESCUE_STATUS_LABELS[s]}
              </option>
            ))}
          </SelectField>
        </div>
        <TextArea label="Description" required value={values.description} onChange={set('description')} error={errors.description} />
        <TextArea
          label="Location (JSON)"
          required
          rows={6}
          spellCheck={false}
          value={values.location}
          onChange={set('location')}
          error={errors.location}
          hint='An object with address, city and pincode, for example {"address": "Linking Road", "city": "Mumbai", "pincode": "400050"}.'
        />
        <TextArea label="Admin notes" value={values.notes} onChange={set('notes')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Assigned volunteer id" inputMode="numeric" value={values.volunteerId} onChange={set('volunteerId')} error={errors.volunteerId} />
          <TextField label="Rescued animal id" inputMode="numeric" value={values.rescuedAnimalId} onChange={set('rescuedAnimalId')} error={errors.rescuedAnimalId} />
        </div>
        <TextArea
          label="Images (JSON array)"
          rows={4}
          spellCheck={false}
          value={values.images}
          onChange={set('images')}
          error={errors.images}
          hint="The photo addresses to keep, at most 5. A photo left out is deleted."
        />
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </form>
    </Modal>
  )
}
