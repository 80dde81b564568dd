// The admin edit of any animal: the animal's basic fields as on the owner's form, and the
// admin's own: every other field, the status (deleted included: setting another
// status restores it), and its photos. New photos are compressed on the device and uploaded
// first, then the fields are saved with PUT /animals/admin/:id; a stored photo is deleted at
// once when its button is pressed (as on the owner's edit page).
import { ALL_ANIMAL_STATUSES, enumLabel } from '@paws/contracts'
import type { Animal } from '@paws/contracts/schemas/animals'
import { useState } from 'react'
import { useAdminUpdateAnimal, useDeleteAnimalImage } from '../../api/animals.ts'
import { describeError } from '../../http/errors.ts'
import { AnimalBasicFields } from '../../components/animals/form/AnimalBasicFields.tsx'
import { animalPhotos } from '../../components/animals/PetImage.tsx'
import { SelectField, TextArea, TextField } from '../../components/ui/fields.tsx'
import { Modal } from '../../components/ui/Modal.tsx'
import { notify } from '../../lib/toast.ts'
import { CheckField } from '../../components/ui/CheckField.tsx'
import { AnimalPhotoPicker } from '../../components/photos/AnimalPhotoPicker.tsx'
import { SavingOverlay } from '../../components/ui/SavingOverlay.tsx'
import { usePhotoSave } from '../../components/photos/use-photo-save.ts'
import { DialogFooter } from '../../components/ui/DialogFooter.tsx'
import { adminAnimalBody, MEDICAL_EXAMPLE, PERSONALITY_EXAMPLE, valuesFromAnimal } from './animal-admin-form.ts'
import { JSON_INPUT } from './json-field.ts'
import { asCheck, useForm } from '../../lib/form/index.ts'
import { t } from '../../i18n/index.ts'

export function AnimalEditDialog({ animal, onClose }: { animal: Animal; onClose: () => void }) {
  const update = useAdminUpdateAnimal(animal.id)
  const removeImage = useDeleteAnimalImage(animal.id)
  const { photos, setPhotos, saving, save } = usePhotoSave(animal.id)
  const [images, setImages] = useState<string[]>(() => animalPhotos(animal))
  const { values, set, field, errors, error, onSubmit } = useForm({
    initial: () => valuesFromAnimal(animal),
    validate: (v) => asCheck(adminAnimalBody(v)),
    submit: async ({ body }) => {
      const { photosFailed } = await save(() => update.mutateAsync(body))
      notify(photosFailed ? t('text.imagesPartlyFailed') : t('adminAnimal.updated'), photosFailed ? 'error' : 'success')
      onClose()
    },
    fallback: 'text.updateFailed',
    clearErrorOnChange: false,
  })

  function deleteImage(index: number) {
    removeImage.mutate(index, {
      onSuccess: () => {
        setImages((list) => list.filter((_, i) => i !== index))
        notify(t('adminAnimal.imageDeleted'), 'success')
      },
      onError: (err) => notify(describeError(err, t('text.imageDeleteFailed')), 'error'),
    })
  }

  const busy = saving !== null
  return (
    <Modal isOpen onClose={onClose} dismissable={!busy} title={t('admin.editName', { name: animal.name })} size="lg">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <AnimalBasicFields values={values} set={set} errors={errors}>
          <SelectField label={t('admin.status')} {...field('status')}>
            {ALL_ANIMAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {enumLabel(t, 'animalStatus', s)}
              </option>
            ))}
          </SelectField>
        </AnimalBasicFields>
        <TextArea label={t('admin.description')} {...field('description')} />
        <TextArea label={t('admin.specialNeeds')} rows={3} {...field('specialNeeds')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('admin.city')} {...field('city')} />
          <TextField label={t('admin.location')} placeholder={t('admin.eGAndheriWestMumbai')} {...field('location')} />
        </div>
        <TextArea
          label={t('admin.personalityJson')}
          rows={2}
          {...JSON_INPUT}
          hint={t('admin.traitsHint', { example: PERSONALITY_EXAMPLE })}
          {...field('personality')}
        />
        <TextArea
          label={t('admin.medicalHistoryJson')}
          rows={5}
          {...JSON_INPUT}
          hint={t('admin.exampleHint', { example: MEDICAL_EXAMPLE })}
          {...field('medicalHistory')}
        />
        <CheckField
          label={t('admin.spayedNeutered')}
          checked={values.spayedNeutered}
          onChange={(v) => set('spayedNeutered', v)}
        />
        <AnimalPhotoPicker
          title={t('admin.images')}
          photos={photos}
          onChange={setPhotos}
          disabled={busy}
          existing={{
            urls: images,
            onDelete: deleteImage,
            deleting: removeImage.isPending ? (removeImage.variables ?? null) : null,
          }}
        />
        <DialogFooter error={error} busy={busy} onCancel={onClose} />
        {saving && <SavingOverlay label={saving.label} progress={saving.progress} />}
      </form>
    </Modal>
  )
}
