// Personal information: checked with the shared rule before sending, saved with
// PUT /users/profile; the server's field errors appear under their fields.
import { sanitizePhone, validateProfileUpdate, PINCODE_TYPED_LENGTH } from '@paws/contracts'
import type { User } from '@paws/contracts/schemas/users'
import { useId, useState } from 'react'
import { isApiError } from '../../http/errors.ts'
import { useUpdateProfile } from '../../api/profile.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { PasswordField, TextField } from '../../components/ui/fields.tsx'
import { byField, type FieldProblem, serverByField, useForm, withoutField } from '../../lib/form/index.ts'
import { notify } from '../../lib/toast.ts'
import { EmailCodeStep } from './EmailCodeStep.tsx'
import { changedFields, valuesFromUser, type ProfileValues } from './profile-form.ts'
import { t } from '../../i18n/index.ts'

export function ProfileForm({ user }: { user: User }) {
  const titleId = useId()
  const update = useUpdateProfile()
  const [initial, setInitial] = useState(() => valuesFromUser(user))
  // A new e-mail needs the current password, and is applied only with the code sent to it.
  const [currentPassword, setCurrentPassword] = useState('')
  const [pendingEmail, setPendingEmail] = useState<string | null>(null)
  const { values, set, field, error, errors, setErrors, onSubmit, reset } = useForm({
    initial,
    // Only what changed is checked and sent; nothing changed is not an error.
    validate: (v) => {
      const body = changedFields(initial, v)
      if (!body) return { ok: true, value: null }
      const problems: FieldProblem[] = validateProfileUpdate(t, body)
      if (body.email !== undefined && !currentPassword) {
        problems.push({ field: 'currentPassword', message: 'profileText.emailNeedsPassword' })
      }
      return problems.length > 0 ? { ok: false, errors: byField(problems) } : { ok: true, value: body }
    },
    submit: async (body) => {
      if (!body) return notify(t('profileText.noChanges'), 'info')
      const answer = await update.mutateAsync(body.email === undefined ? body : { ...body, currentPassword })
      // The e-mail stays the old one until its code is confirmed.
      const saved = { ...initial, ...body, email: answer.email } as ProfileValues
      setInitial(saved)
      reset(saved)
      setCurrentPassword('')
      setPendingEmail(answer.pendingEmail ?? null)
      notify(answer.pendingEmail ? t('profileText.savedEmailPending') : t('profileText.saved'), 'success')
    },
    failure: (err) => {
      if (isApiError(err) && err.fieldErrors.length > 0)
        return { errors: serverByField(err.fieldErrors), message: null }
      return {
        errors: {},
        message: isApiError(err) && err.kind !== 'http' ? { server: err.message } : { id: 'profileText.saveFailed' },
      }
    },
  })
  const dirty = changedFields(initial, values) !== null
  const emailChanging = values.email.trim().toLowerCase() !== initial.email.trim().toLowerCase()

  return (
    <section aria-labelledby={titleId} className="card p-5 sm:p-6">
      <h2 id={titleId} className="text-xl font-bold">
        {t('profile.personalInformation')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label={t('profile.firstName')} required autoComplete="given-name" {...field('firstName')} />
        <TextField label={t('profile.lastName')} required autoComplete="family-name" {...field('lastName')} />
        <TextField
          label={t('profile.email')}
          required
          type="email"
          autoComplete="email"
          inputMode="email"
          {...field('email')}
        />
        {emailChanging && (
          <PasswordField
            label={t('profile.currentPassword')}
            name="currentPassword"
            required
            value={currentPassword}
            error={errors.currentPassword}
            onChange={(next) => {
              setCurrentPassword(next)
              setErrors(withoutField(errors, 'currentPassword'))
            }}
          />
        )}
        <TextField
          label={t('profile.phoneNumber')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint={t('profile.10Digits')}
          {...field('phone')}
          onChange={(e) => set('phone', sanitizePhone(e.target.value))}
        />
        <TextField
          label={t('profile.address')}
          autoComplete="street-address"
          className="sm:col-span-2"
          {...field('address')}
        />
        <TextField label={t('profile.city')} autoComplete="address-level2" {...field('city')} />
        <TextField label={t('profile.state')} autoComplete="address-level1" {...field('state')} />
        <TextField
          label={t('profile.pincode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PINCODE_TYPED_LENGTH}
          hint={t('profile.6Digits')}
          {...field('pincode')}
        />
        {error && (
          <Alert tone="error" className="sm:col-span-2">
            {error}
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className="btn-secondary"
            disabled={!dirty || update.isPending}
            onClick={() => reset(initial)}
          >
            {t('profile.reset')}
          </button>
          <button type="submit" className="btn-primary" disabled={update.isPending}>
            {update.isPending ? t('profile.saving') : t('profile.saveChanges')}
          </button>
        </div>
      </form>
      {pendingEmail && (
        <EmailCodeStep
          pendingEmail={pendingEmail}
          onDone={(email) => {
            const saved = { ...initial, email }
            setInitial(saved)
            reset(saved)
            setPendingEmail(null)
          }}
        />
      )}
    </section>
  )
}
