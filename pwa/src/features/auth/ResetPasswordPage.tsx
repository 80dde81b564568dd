import { validatePasswordReset } from '@paws/contracts'
import { Link } from '@tanstack/react-router'
import { useResetPassword } from '../../api/auth.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { PasswordField } from '../../components/ui/fields.tsx'
import { useForm } from '../../lib/form/index.ts'
import { AuthCard, AuthDone } from './AuthCard.tsx'
import { t } from '../../i18n/index.ts'

export function ResetPasswordPage({ token }: { token?: string }) {
  if (!token) {
    return (
      <AuthCard title={t('auth.resetYourPassword')}>
        <Alert tone="error">{t('auth.thisResetLinkIs')}</Alert>
        <Link to="/forgot-password" className="btn-primary mt-4 w-full">
          {t('auth.requestANewLink')}
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
    validate: (values) => validatePasswordReset(t, values),
    submit: ({ password }) => reset.mutateAsync({ token, password }),
    fallback: 'auth.resetFailed',
    clearErrorOnChange: false,
  })

  return (
    <AuthCard title={t('auth.chooseANewPassword')}>
      {reset.isSuccess ? (
        <AuthDone message={reset.data.message} login={t('auth.goToLogin')} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {error && <Alert tone="error">{error}</Alert>}
          <PasswordField
            label={t('auth.newPassword')}
            {...control('password')}
            checklist
            autoComplete="new-password"
            required
          />
          <PasswordField
            label={t('auth.confirmNewPassword')}
            {...control('confirmPassword')}
            name="confirm"
            autoComplete="new-password"
            required
          />
          <button type="submit" className="btn-primary w-full" disabled={reset.isPending}>
            {reset.isPending ? t('auth.saving') : t('auth.resetPassword')}
          </button>
        </form>
      )}
    </AuthCard>
  )
}
