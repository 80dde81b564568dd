import { newsletterEmailError } from '@paws/contracts'
import { type FormEvent, useId, useState } from 'react'
import { t } from '../../i18n/index.ts'

/**
 * Newsletter sign-up: checked locally and simulated with a 1 s wait, no server call. One field,
 * kept with plain state rather than the forms' library (lib/form): the footer is part of every
 * page's first load.
 */
export function Newsletter() {
  const [done, setDone] = useState<string | null>(null)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const id = useId()
  const form = {
    submitting,
    onSubmit: async (e: FormEvent) => {
      e.preventDefault()
      if (submitting) return
      const problem = newsletterEmailError(email)
      setError(problem && t(problem))
      if (problem) return
      setSubmitting(true)
      await new Promise((resolve) => setTimeout(resolve, 1000))
      setSubmitting(false)
      setDone(t('text.newsletterDone'))
      setEmail('')
    },
  }

  return (
    <form
      onSubmit={(e) => {
        setDone(null)
        void form.onSubmit(e)
      }}
      noValidate
      className="grid content-start gap-2"
    >
      <label htmlFor={`${id}-email`} className="mb-1 font-semibold text-white">
        {t('layout.subscribeToOurNewsletter')}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder={t('layout.youExampleCom')}
          name="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value)
            setError(null)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-msg`}
          className="input min-w-0 flex-1"
        />
        <button type="submit" className="btn bg-amber-400 text-slate-900 hover:bg-amber-300" disabled={form.submitting}>
          {form.submitting ? t('layout.subscribing') : t('layout.subscribe')}
        </button>
      </div>
      <p id={`${id}-msg`} aria-live="polite" className={error ? 'text-red-200' : 'text-green-200'}>
        {error ?? done ?? ''}
      </p>
    </form>
  )
}
