import { newsletterEmailError } from '@paws/contracts'
import { useId, useState } from 'react'
import { useForm } from '../../lib/form/index.ts'
import { TEXT } from '../../lib/texts.ts'
import { t } from '../../i18n/index.ts'

/** Newsletter sign-up: checked locally and simulated with a 1 s wait, no server call. */
export function Newsletter() {
  const [done, setDone] = useState<string | null>(null)
  const id = useId()
  const form = useForm<{ email: string }>({
    initial: { email: '' },
    validate: ({ email }) => {
      const problem = newsletterEmailError(email)
      return problem ? { ok: false, errors: { email: problem } } : { ok: true, value: { email } }
    },
    submit: async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      setDone(TEXT.newsletterDone)
      form.reset()
    },
    fallback: TEXT.newsletterFailed,
    focusInvalid: false,
  })
  const error = form.errors.email ?? form.error

  return (
    <form
      onSubmit={(e) => {
        setDone(null)
        form.onSubmit(e)
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
          value={form.values.email}
          onChange={(e) => form.set('email', e.target.value)}
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
