// Editing a case: the requester changes the report and its photos; an admin also the status,
// notes, volunteer and rescued animal. The fields are saved first, then new photos go up with
// their client ids; a photo failure after a good save says so (docs/rules.md#error-messages). The
// form is the house form hook (lib/form useForm) with the contracts' wizard rules; the
// server's field errors show under their fields.
import {
  RESCUE_ANIMAL_TYPES,
  RESCUE_STATUSES,
  URGENCIES,
  validateRescueReport,
  type RescueStatus,
  enumLabel,
} from '@paws/contracts'
import type { Rescue, RescueUpdateBody } from '@paws/contracts/schemas/rescues'
import { useState } from 'react'
import { useDeleteRescuePhoto, useUpdateRescue, useUploadRescuePhotos } from '../../../api/rescues.ts'
import { RescuePhotoPicker } from '../../../components/rescue/RescuePhotoPicker.tsx'
import { SelectField, TextArea, TextField } from '../../../components/ui/fields.tsx'
import { useForm } from '../../../lib/form/index.ts'
import { DialogFooter } from '../../../components/ui/DialogFooter.tsx'
import { Modal } from '../../../components/ui/Modal.tsx'
import { notify } from '../../../lib/toast.ts'
import type { StoredPhoto } from '../../../offline/index.ts'
import { SavingOverlay } from '../../../components/ui/SavingOverlay.tsx'
import { draftOf, reportFromValues, valuesFromReport, type RescueFormValues } from '../form/form-values.ts'
import { t } from '../../../i18n/index.ts'

export function reportOfCase(rescue: Rescue) {
  return {
    animalType: rescue.animalType,
    urgency: rescue.urgency,
    description: rescue.description,
    location: rescue.location,
    condition: rescue.condition,
    contact: rescue.contact,
    additionalInfo: rescue.additionalInfo,
  }
}

interface AdminFields {
  status: RescueStatus
  notes: string
  volunteer: string
  rescuedAnimal: string
}

const idOrNull = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null)

