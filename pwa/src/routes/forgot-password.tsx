import { isEmail, MESSAGES } from '@paws/contracts'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useForgotPassword } from '../api/auth.ts'
import { describeError } from '../api/errors.ts'
import { Alert } from '../components/ui/Alert.tsx'
import { TextField } from '../components/ui/fields.tsx'
import { AuthCard, AuthDone } from '../features/auth/AuthCard.tsx'

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordPage })

function ForgotPasswordPage() {
  const forgot = useForgotPassword()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)

  async function submit(e: FormEvent) {
    e.preventDefault()
    const problem = email.trim() === '' ? MESSAGES.required('Email') : isEmail(email) ? null : MESSAGES.email
    setError(problem)
    if (problem) return
    forgot.mutate(email.trim())
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to choose a new one."
    >
      {forgot.isSuccess ? (
        <AuthDone message={forgot.data.message} login="Back to Login" />
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          {forgot.isError && (
            <Alert tone="error">
              {describeError(forgot.error, 'Could not send the reset link. Please try again.')}
            </Alert>
          )}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
            required
          />
          <button type="submit" className="btn-primary w-full" disabled={forgot.isPending}>
            {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
          </button>
          <p className="text-center">
            <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-4">
              Back to Login
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  )
}
