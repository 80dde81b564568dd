// Editing a case: the requester changes the report and its photos; an admin also the status,
// notes, volunteer and rescued animal. The fields are saved first, then new photos go up with
// their client ids; a photo failure after a good save says so (spec part 2 section 8).
import {
  RESCUE_ANIMAL_TYPE_LABELS,
  RESCUE_ANIMAL_TYPES,
  RESCUE_STATUS_LABELS,
  RESCUE_STATUSES,
  URGENCIES,
  URGENCY_LABELS,
  validateRescueReport,
  type RescueStatus,
} from '@paws/contracts'
import type { Rescue, RescueUpdateBody } from '@paws/contracts/schemas/rescues'
import { useState, type FormEvent } from 'react'
import { ApiError } from '../../../api/errors.ts'
import { useDeleteRescuePhoto, useUpdateRescue, useUploadRescuePhotos } from '../../../api/rescues.ts'
import { RescuePhotoPicker } from '../../../components/rescue/RescuePhotoPicker.tsx'
import { SelectField, TextArea, TextField } from '../../../components/ui/fields.tsx'
import { byField } from '../../../lib/form/index.ts'
import { FormFooter } from '../../../components/ui/FormFooter.tsx'
import { Modal } from '../../../components/ui/Modal.tsx'
import { RESCUE_TEXT } from '../../../lib/rescue-texts.ts'
import { notify } from '../../../lib/toast.ts'
import type { StoredPhoto } from '../../../offline/index.ts'
import { SavingOverlay } from '../../../components/ui/SavingOverlay.tsx'
import { draftOf, reportFromValues, valuesFromReport, type RescueFormValues } from '../form/form-values.ts'

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
  const [values, setValues] = useState<RescueFormValues>(() => valuesFromReport(reportOfCase(rescue)))
  const [extra, setExtra] = useState<AdminFields>({
    status: rescue.status,
    notes: rescue.notes ?? '',
    volunteer: rescue.assignedVolunteerId ? String(rescue.assignedVolunteerId) : '',
    rescuedAnimal: rescue.rescuedAnimalId ? String(rescue.rescuedAnimalId) : '',
  })
  const [photos, setPhotos] = useState<StoredPhoto[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState<{ label: string; progress: number | null } | null>(null)
  const set = <K extends keyof RescueFormValues>(key: K, value: RescueFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }))

  async function submit(e: FormEvent) {
    e.preventDefault()
    setError(null)
    const problems = byField(validateRescueReport(draftOf(values)))
    setErrors(problems)
    if (Object.keys(problems).length > 0) return
    const body: RescueUpdateBody = { ...reportFromValues(values) }
    if (admin) {
      body.status = extra.status
      body.notes = extra.notes.trim() || null
      // Ids are sent only when filled (spec part 2 section 5).
      if (idOrNull(extra.volunteer) !== null) body.assignedVolunteerId = idOrNull(extra.volunteer)
      if (idOrNull(extra.rescuedAnimal) !== null) body.rescuedAnimalId = idOrNull(extra.rescuedAnimal)
    }
    setSaving({ label: 'Saving changes...', progress: null })
    try {
      await update.mutateAsync(body)
    } catch (err) {
      setSaving(null)
      return setError(
        err instanceof ApiError ? err.body?.message?.trim() || RESCUE_TEXT.updateFailed : RESCUE_TEXT.updateFailed,
      )
    }
    let warning: string | null = null
    if (photos.length > 0) {
      setSaving({ label: 'Uploading photos...', progress: 0 })
      try {
        const toSend = photos.map((p) => ({ id: p.id, name: p.name, blob: new Blob([p.data], { type: p.type }) }))
        await upload.mutateAsync({
          photos: toSend,
          onProgress: (p) => setSaving({ label: 'Uploading photos...', progress: p }),
        })
      } catch {
        warning = RESCUE_TEXT.photosPartlyFailed
      }
    }
    setSaving(null)
    onSaved(warning)
  }

  return (
    <Modal isOpen onClose={onClose} dismissable={saving === null} title={`Edit Case #${rescue.id}`} size="lg">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Animal type"
            required
            value={values.animalType}
            onChange={(e) => set('animalType', e.target.value as RescueFormValues['animalType'])}
            error={errors.animalType}
          >
            {RESCUE_ANIMAL_TYPES.map((t) => (
              <option key={t} value={t}>
                {RESCUE_ANIMAL_TYPE_LABELS[t]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Urgency"
            required
            value={values.urgency}
            onChange={(e) => set('urgency', e.target.value as RescueFormValues['urgency'])}
            error={errors.urgency}
          >
            {URGENCIES.map((u) => (
              <option key={u} value={u}>
                {URGENCY_LABELS[u]}
              </option>
            ))}
          </SelectField>
        </div>
        <TextArea
          label="Description"
          required
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          error={errors.description}
        />
        <TextField
          label="Address"
          required
          value={values.address}
          onChange={(e) => set('address', e.target.value)}
          error={errors['location.address']}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="City"
            required
            value={values.city}
            onChange={(e) => set('city', e.target.value)}
            error={errors['location.city']}
          />
          <TextField label="State" value={values.state} onChange={(e) => set('state', e.target.value)} />
          <TextField
            label="Pincode"
            required
            inputMode="numeric"
            value={values.pincode}
            onChange={(e) => set('pincode', e.target.value)}
            error={errors['location.pincode']}
          />
        </div>
        <TextField label="Landmarks" value={values.landmarks} onChange={(e) => set('landmarks', e.target.value)} />
        <TextArea
          label="Additional information"
          value={values.additionalInfo}
          onChange={(e) => set('additionalInfo', e.target.value)}
        />
        {admin && (
          <div className="grid gap-4 rounded-xl bg-slate-100 p-4 sm:grid-cols-2">
            <SelectField
              label="Status"
              value={extra.status}
              onChange={(e) => setExtra((x) => ({ ...x, status: e.target.value as RescueStatus }))}
            >
              {RESCUE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {RESCUE_STATUS_LABELS[s]}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Assigned volunteer id"
              inputMode="numeric"
              value={extra.volunteer}
              onChange={(e) => setExtra((x) => ({ ...x, volunteer: e.target.value }))}
            />
            <TextField
              label="Rescued animal id"
              inputMode="numeric"
              value={extra.rescuedAnimal}
              onChange={(e) => setExtra((x) => ({ ...x, rescuedAnimal: e.target.value }))}
            />
            <TextArea
              label="Admin notes"
              className="sm:col-span-2"
              value={extra.notes}
              onChange={(e) => setExtra((x) => ({ ...x, notes: e.target.value }))}
            />
          </div>
        )}
        <fieldset className="grid gap-2">
          <legend className="text-lg font-semibold">Photos</legend>
          <RescuePhotoPicker
            photos={photos}
            onChange={setPhotos}
            disabled={saving !== null}
            existing={{
              urls: rescue.images,
              deleting: removePhoto.isPending ? (removePhoto.variables ?? null) : null,
              onDelete: (index) =>
                removePhoto.mutate(index, { onError: () => notify(RESCUE_TEXT.imageDeleteFailed, 'error') }),
            }}
          />
        </fieldset>
        <FormFooter error={error} busy={saving !== null} onCancel={onClose} />
      </form>
      {saving && <SavingOverlay label={saving.label} progress={saving.progress} />}
    </Modal>
  )
}
