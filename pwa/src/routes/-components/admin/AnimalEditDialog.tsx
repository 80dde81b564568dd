// The admin edit of any animal: every field, the status (deleted included: setting another
// status restores it), and its photos. New photos are compressed on the device and uploaded
// first, then the fields are saved with PUT /animals/admin/:id; a stored photo is deleted at
// once when its button is pressed (as on the owner's edit page).
import { ALL_ANIMAL_STATUSES, ANIMAL_STATUS_LABELS, GENDERS, SIZE_LABELS, SIZES, SPECIES, type AnimalStatus, type Gender, type Size } from '@paws/contracts'
import type { Animal } from '@paws/contracts/schemas/animals'
import { useState, type FormEvent } from 'react'
import { useAdminUpdateAnimal, useDeleteAnimalImage, useUploadAnimalImages } from '../../../api/animals.ts'
import { describeError } from '../../../api/errors.ts'
import { animalPhotos } from '../../../components/animals/PetImage.tsx'
import { Alert } from '../../../components/ui/Alert.tsx'
import { focusFirstInvalid, SelectField, TextArea, TextField } from '../../../components/ui/fields.tsx'
import { Modal } from '../../../components/ui/Modal.tsx'
import { notify } from '../../../lib/toast.ts'
import { TEXT } from '../../../lib/texts.ts'
import { Check } from '../animal-form/AnimalFields.tsx'
import { PhotoPicker } from '../animal-form/PhotoPicker.tsx'
import { SavingOverlay } from '../animal-form/SavingOverlay.tsx'
import { adminAnimalBody, MEDICAL_EXAMPLE, PERSONALITY_EXAMPLE, valuesFromAnimal, type AdminAnimalValues } from './animal-admin-form.ts'

export const ANIMAL_ADMIN_TEXT = {
  updated: 'Animal updated successfully!',
  imageDeleted: 'Image deleted successfully!',
  loadFailed: 'Failed to load animals',
} as const

const cap = (s: string) => s[0].toUpperCase() + s.slice(1)
const mono = { fontFamily: 'ui-monospace, monospace' }

export function AnimalEditDialog({ animal, onClose }: { animal: Animal; onClose: () => void }) {
  const update = useAdminUpdateAnimal(animal.id)
  const upload = useUploadAnimalImages(animal.id)
  const removeImage = useDeleteAnimalImage(animal.id)
  const [values, setValues] = useState<AdminAnimalValues>(() => valuesFromAnimal(animal))
  const [images, setImages] = useState<string[]>(() => animalPhotos(animal))
  const [photos, setPhotos] = useState<File[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState<{ label: string; progress: number | null } | null>(null)
  const set = <K extends keyof AdminAnimalValues>(key: K, value: AdminAnimalValues[K]) => setValues((v) => ({ ...v, [key]: value }))

  function deleteImage(index: number) {
    removeImage.mutate(index, {
      onSuccess: () => {
        setImages((list) => list.filter((_, i) => i !== index))
        notify(ANIMAL_ADMIN_TEXT.imageDeleted, 'success')
      },
      onError: (err) => notify(describeError(err, TEXT.imageDeleteFailed), 'error'),
    })
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    setError(null)
    const result = adminAnimalBody(values)
    if (!result.ok) {
      setErrors(result.errors)
      return focusFirstInvalid(e.currentTarget)
    }
    setErrors({})
    let uploadFailed = false
    if (photos.length > 0) {
      setSaving({ label: 'Uploading photos...', progress: 0 })
      try {
        await upload.mutateAsync({ photos, onProgress: (p) => setSaving({ label: 'Uploading photos...', progress: p }) })
        setPhotos([])
      } catch {
        uploadFailed = true
      }
    }
    setSaving({ label: 'Saving changes...', progress: null })
    try {
      await update.mutateAsync(result.body)
      notify(uploadFailed ? TEXT.imagesPartlyFailed : ANIMAL_ADMIN_TEXT.updated, uploadFailed ? 'error' : 'success')
      onClose()
    } catch (err) {
      setError(describeError(err, TEXT.updateFailed))
    } finally {
      setSaving(null)
    }
  }

  const busy = saving !== null
  return (
    <Modal isOpen onClose={onClose} dismissable={!busy} title={`Edit ${animal.name}`} size="lg">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextField label="Name" required value={values.name} onChange={(e) => set('name', e.target.value)} error={errors.name} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Species" required value={values.species} onChange={(e) => set('species', e.target.value)} error={errors.species}>
            {SPECIES.map((s) => (
              <option key={s} value={s}>{cap(s)}</option>
            ))}
          </SelectField>
          <TextField label="Breed" value={values.breed} onChange={(e) => set('breed', e.target.value)} />
          <TextField label="Age (months)" type="number" inputMode="numeric" min={0} step={1} value={values.age} onChange={(e) => set('age', e.target.value)} error={errors.age} />
          <SelectField label="Gender" value={values.gender} onChange={(e) => set('gender', e.target.value as Gender)}>
            {GENDERS.map((g) => (
              <option key={g} value={g}>{cap(g)}</option>
            ))}
          </SelectField>
          <SelectField label="Size" value={values.size} onChange={(e) => set('size', e.target.value as Size)}>
            {SIZES.map((s) => (
              <option key={s} value={s}>{SIZE_LABELS[s]}</option>
            ))}
          </SelectField>
          <TextField label="Weight (kg)" type="number" inputMode="decimal" min={0} step={0.1} value={values.weight} onChange={(e) => set('weight', e.target.value)} error={errors.weight} />
          <TextField label="Color" value={values.color} onChange={(e) => set('color', e.target.value)} />
          <SelectField label="Status" value={values.status} onChange={(e) => set('status', e.target.value as AnimalStatus)}>
            {ALL_ANIMAL_STATUSES.map((s) => (
              <option key={s} value={s}>{ANIMAL_STATUS_LABELS[s]}</option>
            ))}
          </SelectField>
        </div>
        <TextArea label="Description" value={values.description} onChange={(e) => set('description', e.target.value)} />
        <TextArea label="Special needs" rows={3} value={values.specialNeeds} onChange={(e) => set('specialNeeds', e.target.value)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="City" value={values.city} onChange={(e) => set('city', e.target.value)} />
          <TextField label="Location" placeholder="e.g. Andheri West, Mumbai" value={values.location} onChange={(e) => set('location', e.target.value)} />
        </div>
        <TextArea label="Personality (JSON)" rows={2} spellCheck={false} style={mono} hint={`A list of traits. Example: ${PERSONALITY_EXAMPLE}`} value={values.personality} onChange={(e) => set('personality', e.target.value)} error={errors.personality} />
        <TextArea label="Medical history (JSON)" rows={5} spellCheck={false} style={mono} hint={`Example: ${MEDICAL_EXAMPLE}`} value={values.medicalHistory} onChange={(e) => set('medicalHistory', e.target.value)} error={errors.medicalHistory} />
        <Check label="Spayed / Neutered" checked={values.spayedNeutered} onChange={(v) => set('spayedNeutered', v)} />
        <PhotoPicker
          title="Images"
          photos={photos}
          onChange={setPhotos}
          disabled={busy}
          existing={{ urls: images, onDelete: deleteImage, deleting: removeImage.isPending ? (removeImage.variables ?? null) : null }}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
        {saving && <SavingOverlay label={saving.label} progress={saving.progress} />}
      </form>
    </Modal>
  )
}