export function EditCaseDialog({
  rescue,
  admin,
  onClose,
  onSaved,
}: {
  rescue: Rescue
  admin: boolean
  onClose: () => void
  onSaved: (warning: string | null) => void
}) {
  const update = useUpdateRescue(rescue.id)
  const upload = useUploadRescuePhotos(rescue.id)
  const removePhoto = useDeleteRescuePhoto(rescue.id)
  const [photos, setPhotos] = useState<StoredPhoto[]>([])
  const [saving, setSaving] = useState<{ label: string; progress: number | null } | null>(null)
  const form = useForm<RescueFormValues & AdminFields>({
    initial: () => ({
      ...valuesFromReport(reportOfCase(rescue)),
      status: rescue.status,
      notes: rescue.notes ?? '',
      volunteer: rescue.assignedVolunteerId ? String(rescue.assignedVolunteerId) : '',
      rescuedAnimal: rescue.rescuedAnimalId ? String(rescue.rescuedAnimalId) : '',
    }),
    validate: (v) => validateRescueReport(t, draftOf(v)),
    serverFields: 'all',
    fallback: 'rescueText.updateFailed',
    submit: async (_checked, v) => {
      const body: RescueUpdateBody = { ...reportFromValues(v) }
      if (admin) {
        body.status = v.status
        body.notes = v.notes.trim() || null
        // Ids are sent only when filled (docs/rules.md#validation).
        if (idOrNull(v.volunteer) !== null) body.assignedVolunteerId = idOrNull(v.volunteer)
        if (idOrNull(v.rescuedAnimal) !== null) body.rescuedAnimalId = idOrNull(v.rescuedAnimal)
      }
      setSaving({ label: t('photos.savingChanges'), progress: null })
      try {
        await update.mutateAsync(body)
      } finally {
        setSaving(null)
      }
      let warning: string | null = null
      if (photos.length > 0) {
        setSaving({ label: t('photos.uploading'), progress: 0 })
        try {
          const toSend = photos.map((p) => ({ id: p.id, name: p.name, blob: new Blob([p.data], { type: p.type }) }))
          await upload.mutateAsync({
            photos: toSend,
            onProgress: (p) => setSaving({ label: t('photos.uploading'), progress: p }),
          })
        } catch {
          warning = t('rescueText.photosPartlyFailed')
        }
        setSaving(null)
      }
      onSaved(warning)
    },
  })
  const { values, set, errors, error } = form
  const extra = values

  return (
    <Modal
      isOpen
      onClose={onClose}
      dismissable={saving === null}
      title={t('case.editCaseN', { id: rescue.id })}
      size="lg"
    >
      <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('case.animalType')}
            required
            value={values.animalType}
            onChange={(e) => set('animalType', e.target.value as RescueFormValues['animalType'])}
            error={errors.animalType}
          >
            {RESCUE_ANIMAL_TYPES.map((type) => (
              <option key={type} value={type}>
                {enumLabel(t, 'rescueAnimal', type)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('case.urgency2')}
            required
            value={values.urgency}
            onChange={(e) => set('urgency', e.target.value as RescueFormValues['urgency'])}
            error={errors.urgency}
          >
            {URGENCIES.map((u) => (
              <option key={u} value={u}>
                {enumLabel(t, 'urgency', u)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextArea
          label={t('case.description')}
          required
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          error={errors.description}
        />
        <TextField
          label={t('case.address')}
          required
          value={values.address}
          onChange={(e) => set('address', e.target.value)}
          error={errors['location.address']}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('case.city')}
            required
            value={values.city}
            onChange={(e) => set('city', e.target.value)}
            error={errors['location.city']}
          />
          <TextField label={t('case.state')} value={values.state} onChange={(e) => set('state', e.target.value)} />
          <TextField
            label={t('case.pincode')}
            required={values.lat === null || values.lng === null}
            inputMode="numeric"
            value={values.pincode}
            onChange={(e) => set('pincode', e.target.value)}
            error={errors['location.pincode']}
          />
        </div>
        <TextField
          label={t('case.landmarks')}
          value={values.landmarks}
          onChange={(e) => set('landmarks', e.target.value)}
        />
        <TextArea
          label={t('case.additionalInformation')}
          value={values.additionalInfo}
          onChange={(e) => set('additionalInfo', e.target.value)}
        />
        {admin && (
          <div className="grid gap-4 rounded-xl bg-slate-100 p-4 sm:grid-cols-2">
            <SelectField
              label={t('case.status')}
              value={extra.status}
              onChange={(e) => set('status', e.target.value as RescueStatus)}
            >
              {RESCUE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {enumLabel(t, 'rescueStatus', s)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('case.assignedVolunteerId')}
              inputMode="numeric"
              value={extra.volunteer}
              onChange={(e) => set('volunteer', e.target.value)}
            />
            <TextField
              label={t('case.rescuedAnimalId')}
              inputMode="numeric"
              value={extra.rescuedAnimal}
              onChange={(e) => set('rescuedAnimal', e.target.value)}
            />
            <TextArea
              label={t('case.adminNotes')}
              className="sm:col-span-2"
              value={extra.notes}
              onChange={(e) => set('notes', e.target.value)}
            />
          </div>
        )}
        <fieldset className="grid gap-2">
          <legend className="text-lg font-semibold">{t('case.photos')}</legend>
          <RescuePhotoPicker
            photos={photos}
            onChange={setPhotos}
            disabled={saving !== null}
            existing={{
              urls: rescue.images,
              deleting: removePhoto.isPending ? (removePhoto.variables ?? null) : null,
              onDelete: (index) =>
                removePhoto.mutate(index, { onError: () => notify(t('rescueText.imageDeleteFailed'), 'error') }),
            }}
          />
        </fieldset>
        <DialogFooter error={error} busy={saving !== null} onCancel={onClose} />
      </form>
      {saving && <SavingOverlay label={saving.label} progress={saving.progress} />}
    </Modal>
  )
}
