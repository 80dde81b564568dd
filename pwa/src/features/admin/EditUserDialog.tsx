// The admin Edit User modal. Role changes go through their own endpoint; the server's refusal
// (an admin changing their own role or deactivating themselves) is shown as it says it.
import type { User } from '@paws/contracts/schemas/users'
import { useUpdateUser } from '../../api/admin.ts'
import { SelectField, TextArea, TextField } from '../../components/ui/fields.tsx'
import { Modal } from '../../components/ui/Modal.tsx'
import { notify } from '../../lib/toast.ts'
import { CheckField } from '../../components/ui/CheckField.tsx'
import { DialogFooter } from '../../components/ui/DialogFooter.tsx'
import { JSON_INPUT } from './json-field.ts'
import { asCheck, useForm } from '../../lib/form/index.ts'
import { ROLE_OPTIONS, roleLabel, userUpdate, userValues } from './user-form.ts'
import { t } from '../../i18n/index.ts'

export function EditUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const update = useUpdateUser()
  const { values, set, field, error, onSubmit } = useForm({
    initial: () => userValues(user),
    validate: (v) => asCheck(userUpdate(v, user)),
    submit: async ({ fields, role }) => {
      if (Object.keys(fields).length === 0 && role === undefined) return onClose()
      await update.mutateAsync({ id: user.id, fields, role })
      notify(t('adminUser.updated'), 'success')
      onClose()
    },
    fallback: 'adminUser.updateFailed',
    clearErrorOnChange: false,
  })

  return (
    <Modal
      isOpen
      onClose={onClose}
      dismissable={!update.isPending}
      title={t('admin.editUserN', { id: user.id })}
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('admin.firstName')} required autoComplete="off" {...field('firstName')} />
          <TextField label={t('admin.lastName')} required autoComplete="off" {...field('lastName')} />
          <TextField label={t('admin.email')} type="email" required autoComplete="off" {...field('email')} />
          <TextField label={t('admin.phone')} type="tel" inputMode="numeric" autoComplete="off" {...field('phone')} />
          <SelectField label={t('admin.role')} {...field('role')}>
            {ROLE_OPTIONS.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </SelectField>
          <div className="grid content-end gap-2">
            <CheckField label={t('admin.active2')} checked={values.isActive} onChange={(v) => set('isActive', v)} />
            <CheckField
              label={t('admin.eMailConfirmed2')}
              checked={values.emailVerified}
              onChange={(v) => set('emailVerified', v)}
            />
          </div>
        </div>
        <TextArea
          label={t('admin.addressJson')}
          rows={4}
          {...JSON_INPUT}
          hint={t('admin.userAddressHint', {
            example: '{"street": "12 Hill Road", "city": "Mumbai", "pincode": "400050"}',
          })}
          {...field('address')}
        />
        <DialogFooter error={error} busy={update.isPending} onCancel={onClose} />
      </form>
    </Modal>
  )
}
