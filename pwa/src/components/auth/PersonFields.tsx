// The person's fields of both sign-up forms (a person's account, an NGO's contact person): first
// and last name, e-mail, mobile number (digits only) and a new password with its live checklist.
import { sanitizePhone } from '@paws/contracts'
import { PasswordField, TextField } from '../ui/fields.tsx'
import { t } from '../../i18n/index.ts'
import type { FieldMessage } from '../../lib/form/form-state.ts'

type PersonKey = 'firstName' | 'lastName' | 'email' | 'phone' | 'password'

/** What the form's `field(key)` gives a text input. */
interface BoundField {
  name: string
  value: string
  error?: FieldMessage
  onChange: (e: { target: { value: string } }) => void
  onBlur: () => void
}

export function PersonFields({
  field,
  control,
}: {
  field: (key: PersonKey, parse?: (text: string) => string) => BoundField
  control: (key: 'password') => { name: string; value: string; error?: FieldMessage; onChange: (value: string) => void }
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('auth.firstName')} autoComplete="given-name" {...field('firstName')} required />
        <TextField label={t('auth.lastName')} autoComplete="family-name" {...field('lastName')} required />
      </div>
      <TextField label={t('auth.email')} type="email" autoComplete="email" {...field('email')} required />
      <TextField
        label={t('auth.phoneNumber')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('auth.10DigitMobileNumber')}
        {...field('phone', sanitizePhone)}
        required
      />
      <PasswordField {...control('password')} checklist autoComplete="new-password" required />
    </>
  )
}
