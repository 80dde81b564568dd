// Change Password: the current password, a new one checked live against the shared rules,
// and its confirmation. Other devices are signed out; this one keeps a fresh session.
import { passwordError } from '@paws/contracts'
import { useState, type FormEvent } from 'react'
import { isApiError } from '../../api/errors.ts'
import { useChangePassword } from '../../api/profile.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { byField, focusFirstInvalid, PasswordField } from '../../components/ui/fields.tsx'
import { Modal } from '../../components/ui/Modal.tsx'
import { notify } from '../../lib/toast.ts'
import { PROFILE_TEXT } from './texts.ts'

type Errors = { currentPassword?: string; newPassword?: string; confirm?: string }

export function ChangePasswordDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const change = useChangePassword()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [error, setError] = useState<string | null>(null)

  function close() {
    if (change.isPending) return
    setCurrent('')
    setNext('')
    setConfirm('')
    setErrors({})
    setError(null)
    onClose()
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = e.currentTarget
    setError(null)
    const found: Errors = {
      currentPassword: current === '' ? 'Current password is required' : undefined,
      newPassword: passwordError(next) ?? (next === current ? PROFILE_TEXT.samePassword : undefined),
      confirm: confirm !== next ? PROFILE_TEXT.passwordsDiffer : undefined,
    }
    setErrors(found)
    if (found.currentPassword || found.newPassword || found.confirm) return focusFirstInvalid(form)
    try {
      const result = await change.mutateAsync({ currentPassword: current, newPassword: next })
      notify(result.message || PROFILE_TEXT.passwordChanged, 'success')
      change.reset()
      close()
    } catch (err) {
      const fields = isApiError(err) ? byField(err.fieldErrors) : {}
      if (fields.currentPassword || fields.newPassword) {
        setErrors({ currentPassword: fields.currentPassword, newPassword: fields.newPassword })
        focusFirstInvalid(form)
      } else {
        setError(isApiError(err) ? err.display(PROFILE_TEXT.passwordFailed) : PROFILE_TEXT.passwordFailed)
      }
    }
  }

  return (
    <Modal isOpen={isOpen} onClose={close} title="Change Password" dismissable={!change.isPending}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <PasswordField
          label="Current password"
          name="currentPassword"
          value={current}
          onChange={setCurrent}
          error={errors.currentPassword}
          autoComplete="current-password"
          required
        />
        <PasswordField
          label="New password"
          name="newPassword"
          value={next}
          onChange={setNext}
          error={errors.newPassword}
          autoComplete="new-password"
          checklist
          required
        />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          value={confirm}
          onChange={setConfirm}
          error={errors.confirm}
          autoComplete="new-password"
          required
        />
        <p className="text-sm text-slate-600">
          You will stay signed in here; other devices will need to sign in again.
        </p>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={close} disabled={change.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change Password'}
          </button>
        </div>
      </form>
    </Modal>
  )
}
