import { newsletterEmailError } from '@paws/contracts'
import { useId, useState, type FormEvent } from 'react'
import { TEXT } from '../../lib/texts.ts'

/** Newsletter sign-up: checked locally and simulated with a 1 s wait, no server call. */
export function Newsletter() {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const id = useId()

  async function submit(e: FormEvent) {
    e.preventDefault()
    setDone(null)
    const problem = newsletterEmailError(email)
    setError(problem)
    if (problem) return
    setBusy(true)
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      setDone(TEXT.newsletterDone)
      setEmail('')
    } catch {
      setError(TEXT.newsletterFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid content-start gap-2">
      <label htmlFor={`${id}-email`} className="mb-1 font-semibold text-white">
        Subscribe to our newsletter
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-msg`}
          className="input min-w-0 flex-1"
        />
        <button type="submit" className="btn bg-amber-400 text-slate-900 hover:bg-amber-300" disabled={busy}>
          {busy ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <p id={`${id}-msg`} aria-live="polite" className={error ? 'text-red-200' : 'text-green-200'}>
        {error ?? done ?? ''}
      </p>
    </form>
  )
}
