import { validateLogin } from '@paws/contracts'
import { Link, useRouter, useRouterState } from '@tanstack/react-router'
import { Alert } from '../../components/ui/Alert.tsx'
import { PasswordField, TextField } from '../../components/ui/fields.tsx'
import { useForm } from '../../lib/form/index.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { AuthCard } from './AuthCard.tsx'
import { landingFor } from '../../components/layout/nav.ts'
import { t } from '../../i18n/index.ts'

export function LoginPage({ redirect }: { redirect?: string }) {
  const flash = useRouterState({ select: (s) => s.location.state.flash })
  const router = useRouter()
  const { session } = useSession()
  const { field, control, error, submitting, onSubmit } = useForm({
    initial: { email: '', password: '' },
    validate: (values) => validateLogin(t, values),
    submit: async ({ email, password }) => {
      const user = await session.login(email, password)
      // Back to where the user came from, without leaving /login in the history; else their own page.
      router.history.replace(redirect ?? landingFor(user.role))
    },
    fallback: 'text.loginFailed',
    clearErrorOnChange: false,
  })

  return (
    <AuthCard title={t('auth.welcomeBack')} subtitle={t('auth.signInToAdopt')}>
      {flash && (
        <Alert tone="success" className="mb-4">
          {flash}
        </Alert>
      )}
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField label={t('auth.email')} type="email" autoComplete="email" {...field('email')} required />
        <PasswordField {...control('password')} required />
        <div className="text-right">
          <Link to="/forgot-password" className="font-medium text-brand-800 underline underline-offset-4">
            {t('auth.forgotPassword')}
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? t('auth.signingIn') : t('auth.signIn')}
        </button>
      </form>
      <p className="mt-6 text-center text-slate-700">
        {t('auth.newToMumbaiPaws')}{' '}
        <Link
          to="/register"
          search={redirect ? { redirect } : {}}
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          {t('auth.createAccount')}
        </Link>
      </p>
    </AuthCard>
  )
}
