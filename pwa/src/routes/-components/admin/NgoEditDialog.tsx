import type { Ngo } from '@paws/contracts/schemas/ngos'
import { useState, type FormEvent } from 'react'
import { describeError } from '../../../api/errors.ts'
import { useUpdateNgo } from '../../../api/ngos.ts'
import { Alert } from '../../../components/ui/Alert.tsx'
import { focusFirstInvalid, TextArea, TextField } from '../../../components/ui/fields.tsx'
import { Modal } from '../../../components/ui/Modal.tsx'
import { notify } from '../../../lib/toast.ts'
import { Check } from '../animal-form/AnimalFields.tsx'
import { ServicesField } from '../auth/ServicesField.tsx'
import { NGO_LOCATION_EXAMPLE, ngoUpdateBody, valuesFromNgo, type NgoFormValues } from './ngo-form.ts'

export const NGO_TEXT = {
  updated: 'NGO updated successfully!',
  updateFailed: 'Failed to update NGO. Please try again.',
  deleteFailed: 'Failed to delete NGO. Please try again.',
  loadFailed: 'Failed to load NGOs',
} as const

/** Every field of an NGO, checked before anything is sent. */
export function NgoEditDialog({ ngo, onClose }: { ngo: Ngo; onClose: () => void }) {
  const update = useUpdateNgo()
  const [values, setValues] = useState<NgoFormValues>(() => valuesFromNgo(ngo))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const set = <K extends keyof NgoFormValues>(key: K, value: NgoFormValues[K]) => setValues((v) => ({ ...v, [key]: value }))

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    setError(null)
    const result = ngoUpdateBody(values)
    if (!result.ok) {
      setErrors(result.errors)
      return focusFirstInvalid(e.currentTarget)
    }
    setErrors({})
    update.mutate(
      { id: ngo.id, body: result.body },
      {
        onSuccess: () => {
          notify(NGO_TEXT.updated, 'success')
          onClose()
        },
        onError: (err) => setError(describeError(err, NGO_TEXT.updateFailed)),
      },
    )
  }

  return (
    <Modal isOpen onClose={onClose} dismissable={!update.isPending} title={`Edit ${ngo.name}`} size="lg">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextField label="Name" required value={values.name} onChange={(e) => set('name', e.target.value)} error={errors.name} />
        <TextArea label="Description" value={values.description} onChange={(e) => set('description', e.target.value)} />
        <TextField label="Registration number" value={values.registrationNumber} onChange={(e) => set('registrationNumber', e.target.value)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Contact email" type="email" value={values.email} onChange={(e) => set('email', e.target.value)} error={errors.email} />
          <TextField label="Phone" type="tel" inputMode="numeric" value={values.phone} onChange={(e) => set('phone', e.target.value)} error={errors.phone} />
        </div>
        <TextField label="Website" type="url" placeholder="https://" value={values.website} onChange={(e) => set('website', e.target.value)} error={errors.website} />
        <TextArea
          label="Location (JSON)"
          rows={5}
          spellCheck={false}
          style={{ fontFamily: 'ui-monospace, monospace' }}
          hint={`Keys: address, city, state, zipCode. Example: ${NGO_LOCATION_EXAMPLE}`}
          value={values.location}
          onChange={(e) => set('location', e.target.value)}
          error={errors.location}
        />
        <ServicesField value={values.services} onChange={(s) => set('services', s)} error={errors.services} />
        <div className="grid gap-2 sm:grid-cols-2">
          <Check label="Verified" checked={values.isVerified} onChange={(v) => set('isVerified', v)} />
          <Check label="Active" checked={values.isActive} onChange={(v) => set('isActive', v)} />
        </div>
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
