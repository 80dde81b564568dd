// The second step of an e-mail change: the code sent to the new address (the server applies
// the change only with it; the old address has been told).
import { OTP_DIGITS } from '@paws/contracts'
import { useConfirmEmailChange } from '../../api/profile.ts'
import { TextField } from '../../components/ui/fields.tsx'
import { serverSaid, useForm } from '../../lib/form/index.ts'
import { notify } from '../../lib/toast.ts'
import { t } from '../../i18n/index.ts'

export function EmailCodeStep({ pendingEmail, onDone }: { pendingEmail: string; onDone: (email: string) => void }) {
  const confirm = useConfirmEmailChange()
  const form = useForm<{ emailCode: string }, string>({
    initial: { emailCode: '' },
    validate: ({ emailCode }) =>
      /^\d{6}$/.test(emailCode)
        ? { ok: true, value: emailCode }
        : { ok: false, errors: { emailCode: { id: 'profileText.emailCodeDigits' } } },
    submit: async (code) => {
      const user = await confirm.mutateAsync(code)
      notify(t('profileText.emailChanged'), 'success')
      onDone(user.email)
    },
    // The server's refusal (a wrong or expired code) goes under the field.
    failure: (err) => ({ errors: { emailCode: serverSaid(err, 'profileText.saveFailed') }, message: null }),
  })

  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      className="mt-4 grid gap-3 rounded-lg border border-teal-200 bg-teal-50 p-4"
    >
      <p className="text-sm">{t('profileText.emailCodeSent', { email: pendingEmail })}</p>
      <TextField
        label={t('profile.codeFromTheE')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_DIGITS}
        {...form.field('emailCode', (text) => text.replace(/\D/g, ''))}
      />
      <button type="submit" className="btn-primary justify-self-start" disabled={form.submitting}>
        {form.submitting ? t('profile.confirming') : t('profile.confirmNewEMail')}
      </button>
    </form>
  )
}
