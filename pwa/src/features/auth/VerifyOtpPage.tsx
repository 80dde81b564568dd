import { otpError } from '@paws/contracts'
import { Navigate, useNavigate, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { authApi } from '../../api/auth.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { useForm } from '../../lib/form/index.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { AuthCard } from './AuthCard.tsx'
import { landingFor } from '../../components/layout/nav.ts'
import { OTP_LENGTH, OtpInput } from '../../components/ui/OtpInput.tsx'
import { t } from '../../i18n/index.ts'

// The server mails one address at most once every 2 minutes, across sign-up, reset and e-mail change.
const RESEND_WAIT_S = 120
const blank = () => Array.from({ length: OTP_LENGTH }, () => '')

export function VerifyOtpPage() {
  // Read once: while leaving the page the router already exposes the next location's state.
  const arrived = useRouterState({ select: (s) => s.location.state.otpEmail })
  const arrivedRedirect = useRouterState({ select: (s) => s.location.state.otpRedirect })
  const [email] = useState(arrived)
  const [redirect] = useState(arrivedRedirect)
  if (!email) return <Navigate to="/register" replace />
  return <VerifyOtpForm email={email} redirect={redirect} />
}

function VerifyOtpForm({ email, redirect }: { email: string; redirect?: string }) {
  const router = useRouter()
  const navigate = useNavigate()
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
      return problem ? { ok: false, errors: { digits: t(problem) } } : { ok: true, value: code }
    },
    submit: async (code) => {
      const response = await authApi.verifyOtp(email, code)
      const user = await session.completeSignIn(response)
      // Back to the page that sent the person to sign up (e.g. an NGO's invitation).
      if (redirect) return router.history.replace(redirect)
      await navigate({
        to: landingFor(user.role),
        replace: true,
        state: {
          flash: user.role === 'ngo' ? t('text.ngoVerified') : t('text.verified'),
          flashDetail: t('text.welcome'),
        },
      })
    },
    fallback: t('text.otpFailed'),
    clearErrorOnChange: false,
    // The code's message is read out by its alert; focus stays in the digit being typed.
    focusInvalid: false,
  })
  // One message under the digits: the code's own, the server's, or a failed resend.
  const error = form.errors.digits ?? form.error

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
      setNotice(t('auth.newCodeSentTo', { email }))
    } catch {
      form.setError(t('text.resendFailed'))
    } finally {
      setResending(false)
    }
  }

  return (
    <AuthCard
      title={t('auth.verifyYourEmail')}
      subtitle={
        <>
          {t('auth.enterThe6Digit')} <strong className="break-all">{email}</strong>
          {t('auth.itExpiresIn10')}
        </>
      }
    >
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
          {form.submitting ? t('auth.verifying') : t('auth.verify')}
        </button>
      </form>
      <div className="mt-6 text-center text-slate-700">
        <p>{t('auth.didnTGetThe')}</p>
        <button
          type="button"
          className="btn-ghost mt-1 text-brand-800 underline underline-offset-4"
          onClick={resend}
          disabled={wait > 0 || resending}
        >
          {resending ? t('auth.sending') : wait > 0 ? t('auth.resendIn', { wait }) : t('auth.resendCode')}
        </button>
      </div>
    </AuthCard>
  )
}
