import { validateForgotPassword } from '@paws/contracts'
import { Link } from '@tanstack/react-router'
import { useForgotPassword } from '../../api/auth.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { TextField } from '../../components/ui/fields.tsx'
import { useForm } from '../../lib/form/index.ts'
import { AuthCard, AuthDone } from './AuthCard.tsx'
import { t } from '../../i18n/index.ts'

export function ForgotPasswordPage() {
  const forgot = useForgotPassword()
  const { field, error, onSubmit } = useForm({
    initial: { email: '' },
    validate: (values) => validateForgotPassword(t, values),
    submit: ({ email }) => forgot.mutateAsync(email.trim()),
    fallback: 'auth.resetLinkFailed',
    clearErrorOnChange: false,
  })

  return (
    <AuthCard title={t('auth.forgotYourPassword')} subtitle={t('auth.enterYourEmailAnd')}>
      {forgot.isSuccess ? (
        <AuthDone message={forgot.data.message} login="Back to Login" />
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {error && <Alert tone="error">{error}</Alert>}
          <TextField label={t('auth.email')} type="email" autoComplete="email" {...field('email')} required />
          <button type="submit" className="btn-primary w-full" disabled={forgot.isPending}>
            {forgot.isPending ? t('auth.sending') : t('auth.sendResetLink')}
          </button>
          <p className="text-center">
            <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-4">
              {t('auth.backToLogin')}
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  )
}
