import { validateLogin } from '@paws/contracts'
import { createFileRoute, Link, useRouter, useRouterState } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { describeError } from '../api/errors.ts'
import { Alert } from '../components/ui/Alert.tsx'
import { focusFirstInvalid, byField, PasswordField, TextField } from '../components/ui/fields.tsx'
import { TEXT } from '../lib/texts.ts'
import { safeRedirect } from '../session/guards.tsx'
import { useSession } from '../session/SessionProvider.tsx'
import { AuthCard } from '../features/auth/AuthCard.tsx'

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(search.redirect)
    return redirect ? { redirect } : {}
  },
  component: LoginPage,
})

function LoginPage() {
  const { redirect } = Route.useSearch()
  const flash = useRouterState({ select: (s) => s.location.state.flash })
  const router = useRouter()
  const { session } = useSession()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    setServerError(null)
    const problems = byField(validateLogin({ email, password }))
    setErrors(problems)
    if (Object.keys(problems).length > 0) return focusFirstInvalid(e.currentTarget as HTMLFormElement)
    setBusy(true)
    try {
      await session.login(email, password)
      // Back to where the user came from, without leaving /login in the history.
      router.history.replace(redirect ?? '/')
    } catch (error) {
      setServerError(describeError(error, TEXT.loginFailed))
      setBusy(false)
    }
  }

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to adopt, list a pet or follow your rescue reports.">
      {flash && (
        <Alert tone="success" className="mb-4">
          {flash}
        </Alert>
      )}
      {serverError && (
        <Alert tone="error" className="mb-4">
          {serverError}
        </Alert>
      )}
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <PasswordField value={password} onChange={setPassword} error={errors.password} required />
        <div className="text-right">
          <Link to="/forgot-password" className="font-medium text-brand-800 underline underline-offset-4">
            Forgot password?
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
      <p className="mt-6 text-center text-slate-700">
        New to Mumbai Paws?{' '}
        <Link to="/register" className="font-semibold text-brand-800 underline underline-offset-4">
          Create account
        </Link>
      </p>
    </AuthCard>
  )
}
