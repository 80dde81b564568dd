// Report first, account after (the rescue wizard, and a found post's form): a person who filled
// the form signed out signs in, or creates an account and types the e-mailed code, in a sheet
// over the report, which stays on screen and on the phone. `onSignedIn` hands the account to the wizard, which then sends the report
// as any other. A sign-up waiting for its code (kept on the phone by session/pending-signup.ts)
// opens the sheet on the code again after a reload or a killed browser; signing in with the
// password of a sign-up that waits for its code ("verify first", 403) leads to the code too.
// With no data the sheet cannot sign in: it says the report is kept on this phone and will be
// sent after signing in when there is signal, with the hotline, and offers the sign-in again
// when the signal returns (docs/rules.md#offline-reports).
import { HELPLINE_PHONE, HELPLINE_TEL, validateLogin, validateRegistration } from '@paws/contracts'
import type { User } from '@paws/contracts/schemas/users'
import { CloudOff, Phone } from 'lucide-react'
import { useState } from 'react'
import { authApi } from '../../api/auth.ts'
import { isApiError } from '../../http/errors.ts'
import { Alert } from '../ui/Alert.tsx'
import { PasswordField, TextField } from '../ui/fields.tsx'
import { Modal } from '../ui/Modal.tsx'
import { useForm } from '../../lib/form/index.ts'
import { useOnline } from '../../lib/use-online.ts'
import { pendingSignup, pendingSignupFor } from '../../session/pending-signup.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { OtpCodeForm } from '../auth/OtpCodeForm.tsx'
import { PersonFields } from '../auth/PersonFields.tsx'
import { t } from '../../i18n/index.ts'

type Mode = { kind: 'signin' } | { kind: 'register' } | { kind: 'code'; email: string; notice?: string }

const linkButton = 'font-semibold text-brand-800 underline underline-offset-4'

/** The sheet's own words for what waits (a report by default; a lost-and-found post gives its own). */
export interface SheetWords {
  signIn: string
  create: string
  saved: string
  keptNoSignal: string
  keptUntilSignal: string
  notNow: string
}

const reportWords = (): SheetWords => ({
  signIn: t('bystander.signInToSend'),
  create: t('bystander.createToSend'),
  saved: t('bystander.reportIsSaved'),
  keptNoSignal: t('bystander.keptNoSignal'),
  keptUntilSignal: t('bystander.keptUntilSignal'),
  notNow: t('bystander.notNow'),
})

export function AccountSheet({
  isOpen,
  onClose,
  onSignedIn,
  words: given,
}: {
  isOpen: boolean
  onClose: () => void
  onSignedIn: (user: User) => void
  words?: SheetWords
}) {
  const words = given ?? reportWords()
  const [mode, setMode] = useState<Mode>(() => {
    const waiting = pendingSignup()
    return waiting ? { kind: 'code', email: waiting.email } : { kind: 'signin' }
  })
  const online = useOnline()

  /** Signing in answered "verify first": the code of that sign-up, a new one if none is known to live. */
  async function verifyFirst(email: string, notice: string) {
    if (!pendingSignupFor(email)) await authApi.resendOtp(email).catch(() => undefined)
    setMode({ kind: 'code', email, notice })
  }

  const title = !online
    ? words.keptNoSignal
    : mode.kind === 'signin'
      ? words.signIn
      : mode.kind === 'register'
        ? words.create
        : t('auth.verifyYourEmail')
  if (!online) {
    // Nothing here works without data; the part shown before comes back with the signal.
    return (
      <Modal isOpen={isOpen} onClose={onClose} title={title}>
        <div className="grid gap-4">
          <p className="flex items-start gap-3 text-lg">
            <CloudOff className="mt-1 h-6 w-6 shrink-0 text-slate-600" aria-hidden="true" />
            <span>{words.keptUntilSignal}</span>
          </p>
          <a href={`tel:${HELPLINE_TEL}`} className="btn-danger w-full text-lg">
            <Phone className="h-5 w-5" aria-hidden="true" /> {t('wizard.callThe247', { HELPLINE_PHONE })}
          </a>
        </div>
        <button type="button" className="btn-ghost mt-3 w-full" onClick={onClose}>
          {words.notNow}
        </button>
      </Modal>
    )
  }
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title}>
      <p className="mb-4 text-slate-700">{words.saved}</p>
      {mode.kind === 'signin' && (
        <SignInPart
          onSignedIn={onSignedIn}
          onVerifyFirst={verifyFirst}
          onRegister={() => setMode({ kind: 'register' })}
        />
      )}
      {mode.kind === 'register' && (
        <RegisterPart
          onCode={(email) => setMode({ kind: 'code', email })}
          onSignIn={() => setMode({ kind: 'signin' })}
        />
      )}
      {mode.kind === 'code' && (
        <CodePart
          key={mode.email}
          email={mode.email}
          notice={mode.notice}
          onSignedIn={onSignedIn}
          onOther={() => setMode({ kind: 'register' })}
        />
      )}
      <button type="button" className="btn-ghost mt-3 w-full" onClick={onClose}>
        {words.notNow}
      </button>
    </Modal>
  )
}

