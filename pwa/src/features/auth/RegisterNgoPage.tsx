import { validateNgoRegistration, type NgoService } from '@paws/contracts'
import { Link, useNavigate } from '@tanstack/react-router'
import { CircleCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useRegisterNgo } from '../../api/auth.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { TextArea, TextField } from '../../components/ui/fields.tsx'
import { type LatLng, PositionField } from '../../components/location/PositionField.tsx'
import { ServicesField } from '../../components/ui/ServicesField.tsx'
import { useForm } from '../../lib/form/index.ts'
import { AuthCard } from './AuthCard.tsx'
import { PersonFields } from '../../components/auth/PersonFields.tsx'
import { t } from '../../i18n/index.ts'

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
  servicesOffered: [] as NgoService[],
  position: null as LatLng | null,
}

const NGO_REDIRECT_MS = 2000

export function RegisterNgoPage() {
  const navigate = useNavigate()
  const register = useRegisterNgo()
  const [registered, setRegistered] = useState(false)

  // Without a code step, the success screen waits 2 seconds, then opens sign-in.
  useEffect(() => {
    if (!registered) return
    const timer = setTimeout(
      () => void navigate({ to: '/login', state: { flash: t('text.ngoRegistered') } }),
      NGO_REDIRECT_MS,
    )
    return () => clearTimeout(timer)
  }, [registered, navigate])

  const { field, control, error, onSubmit } = useForm({
    initial: EMPTY,
    validate: (form) =>
      validateNgoRegistration(t, { ...form, maxCapacity: form.maxCapacity === '' ? '' : Number(form.maxCapacity) }),
    submit: async (form) => {
      const { position, ...fields } = form
      const result = await register.mutateAsync({
        ...fields,
        ...(position ?? {}),
        email: form.email.trim(),
        website: form.website.trim() || undefined,
        registrationNumber: form.registrationNumber.trim() || 'Not Available',
        maxCapacity: Number(form.maxCapacity),
      })
      if (result.requiresOTPVerification) {
        await navigate({
          to: '/verify-otp',
          state: { otpEmail: result.email ?? form.email.trim(), otpFirstName: form.firstName.trim(), otpIsNgo: true },
        })
      } else setRegistered(true)
    },
    fallback: 'text.ngoRegistrationFailed',
  })

  if (registered) {
    return (
      <AuthCard title={t('auth.registrationReceived')}>
        <div role="status" className="grid justify-items-center gap-3 text-center">
          <CircleCheck className="h-12 w-12 text-green-700" aria-hidden="true" />
          <p className="text-lg">{t('text.ngoRegistered')}</p>
          <p className="text-slate-700">{t('auth.ourTeamWillReview')}</p>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard wide title={t('auth.registerYourNgo')} subtitle={t('auth.listAnimalsForAdoption')}>
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-lg font-semibold">{t('auth.contactPerson')}</legend>
          <PersonFields field={field} control={control} />
        </fieldset>

        <fieldset className="grid gap-4">
          <legend className="mb-2 text-lg font-semibold">{t('auth.organisation')}</legend>
          <TextField label={t('auth.ngoName')} autoComplete="organization" required {...field('ngoName')} />
          <TextField label={t('auth.address')} autoComplete="street-address" required {...field('address')} />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label={t('auth.city')} autoComplete="address-level2" required {...field('city')} />
            <TextField label={t('auth.state')} autoComplete="address-level1" required {...field('state')} />
            <TextField
              label={t('auth.zipCode')}
              inputMode="numeric"
              autoComplete="postal-code"
              required
              {...field('zipCode')}
            />
          </div>
          <PositionField label={t('auth.ngoPosition')} hint={t('auth.ngoPositionHint')} {...control('position')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('auth.registrationNumber')}
              hint={t('auth.optional')}
              {...field('registrationNumber')}
            />
            <TextField
              label={t('auth.website')}
              type="url"
              placeholder={t('auth.https')}
              hint={t('auth.optional')}
              {...field('website')}
            />
          </div>
          <TextArea
            label={t('auth.description')}
            required
            placeholder={t('auth.whatDoesYourOrganisation')}
            {...field('description')}
          />
          <ServicesField {...control('servicesOffered')} />
          <TextField
            label={t('auth.maximumCapacityAnimals')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            {...field('maxCapacity')}
          />
        </fieldset>

        <button type="submit" className="btn-primary w-full" disabled={register.isPending}>
          {register.isPending ? t('auth.registering') : t('auth.registerNgo')}
        </button>
      </form>
      <div className="mt-6 grid gap-2 text-center text-slate-700">
        <p>
          {t('auth.adoptingOrRehomingA')}{' '}
          <Link to="/register" className="font-semibold text-brand-800 underline underline-offset-4">
            {t('auth.registerAsAnIndividual')}
          </Link>
        </p>
        <p>
          {t('auth.alreadyRegistered')}{' '}
          <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-4">
            {t('auth.login')}
          </Link>
        </p>
      </div>
    </AuthCard>
  )
}
