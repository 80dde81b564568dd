// The admin "Update Status" form: any status (the server records moves outside the workflow
// as overrides), notes, rejection reason, the applicant's answers as JSON, and the dates.
import { ADOPTION_STATUS_LABELS, ADOPTION_STATUSES, type AdoptionStatus } from '@paws/contracts'
import type { Adoption } from '@paws/contracts/schemas/adoptions'
import { useState, type FormEvent } from 'react'
import { useAdminUpdateAdoption } from '../../../api/adoptions-admin.ts'
import { describeError } from '../../../api/errors.ts'
import { Alert } from '../../../components/ui/Alert.tsx'
import { focusFirstInvalid, SelectField, TextArea, TextField } from '../../../components/ui/fields.tsx'
import { Modal } from '../../../components/ui/Modal.tsx'
import { notify } from '../../../lib/toast.ts'
import { adminAdoptionBody, APPLICATION_EXAMPLE, valuesFromAdoption, type AdminAdoptionValues } from './adoption-admin-form.ts'

export const ADOPTION_ADMIN_TEXT = {
  updated: 'Adoption application updated successfully!',
  updateFailed: (message: string) => `Failed to update adoption application. ${message}`,
  deleteFailed: 'Failed to delete adoption application. Please try again.',
  loadFailed: 'Failed to load adoption applications',
} as const

export function AdoptionStatusDialog({ adoption, onClose }: { adoption: Adoption; onClose: () => void }) {
  const update = useAdminUpdateAdoption()
  const [initial] = useState<AdminAdoptionValues>(() => valuesFromAdoption(adoption))
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const set = <K extends keyof AdminAdoptionValues>(key: K, value: AdminAdoptionValues[K]) => setValues((v) => ({ ...v, [key]: value }))

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    setError(null)
    const result = adminAdoptionBody(initial, values)
    if (!result.ok) {
      setErrors(result.errors)
      return focusFirstInvalid(e.currentTarget)
    }
    setErrors({})
    update.mutate(
      { id: adoption.id, body: result.body },
      {
        onSuccess: () => {
          notify(ADOPTION_ADMIN_TEXT.updated, 'success')
          onClose()
        },
        onError: (err) => setError(ADOPTION_ADMIN_TEXT.updateFailed(describeError(err, 'Please try again.'))),
      },
    )
  }

  return (
    <Modal isOpen onClose={onClose} dismissable={!update.isPending} title={`Update Application #${adoption.id}`} size="lg">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <SelectField label="Status" value={values.status} onChange={(e) => set('status', e.target.value as AdoptionStatus)}>
          {ADOPTION_STATUSES.map((s) => (
            <option key={s} value={s}>{ADOPTION_STATUS_LABELS[s]}</option>
          ))}
        </SelectField>
        <TextArea label="Admin notes" rows={3} value={values.adminNotes} onChange={(e) => set('adminNotes', e.target.value)} />
        <TextArea label="Rejection reason" rows={2} hint="The applicant sees this." value={values.rejectionReason} onChange={(e) => set('rejectionReason', e.target.value)} />
        <TextArea
          label="Application data (JSON)"
          rows={6}
          spellCheck={false}
          style={{ fontFamily: 'ui-monospace, monospace' }}
          hint={`Example: ${APPLICATION_EXAMPLE}`}
          value={values.applicationData}
          onChange={(e) => set('applicationData', e.target.value)}
          error={errors.applicationData}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Processed at" type="datetime-local" value={values.processedAt} onChange={(e) => set('processedAt', e.target.value)} error={errors.processedAt} />
          <TextField label="Completed at" type="datetime-local" value={values.completedAt} onChange={(e) => set('completedAt', e.target.value)} error={errors.completedAt} />
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
