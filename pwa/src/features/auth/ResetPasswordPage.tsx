import { validatePasswordReset } from '@paws/contracts'
import { Link } from '@tanstack/react-router'
import { useResetPassword } from '../../api/auth.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { PasswordField } from '../../components/ui/fields.tsx'
import { useForm } from '../../lib/form/index.ts'
import { AuthCard, AuthDone } from './AuthCard.tsx'

export function ResetPasswordPage({ token }: { token?: string }) {
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
  return <ResetPasswordForm token={token} />
}

function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword()
  const { control, error, onSubmit } = useForm({
    initial: { password: '', confirmPassword: '' },
    validate: validatePasswordReset,
    submit: ({ password }) => reset.mutateAsync({ token, password }),
    fallback: 'Could not reset the password. Please try again.',
    clearErrorOnChange: false,
  })

  return (
    <AuthCard title="Choose a new password">
      {reset.isSuccess ? (
        <AuthDone message={reset.data.message} login="Go to Login" />
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {error && <Alert tone="error">{error}</Alert>}
          <PasswordField label="New password" {...control('password')} checklist autoComplete="new-password" required />
          <PasswordField
            label="Confirm new password"
            {...control('confirmPassword')}
            name="confirm"
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