function SignInPart({
  onSignedIn,
  onVerifyFirst,
  onRegister,
}: {
  onSignedIn: (user: User) => void
  onVerifyFirst: (email: string, notice: string) => Promise<void>
  onRegister: () => void
}) {
  const { session } = useSession()
  const { field, control, error, submitting, onSubmit } = useForm({
    initial: { email: '', password: '' },
    validate: (values) => validateLogin(t, values),
    submit: async ({ email, password }) => {
      let user: User
      try {
        user = await session.login(email, password)
      } catch (err) {
        // The right password of a sign-up that waits for its code answers 403 "verify first"
        // (docs/rules.md#accounts-and-sessions): the code is the way on. The server's words
        // head the code step (the one other 403, a deactivated account, is read there too).
        if (isApiError(err, 403)) {
          await onVerifyFirst(email.trim(), err.display(t('text.loginFailed')))
          return
        }
        throw err
      }
      onSignedIn(user)
    },
    fallback: 'text.loginFailed',
    clearErrorOnChange: false,
  })
  return (
    <>
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField label={t('auth.email')} type="email" autoComplete="email" {...field('email')} required />
        <PasswordField {...control('password')} required />
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? t('auth.signingIn') : t('bystander.signInAndSend')}
        </button>
      </form>
      <p className="mt-4 text-center text-slate-700">
        {t('auth.newToMumbaiPaws')}{' '}
        <button type="button" className={linkButton} onClick={onRegister}>
          {t('auth.createAccount')}
        </button>
      </p>
    </>
  )
}

function RegisterPart({ onCode, onSignIn }: { onCode: (email: string) => void; onSignIn: () => void }) {
  const { field, control, error, submitting, onSubmit } = useForm({
    initial: { firstName: '', lastName: '', email: '', phone: '', password: '' },
    validate: (values) => validateRegistration(t, values),
    submit: async (form) => {
      const result = await authApi.register({ ...form, email: form.email.trim() })
      onCode(result.email ?? form.email.trim())
    },
    fallback: 'text.registrationFailed',
  })
  return (
    <>
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <PersonFields field={field} control={control} />
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? t('auth.creatingAccount') : t('auth.createAccount2')}
        </button>
      </form>
      <p className="mt-4 text-center text-slate-700">
        {t('auth.alreadyHaveAnAccount')}{' '}
        <button type="button" className={linkButton} onClick={onSignIn}>
          {t('auth.signIn')}
        </button>
      </p>
    </>
  )
}

function CodePart({
  email,
  notice: refusal,
  onSignedIn,
  onOther,
}: {
  email: string
  /** Why sign-in led here (the server's "verify first"). */
  notice?: string
  onSignedIn: (user: User) => void
  onOther: () => void
}) {
  return (
    <>
      {refusal && (
        <Alert tone="info" className="mb-4">
          {refusal}
        </Alert>
      )}
      <p className="mb-4 text-slate-700">
        {t('auth.enterThe6Digit')} <strong className="break-all">{email}</strong>
        {t('auth.itExpiresIn10')}
      </p>
      <OtpCodeForm
        email={email}
        submitLabel={t('bystander.verifyAndSend')}
        resentText={t('bystander.newCodeSent')}
        onSignedIn={onSignedIn}
      >
        <button type="button" className={linkButton} onClick={onOther}>
          {t('bystander.otherAccount')}
        </button>
      </OtpCodeForm>
    </>
  )
}
