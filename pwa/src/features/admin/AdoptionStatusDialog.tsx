// The admin "Update Status" form: any status (the server records moves outside the workflow
// as overrides), notes, rejection reason, the applicant's answers as JSON, and the dates.
import { ADOPTION_STATUSES, enumLabel } from '@paws/contracts'
import type { Adoption } from '@paws/contracts/schemas/adoptions'
import { useState } from 'react'
import { useAdminUpdateAdoption } from '../../api/adoptions-admin.ts'
import { describeError } from '../../http/errors.ts'
import { SelectField, TextArea, TextField } from '../../components/ui/fields.tsx'
import { Modal } from '../../components/ui/Modal.tsx'
import { notify } from '../../lib/toast.ts'
import { adminAdoptionBody, APPLICATION_EXAMPLE, valuesFromAdoption } from './adoption-admin-form.ts'
import { DialogFooter } from '../../components/ui/DialogFooter.tsx'
import { JSON_INPUT } from './json-field.ts'
import { asCheck, useForm } from '../../lib/form/index.ts'
import { t } from '../../i18n/index.ts'

export function AdoptionStatusDialog({ adoption, onClose }: { adoption: Adoption; onClose: () => void }) {
  const update = useAdminUpdateAdoption()
  const [initial] = useState(() => valuesFromAdoption(adoption))
  const { field, error, onSubmit } = useForm({
    initial,
    validate: (v) => asCheck(adminAdoptionBody(initial, v)),
    submit: async ({ body }) => {
      await update.mutateAsync({ id: adoption.id, body })
      notify(t('adminAdoption.updated'), 'success')
      onClose()
    },
    failure: (err) => ({
      errors: {},
      message: {
        id: 'adminAdoption.updateFailed',
        values: { message: describeError(err, t('adoptionText.tryAgain')) },
      },
    }),
    clearErrorOnChange: false,
  })

  return (
    <Modal
      isOpen
      onClose={onClose}
      dismissable={!update.isPending}
      title={t('admin.updateApplicationN', { id: adoption.id })}
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <SelectField label={t('admin.status')} {...field('status')}>
          {ADOPTION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {enumLabel(t, 'adoptionStatus', s)}
            </option>
          ))}
        </SelectField>
        <TextArea label={t('admin.adminNotes')} rows={3} {...field('adminNotes')} />
        <TextArea
          label={t('admin.rejectionReason')}
          rows={2}
          hint={t('admin.applicantSeesThis')}
          {...field('rejectionReason')}
        />
        <TextArea
          label={t('admin.applicationDataJson')}
          rows={6}
          {...JSON_INPUT}
          hint={t('admin.exampleHint', { example: APPLICATION_EXAMPLE })}
          {...field('applicationData')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('admin.processedAt')} type="datetime-local" {...field('processedAt')} />
          <TextField label={t('admin.completedAt')} type="datetime-local" {...field('completedAt')} />
        </div>
        <DialogFooter error={error} busy={update.isPending} onCancel={onClose} />
      </form>
    </Modal>
  )
}
