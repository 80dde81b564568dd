import { sanitizePhone, validateNgoRegistration, type NgoService } from '@paws/contracts'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { CircleCheck } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import { useRegisterNgo } from '../api/auth.ts'
import { describeError } from '../api/errors.ts'
import { Alert } from '../components/ui/Alert.tsx'
import { focusFirstInvalid, byField, PasswordField, TextArea, TextField } from '../components/ui/fields.tsx'
import { TEXT } from '../lib/texts.ts'
import { AuthCard } from '../features/auth/AuthCard.tsx'
import { ServicesField } from '../components/ui/ServicesField.tsx'

export const Route = createFileRoute('/register-ngo')({ component: RegisterNgoPage })

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  ngoName: '',
  address: '',
  city: 'Mumbai',
  state: 'Maharashtra',
  zipCode: '',
  registrationNumber: '',
  website: '',
  description: '',
  maxCapacity: '',
}
type Text = keyof typeof EMPTY

const NGO_REDIRECT_MS = 2000

function RegisterNgoPage() {
  const navigate = useNavigate()
  const register = useRegisterNgo()
  const [form, setForm] = useState(EMPTY)
  const [services, setServices] = useState<NgoService[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [registered, setRegistered] = useState(false)

  // Without a code step, the success screen waits 2 seconds, then opens sign-in.
  useEffect(() => {
    if (!registered) return
    const timer = setTimeout(
      () => void navigate({ to: '/login', state: { flash: TEXT.ngoRegistered } }),
      NGO_REDIRECT_MS,
    )
    return () => clearTimeout(timer)
  }, [registered, navigate])

  const field = (name: Text) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => {
      setForm((f) => ({ ...f, [name]: e.target.value }))
      setErrors(({ [name]: _fixed, ...rest }) => rest)
    },
    error: errors[name],
  })

  async function submit(e: FormEvent) {
    e.preventDefault()
    setServerError(null)
    const body = {
      ...form,
      servicesOffered: services,
      maxCapacity: form.maxCapacity === '' ? '' : Number(form.maxCapacity),
    }
    const problems = byField(validateNgoRegistration(body))
    setErrors(problems)
    if (Object.keys(problems).length > 0) return focusFirstInvalid(e.currentTarget as HTMLFormElement)
    try {
      const result = await register.mutateAsync({
        ...form,
        email: form.email.trim(),
        website: form.website.trim() || undefined,
        registrationNumber: form.registrationNumber.trim() || 'Not Available',
        servicesOffered: services,
        maxCapacity: Number(form.maxCapacity),
      })
      if (result.requiresOTPVerification) {
        await navigate({
          to: '/verify-otp',
          state: { otpEmail: result.email ?? form.email.trim(), otpFirstName: form.firstName.trim(), otpIsNgo: true },
        })
      } else setRegistered(true)
    } catch (error) {
      setServerError(describeError(error, TEXT.ngoRegistrationFailed))
    }
  }

  if (registered) {
    return (
      <AuthCard title="Registration received">
        <div role="status" className="grid justify-items-center gap-3 text-center">
          <CircleCheck className="h-12 w-12 text-green-700" aria-hidden="true" />
          <p className="text-lg">{TEXT.ngoRegistered}</p>
          <p className="text-slate-700">
            Our team will review your NGO and contact you within 24-48 hours. Taking you to sign in...
          </p>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      wide
      title="Register your NGO"
      subtitle="List animals for adoption and respond to rescue cases across Mumbai."
    >
      {serverError && (
        <Alert tone="error" className="mb-4">
          {serverError}
        </Alert>
      )}
      <form onSubmit={submit} noValidate className="grid gap-6">
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-lg font-semibold">Contact person</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
            <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
            <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
            <TextField
              label="Phone number"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              required
              {...field('phone')}
              onChange={(e) => setForm((f) => ({ ...f, phone: sanitizePhone(e.target.value) }))}
            />
          </div>
          <PasswordField
            value={form.password}
            onChange={(password) => setForm((f) => ({ ...f, password }))}
            error={errors.password}
            checklist
            autoComplete="new-password"
            required
          />
        </fieldset>

        <fieldset className="grid gap-4">
          <legend className="mb-2 text-lg font-semibold">Organisation</legend>
          <TextField label="NGO name" autoComplete="organization" required {...field('ngoName')} />
          <TextField label="Address" autoComplete="street-address" required {...field('address')} />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label="City" autoComplete="address-level2" required {...field('city')} />
            <TextField label="State" autoComplete="address-level1" required {...field('state')} />
            <TextField label="ZIP code" inputMode="numeric" autoComplete="postal-code" required {...field('zipCode')} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Registration number" hint="Optional" {...field('registrationNumber')} />
            <TextField label="Website" type="url" placeholder="https://" hint="Optional" {...field('website')} />
          </div>
          <TextArea
            label="Description"
            required
            placeholder="What does your organisation do?"
            {...field('description')}
          />
          <ServicesField value={services} onChange={setServices} error={errors.servicesOffered} />
          <TextField
            label="Maximum capacity (animals)"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            {...field('maxCapacity')}
          />
        </fieldset>

        <button type="submit" className="btn-primary w-full" disabled={register.isPending}>
          {register.isPending ? 'Registering...' : 'Register NGO'}
        </button>
      </form>
      <div className="mt-6 grid gap-2 text-center text-slate-700">
        <p>
          Adopting or rehoming a pet?{' '}
          <Link to="/register" className="font-semibold text-brand-800 underline underline-offset-4">
            Register as an individual
          </Link>
        </p>
        <p>
          Already registered?{' '}
          <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-4">
            Login
          </Link>
        </p>
      </div>
    </AuthCard>
  )
}
