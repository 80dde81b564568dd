import { otpError } from '@paws/contracts'
import { createFileRoute, Navigate, useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { authApi } from '../api/auth.ts'
import { describeError } from '../api/errors.ts'
import { Alert } from '../components/ui/Alert.tsx'
import { TEXT } from '../lib/texts.ts'
import { useSession } from '../session/SessionProvider.tsx'
import { AuthCard } from '../features/auth/AuthCard.tsx'
import { OTP_LENGTH, OtpInput } from '../features/auth/OtpInput.tsx'

export const Route = createFileRoute('/verify-otp')({ component: VerifyOtpPage })

const RESEND_WAIT_S = 60
const blank = () => Array.from({ length: OTP_LENGTH }, () => '')

function VerifyOtpPage() {
  // Read once: while leaving the page the router already exposes the next location's state.
  const arrived = useRouterState({ select: (s) => s.location.state.otpEmail })
  const [email] = useState(arrived)
  if (!email) return <Navigate to="/register" replace />
  return <VerifyOtpForm email={email} />
}

function VerifyOtpForm({ email }: { email: string }) {
  const navigate = useNavigate()
  const { session } = useSession()
  const [digits, setDigits] = useState(blank)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [resending, setResending] = useState(false)
  const [wait, setWait] = useState(RESEND_WAIT_S)
  const errorId = useId()

  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait((w) => w - 1), 1000)
    return () => clearTimeout(timer)
  }, [wait])

  async function submit(e?: FormEvent) {
    e?.preventDefault()
    setNotice(null)
    const code = digits.join('')
    const problem = otpError(code)
    setError(problem)
    if (problem) return
    setBusy(true)
    try {
      const response = await authApi.verifyOtp(email, code)
      const user = await session.completeSignIn(response)
      await navigate({
        to: '/',
        replace: true,
        state: { flash: user.role === 'ngo' ? TEXT.ngoVerified : TEXT.verified, flashDetail: TEXT.welcome },
      })
    } catch (err) {
      setError(describeError(err, TEXT.otpFailed))
      setBusy(false)
    }
  }

  async function resend() {
    setError(null)
    setNotice(null)
    setResending(true)
    try {
      await authApi.resendOtp(email)
      setDigits(blank())
      setWait(RESEND_WAIT_S)
      setNotice(`A new code has been sent to ${email}.`)
    } catch {
      setError(TEXT.resendFailed)
    } finally {
      setResending(false)
    }
  }

  return (
    <AuthCard
      title="Verify your email"
      subtitle={
        <>
          Enter the 6-digit code we sent to <strong className="break-all">{email}</strong>. It expires in 10 minutes.
        </>
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-5">
        <OtpInput
          digits={digits}
          onChange={setDigits}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} role="alert" className="whitespace-pre-line text-center text-red-700">
            {error}
          </p>
        )}
        {notice && <Alert tone="success">{notice}</Alert>}
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Verifying...' : 'Verify'}
        </button>
      </form>
      <div className="mt-6 text-center text-slate-700">
        <p>Didn't get the code? Check your spam folder, or</p>
        <button
          type="button"
          className="btn-ghost mt-1 text-brand-800 underline underline-offset-4"
          onClick={resend}
          disabled={wait > 0 || resending}
        >
          {resending ? 'Sending...' : wait > 0 ? `Resend code in ${wait}s` : 'Resend code'}
        </button>
      </div>
    </AuthCard>
  )
}
