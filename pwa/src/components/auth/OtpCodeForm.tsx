// The e-mailed code of a sign-up, typed into six boxes and checked by the server, with Resend
// after a wait: the same for the verify page (features/auth/VerifyOtpPage.tsx) and the account
// sheet over a report (components/account/AccountSheet.tsx). A right code signs in; the
// caller says what comes next. `children` stand under Resend (the sheet's "another account").
import type { User } from '@paws/contracts/schemas/users'
import { otpError } from '@paws/contracts'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { authApi } from '../../api/auth.ts'
import { t } from '../../i18n/index.ts'
import { fieldText, useForm } from '../../lib/form/index.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { Alert } from '../ui/Alert.tsx'
import { OTP_LENGTH, OtpInput } from '../ui/OtpInput.tsx'

// The server mails one address at most once every 2 minutes, across sign-up, reset and e-mail change.
const RESEND_WAIT_S = 120
const blank = () => Array.from({ length: OTP_LENGTH }, () => '')

export function OtpCodeForm({
  email,
  onSignedIn,
  submitLabel,
  resentText,
  resendHint,
  children,
}: {
  email: string
  /** The code was right and the account is signed in on this page. */
  onSignedIn: (user: User) => unknown
  submitLabel: string
  /** Said once a new code is on its way. */
  resentText: string
  /** Said above Resend ("Didn't get the code?"). */
  resendHint?: string
  children?: ReactNode
}) {
  const { session } = useSession()
  const [notice, setNotice] = useState<string | null>(null)
  const [resending, setResending] = useState(false)
  const [wait, setWait] = useState(RESEND_WAIT_S)
  const errorId = useId()
  const form = useForm({
    initial: { digits: blank() },
    validate: ({ digits }) => {
      const code = digits.join('')
      const problem = otpError(code)
      return problem ? { ok: false, errors: { digits: { id: problem } } } : { ok: true, value: code }
    },
    submit: async (code) => {
      await onSignedIn(await session.completeSignIn(await authApi.verifyOtp(email, code)))
    },
    fallback: 'text.otpFailed',
    clearErrorOnChange: false,
    // The code's message is read out by its alert; focus stays in the digit being typed.
    focusInvalid: false,
  })
  // One message under the digits: the code's own, the server's, or a failed resend.
  const error = form.errors.digits ? fieldText(form.errors.digits) : form.error

  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait((w) => w - 1), 1000)
    return () => clearTimeout(timer)
  }, [wait])

  async function resend() {
    form.setErrors({})
    form.setError(null)
    setNotice(null)
    setResending(true)
    try {
      await authApi.resendOtp(email)
      form.set('digits', blank())
      setWait(RESEND_WAIT_S)
      setNotice(resentText)
    } catch {
      form.setError({ id: 'text.resendFailed' })
    } finally {
      setResending(false)
    }
  }

  return (
    <>
      <form
        onSubmit={(e) => {
          setNotice(null)
          form.onSubmit(e)
        }}
        noValidate
        className="grid gap-5"
      >
        <OtpInput
          digits={form.values.digits}
          onChange={(digits) => form.set('digits', digits)}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} role="alert" className="whitespace-pre-line text-center text-red-700">
            {error}
          </p>
        )}
        {notice && <Alert tone="success">{notice}</Alert>}
        <button type="submit" className="btn-primary w-full" disabled={form.submitting}>
          {form.submitting ? t('auth.verifying') : submitLabel}
        </button>
      </form>
      <div className="mt-6 grid justify-items-center gap-1 text-center text-slate-700">
        {resendHint && <p>{resendHint}</p>}
        <button
          type="button"
          className="btn-ghost text-brand-800 underline underline-offset-4"
          onClick={resend}
          disabled={wait > 0 || resending}
        >
          {resending ? t('auth.sending') : wait > 0 ? t('auth.resendIn', { wait }) : t('auth.resendCode')}
        </button>
        {children}
      </div>
    </>
  )
}
