import { validateRegistration } from '@paws/contracts'
import { Link, useNavigate } from '@tanstack/react-router'
import { useRegister } from '../../api/auth.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { useForm } from '../../lib/form/index.ts'
import { AuthCard } from './AuthCard.tsx'
import { PersonFields } from '../../components/auth/PersonFields.tsx'
import { t } from '../../i18n/index.ts'

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', password: '' }

export function RegisterPage({ redirect }: { redirect?: string } = {}) {
  const navigate = useNavigate()
  const register = useRegister()
  const { field, control, error, onSubmit } = useForm({
    initial: EMPTY,
    validate: (values) => validateRegistration(t, values),
    submit: async (form) => {
      const result = await register.mutateAsync({ ...form, email: form.email.trim() })
      await navigate({
        to: '/verify-otp',
        state: {
          otpEmail: result.email ?? form.email.trim(),
          otpFirstName: form.firstName.trim(),
          otpIsNgo: false,
          ...(redirect ? { otpRedirect: redirect } : {}),
        },
      })
    },
    fallback: 'text.registrationFailed',
  })

  return (
    <AuthCard title={t('auth.createYourAccount')} subtitle={t('auth.adoptAPetList')}>
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <PersonFields field={field} control={control} />
        <button type="submit" className="btn-primary w-full" disabled={register.isPending}>
          {register.isPending ? t('auth.creatingAccount') : t('auth.createAccount2')}
        </button>
      </form>
      <div className="mt-6 grid gap-2 text-center text-slate-700">
        <p>
          {t('auth.registeringAnOrganisation')}{' '}
          <Link to="/register-ngo" className="font-semibold text-brand-800 underline underline-offset-4">
            {t('auth.registerAsAnNgo')}
          </Link>
        </p>
        <p>
          {t('auth.alreadyHaveAnAccount')}{' '}
          <Link
            to="/login"
            search={redirect ? { redirect } : {}}
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            {t('auth.login')}
          </Link>
        </p>
      </div>
    </AuthCard>
  )
}
