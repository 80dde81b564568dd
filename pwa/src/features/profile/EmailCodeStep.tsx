// The second step of an e-mail change: the code sent to the new address (the server applies
// the change only with it; the old address has been told).
import { useState } from 'react'
import { isApiError } from '../../api/errors.ts'
import { useConfirmEmailChange } from '../../api/profile.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { TextField } from '../../components/ui/fields.tsx'
import { notify } from '../../lib/toast.ts'
import { PROFILE_TEXT } from './texts.ts'

export function EmailCodeStep({ pendingEmail, onDone }: { pendingEmail: string; onDone: (email: string) => void }) {
  const confirm = useConfirmEmailChange()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!/^\d{6}$/.test(code)) return setError(PROFILE_TEXT.emailCodeDigits)
    try {
      const user = await confirm.mutateAsync(code)
      notify(PROFILE_TEXT.emailChanged, 'success')
      onDone(user.email)
    } catch (err) {
      setError(isApiError(err) ? err.message : PROFILE_TEXT.saveFailed)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-3 rounded-lg border border-teal-200 bg-teal-50 p-4">
      <p className="text-sm">{PROFILE_TEXT.emailCodeSent(pendingEmail)}</p>
      <TextField
        label="Code from the e-mail"
        name="emailCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={error}
        onChange={(e) => {
          setCode(e.target.value.replace(/\D/g, ''))
          setError(null)
        }}
      />
      {confirm.isError && !error && <Alert tone="error">{PROFILE_TEXT.saveFailed}</Alert>}
      <button type="submit" className="btn-primary justify-self-start" disabled={confirm.isPending}>
        {confirm.isPending ? 'Confirming...' : 'Confirm new e-mail'}
      </button>
    </form>
  )
}
