// What "Send by SMS" needs, kept on the phone from the app's first load, not only when the report
// form opened with data (docs/sms-reports.md): the hotline's SMS number, and the account's SMS
// key or, signed out, a one-time claim code. Fetched at an idle moment after the first page
// settled, again when the signal returns and whenever someone signs in or out.
import { forgetClaimCode, keepClaimCode, keepSmsHotline, keepSmsKey } from './sms.ts'

interface SessionView {
  getState(): { status: 'loading' | 'ready'; user: { id: number } | null }
  subscribe(listener: () => void): () => void
}

export function keepSmsReady(session: SessionView): void {
  let done: number | null | undefined
  const apply = (again = false) => {
    const { status, user } = session.getState()
    if (status !== 'ready') return
    const id = user?.id ?? null
    if (id === done && !again) return
    done = id
    void keepSmsHotline()
    if (id === null) {
      void keepClaimCode()
      return
    }
    // The reports filed signed out carry their own copy of the code (the outbox entry).
    forgetClaimCode()
    void keepSmsKey(id)
  }
  session.subscribe(() => apply())
  window.addEventListener('online', () => apply(true))
  apply()
}
