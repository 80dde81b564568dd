// A vet or clinic signs up (docs/rules.md#clinics): the person, then the clinic's licence, name,
// address and position (the phone's, or placed by a locality search and a pin from a desk), the
// species it treats and its hours. Like an NGO it is pending until
// an admin approves it; the e-mailed code signs it in.
import { RESCUE_ANIMAL_TYPES, type RescueAnimalType, validateRegistration } from '@paws/contracts'
import { enumLabel } from '@paws/contracts'
import { Link, useNavigate } from '@tanstack/react-router'
import { useRegisterVet } from '../../api/auth.ts'
import { MapPicker } from '../../components/location/MapPicker.tsx'
import { type LatLng, PositionField } from '../../components/location/PositionField.tsx'
import { Alert } from '../../components/ui/Alert.tsx'
import { CheckField } from '../../components/ui/CheckField.tsx'
import { TextField } from '../../components/ui/fields.tsx'
import { type MessageId, t } from '../../i18n/index.ts'
import { type FieldProblem, fieldText, useForm } from '../../lib/form/index.ts'
import { AuthCard } from './AuthCard.tsx'
import { PersonFields } from '../../components/auth/PersonFields.tsx'

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  clinicName: '',
  licenseNumber: '',
  address: '',
  hours: '',
  species: [] as RescueAnimalType[],
  position: null as LatLng | null,
}

type Form = typeof EMPTY

function validate(form: Form) {
  const errors: FieldProblem[] = validateRegistration(t, form)
  const required = (field: keyof Form, message: MessageId) => {
    if (String(form[field]).trim() === '') errors.push({ field, message })
  }
  required('clinicName', 'clinic.nameRequired')
  required('licenseNumber', 'clinic.licenceRequired')
  required('address', 'clinic.addressRequired')
  required('hours', 'clinic.hoursRequired')
  if (form.species.length === 0) errors.push({ field: 'species', message: 'clinic.speciesRequired' })
  if (!form.position) errors.push({ field: 'position', message: 'clinic.positionRequired' })
  return errors
}

export function RegisterClinicPage() {
  const navigate = useNavigate()
  const register = useRegisterVet()
  const { field, control, error, errors, onSubmit } = useForm({
    initial: EMPTY,
    validate,
    submit: async (form) => {
      const { position, ...fields } = form
      const result = await register.mutateAsync({
        ...fields,
        email: form.email.trim(),
        lat: position?.lat ?? 0,
        lng: position?.lng ?? 0,
      })
      await navigate({
        to: '/verify-otp',
        state: { otpEmail: result.email ?? form.email.trim(), otpFirstName: form.firstName.trim(), otpIsNgo: true },
      })
    },
    fallback: 'clinic.registerFailed',
  })
  const species = control('species')
  const position = control('position')

  return (
    <AuthCard wide title={t('clinic.registerTitle')} subtitle={t('clinic.registerSubtitle')}>
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
          <legend className="mb-2 text-lg font-semibold">{t('clinic.theClinic')}</legend>
          <TextField label={t('clinic.name')} autoComplete="organization" required {...field('clinicName')} />
          <TextField label={t('clinic.licence')} required {...field('licenseNumber')} />
          <TextField label={t('auth.address')} autoComplete="street-address" required {...field('address')} />
          <PositionField label={t('clinic.position')} hint={t('clinic.positionHint')} {...position}>
            <MapPicker
              value={position.value}
              onChange={position.onChange}
              hint={t('clinic.mapHint')}
              label={t('clinic.pinMap')}
            />
          </PositionField>
          {errors.position && <p className="text-sm text-red-800">{fieldText(errors.position)}</p>}
          <fieldset className="grid gap-2">
            <legend className="label">{t('clinic.species')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {RESCUE_ANIMAL_TYPES.map((s) => (
                <CheckField
                  key={s}
                  label={enumLabel(t, 'rescueAnimal', s)}
                  checked={species.value.includes(s)}
                  onChange={(on) => species.onChange(on ? [...species.value, s] : species.value.filter((x) => x !== s))}
                />
              ))}
            </div>
            {species.error && <p className="text-sm text-red-800">{fieldText(species.error)}</p>}
          </fieldset>
          <TextField label={t('clinic.hours')} placeholder={t('clinic.hoursExample')} required {...field('hours')} />
        </fieldset>
        <button type="submit" className="btn-primary w-full" disabled={register.isPending}>
          {register.isPending ? t('auth.registering') : t('clinic.register')}
        </button>
      </form>
      <p className="mt-6 text-center text-slate-700">
        {t('auth.alreadyRegistered')}{' '}
        <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-4">
          {t('auth.login')}
        </Link>
      </p>
    </AuthCard>
  )
}
