import { sanitizePhone, validateRegistration } from '@paws/contracts'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useRegister } from '../api/auth.ts'
import { describeError } from '../api/errors.ts'
import { Alert } from '../components/ui/Alert.tsx'
import { focusFirstInvalid, byField, PasswordField, TextField } from '../components/ui/fields.tsx'
import { TEXT } from '../lib/texts.ts'
import { AuthCard } from '../features/auth/AuthCard.tsx'

export const Route = createFileRoute('/register')({ component: RegisterPage })

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', password: '' }

function RegisterPage() {
  const navigate = useNavigate()
  const register = useRegister()
  const [form, setForm] = useState(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }))
    setErrors(({ [field]: _fixed, ...rest }) => rest)
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setServerError(null)
    const problems = byField(validateRegistration(form))
    setErrors(problems)
    if (Object.keys(problems).length > 0) return focusFirstInvalid(e.currentTarget as HTMLFormElement)
    try {
      const result = await register.mutateAsync({ ...form, email: form.email.trim() })
      await navigate({
        to: '/verify-otp',
        state: { otpEmail: result.email ?? form.email.trim(), otpFirstName: form.firstName.trim(), otpIsNgo: false },
      })
    } catch (error) {
      setServerError(describeError(error, TEXT.registrationFailed))
    }
  }

  return (
    <AuthCard title="Create your account" subtitle="Adopt a pet, list one for rehoming and report rescues.">
      {serverError && (
        <Alert tone="error" className="mb-4">
          {serverError}
        </Alert>
      )}
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            value={form.firstName}
            onChange={(e) => set('firstName')(e.target.value)}
            error={errors.firstName}
            required
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            value={form.lastName}
            onChange={(e) => set('lastName')(e.target.value)}
            error={errors.lastName}
            required
          />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(e) => set('email')(e.target.value)}
          error={errors.email}
          required
        />
        <TextField
          label="Phone number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          value={form.phone}
          onChange={(e) => set('phone')(sanitizePhone(e.target.value))}
          error={errors.phone}
          required
        />
        <PasswordField
          value={form.password}
          onChange={set('password')}
          error={errors.password}
          checklist
          autoComplete="new-password"
          required
        />
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
