import { sanitizePhone, validateRegistration } from '@paws/contracts'
import { Link, useNavigate } from '@tanstack/react-router'
import { useRegister } from '../../api/auth.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { PasswordField, TextField } from '../../components/ui/fields.tsx'
import { useForm } from '../../lib/form/index.ts'
import { TEXT } from '../../lib/texts.ts'
import { AuthCard } from './AuthCard.tsx'

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', password: '' }

export function RegisterPage() {
  const navigate = useNavigate()
  const register = useRegister()
  const { field, control, error, onSubmit } = useForm({
    initial: EMPTY,
    validate: validateRegistration,
    submit: async (form) => {
      const result = await register.mutateAsync({ ...form, email: form.email.trim() })
      await navigate({
        to: '/verify-otp',
        state: { otpEmail: result.email ?? form.email.trim(), otpFirstName: form.firstName.trim(), otpIsNgo: false },
      })
    },
    fallback: TEXT.registrationFailed,
  })

  return (
    <AuthCard title="Create your account" subtitle="Adopt a pet, list one for rehoming and report rescues.">
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" {...field('firstName')} required />
          <TextField label="Last name" autoComplete="family-name" {...field('lastName')} required />
        </div>
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} required />
        <TextField
          label="Phone number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          {...field('phone', sanitizePhone)}
          required
        />
        <PasswordField {...control('password')} checklist autoComplete="new-password" required />
        <button type="submit" className="btn-primary w-full" disabled={register.isPending}>
          {register.isPending ? 'Creating account...' : 'Create Account'}
        </button>
      </form>
      <div className="mt-6 grid gap-2 text-center text-slate-700">
        <p>
          Registering an organisation?{' '}
          <Link to="/register-ngo" className="font-semibold text-brand-800 underline underline-offset-4">
            Register as an NGO
          </Link>
        </p>
        <p>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-4">
            Login
          </Link>
        </p>
      </div>
    </AuthCard>
  )
}
