// The admin Edit User modal. Role changes go through their own endpoint; the server's refusal
// (an admin changing their own role or deactivating themselves) is shown as it says it.
import type { User } from '@paws/contracts/schemas/users'
import { useState, type FormEvent } from 'react'
import { useUpdateUser } from '../../../api/admin.ts'
import { describeError } from '../../../api/errors.ts'
import { Alert } from '../../../components/ui/Alert.tsx'
import { focusFirstInvalid, SelectField, TextArea, TextField } from '../../../components/ui/fields.tsx'
import { Modal } from '../../../components/ui/Modal.tsx'
import { notify } from '../../../lib/toast.ts'
import { ROLE_OPTIONS, roleLabel, userUpdate, userValues, type UserFormErrors, type UserFormValues } from './user-form.ts'

const UPDATE_FAILED = 'Failed to update user. Please try again.'

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-base font-medium">
      <input type="checkbox" className="h-5 w-5 accent-brand-700" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  )
}

export function EditUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const update = useUpdateUser()
  const [values, setValues] = useState<UserFormValues>(() => userValues(user))
  const [errors, setErrors] = useState<UserFormErrors>({})
  const [error, setError] = useState<string | null>(null)
  const text = (key: 'firstName' | 'lastName' | 'email' | 'phone' | 'address') => ({
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
  })

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    setError(null)
    const result = userUpdate(values, user)
    if (!result.ok) {
      setErrors(result.errors)
      return focusFirstInvalid(e.currentTarget)
    }
    setErrors({})
    if (Object.keys(result.fields).length === 0 && result.role === undefined) return onClose()
    update.mutate(
      { id: user.id, fields: result.fields, role: result.role },
      {
        onSuccess: () => {
          notify('User updated successfully!', 'success')
          onClose()
        },
        onError: (err) => setError(describeError(err, UPDATE_FAILED)),
      },
    )
  }

  return (
    <Modal isOpen onClose={onClose} dismissable={!update.isPending} title={`Edit User #${user.id}`} size="lg">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" required autoComplete="off" {...text('firstName')} />
          <TextField label="Last name" required autoComplete="off" {...text('lastName')} />
          <TextField label="Email" type="email" required autoComplete="off" {...text('email')} />
          <TextField label="Phone" type="tel" inputMode="numeric" autoComplete="off" {...text('phone')} />
          <SelectField label="Role" value={values.role} onChange={(e) => setValues((v) => ({ ...v, role: e.target.value as UserFormValues['role'] }))}>
            {ROLE_OPTIONS.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </SelectField>
          <div className="grid content-end">
            <Check label="Active" checked={values.isActive} onChange={(isActive) => setValues((v) => ({ ...v, isActive }))} />
            <Check label="Email verified" checked={values.emailVerified} onChange={(emailVerified) => setValues((v) => ({ ...v, emailVerified }))} />
          </div>
        </div>
        <TextArea
          label="Address (JSON)"
          rows={4}
          spellCheck={false}
          hint='An object, for example {"street": "12 Hill Road", "city": "Mumbai", "pincode": "400050"}. Leave empty for none.'
          {...text('address')}
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
