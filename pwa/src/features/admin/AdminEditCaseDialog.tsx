// The admin rescues page's Edit modal: every field of a case, location and images as JSON
// (docs/screens.md). Bad JSON or ids are caught here, field by field, before any call.
import { RESCUE_ANIMAL_TYPES, RESCUE_STATUSES, type Urgency, enumLabel } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { useUpdateRescue } from '../../api/rescues.ts'
import { SelectField, TextArea, TextField } from '../../components/ui/fields.tsx'
import { Modal } from '../../components/ui/Modal.tsx'
import { adminCaseBody, caseValues } from './admin-case-form.ts'
import { DialogFooter } from '../../components/ui/DialogFooter.tsx'
import { JSON_INPUT } from './json-field.ts'
import { asCheck, useForm } from '../../lib/form/index.ts'
import { t } from '../../i18n/index.ts'

// The spec's order for the admin form.
const URGENCY_ORDER: readonly Urgency[] = ['low', 'medium', 'high', 'critical']

export function AdminEditCaseDialog({
  rescue,
  onClose,
  onSaved,
}: {
  rescue: Rescue
  onClose: () => void
  onSaved: () => void
}) {
  const update = useUpdateRescue(rescue.id)
  const { field, error, onSubmit } = useForm({
    initial: () => caseValues(rescue),
    validate: (v) => asCheck(adminCaseBody(v, rescue)),
    submit: async ({ body }) => {
      await update.mutateAsync(body)
      onSaved()
    },
    fallback: 'rescueText.updateFailed',
    clearErrorOnChange: false,
  })

  return (
    <Modal
      isOpen
      onClose={onClose}
      dismissable={!update.isPending}
      title={t('case.editCaseN', { id: rescue.id })}
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField label={t('admin.animalType')} required {...field('animalType')}>
            {RESCUE_ANIMAL_TYPES.map((type) => (
              <option key={type} value={type}>
                {enumLabel(t, 'rescueAnimal', type)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('admin.urgency')} required {...field('urgency')}>
            {URGENCY_ORDER.map((u) => (
              <option key={u} value={u}>
                {enumLabel(t, 'urgency', u)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('admin.status')} {...field('status')}>
            {RESCUE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {enumLabel(t, 'rescueStatus', s)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextArea label={t('admin.description')} required {...field('description')} />
        <TextArea
          label={t('admin.locationJson')}
          required
          rows={6}
          {...JSON_INPUT}
          {...field('location')}
          hint={t('admin.caseLocationHint', {
            example: '{"address": "Linking Road", "city": "Mumbai", "pincode": "400050"}',
          })}
        />
        <TextArea label={t('admin.adminNotes')} {...field('notes')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('admin.assignedVolunteerId')} inputMode="numeric" {...field('volunteerId')} />
          <TextField label={t('admin.rescuedAnimalId')} inputMode="numeric" {...field('rescuedAnimalId')} />
        </div>
        <TextArea
          label={t('admin.imagesJsonArray')}
          rows={4}
          {...JSON_INPUT}
          {...field('images')}
          hint={t('admin.photosToKeepHint')}
        />
        <DialogFooter error={error} busy={update.isPending} onCancel={onClose} />
      </form>
    </Modal>
  )
}
