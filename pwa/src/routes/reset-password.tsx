import { passwordError } from '@paws/contracts'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useResetPassword } from '../api/auth.ts'
import { describeError } from '../api/errors.ts'
import { Alert } from '../components/ui/Alert.tsx'
import { PasswordField } from '../components/ui/fields.tsx'
import { AuthCard, AuthDone } from '../features/auth/AuthCard.tsx'

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { token } = Route.useSearch()
  const reset = useResetPassword()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({})

  if (!token) {
    return (
      <AuthCard title="Reset your password">
        <Alert tone="error">This reset link is invalid or has expired. Please request a new one.</Alert>
        <Link to="/forgot-password" className="btn-primary mt-4 w-full">
          Request a new link
        </Link>
      </AuthCard>
    )
  }
  const resetToken = token

  function submit(e: FormEvent) {
    e.preventDefault()
    const next = {
      password: passwordError(password) ?? undefined,
      confirm: confirm !== password ? 'Passwords do not match' : undefined,
    }
    setErrors(next)
    if (next.password || next.confirm) return
    reset.mutate({ token: resetToken, password })
  }

  return (
    <AuthCard title="Choose a new password">
      {reset.isSuccess ? (
        <AuthDone message={reset.data.message} login="Go to Login" />
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          {reset.isError && (
            <Alert tone="error">{describeError(reset.error, 'Could not reset the password. Please try again.')}</Alert>
          )}
          <PasswordField
            label="New password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            checklist
            autoComplete="new-password"
            required
          />
          <PasswordField
            label="Confirm new password"
            name="confirm"
            value={confirm}
            onChange={setConfirm}
            error={errors.confirm}
            autoComplete="new-password"
            required
          />
          <button type="submit" className="btn-primary w-full" disabled={reset.isPending}>
            {reset.isPending ? 'Saving...' : 'Reset Password'}
          </button>
        </form>
      )}
    </AuthCard>
  )
}
