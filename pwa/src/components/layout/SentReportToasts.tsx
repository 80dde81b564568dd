// "Your report was sent: Case #N" on whatever screen is open, when a report that waited on
// this phone goes out in the background (this tab, another tab or the service worker: the
// sent list is a live query of the offline store). Reports already sent when the app opened
// are not announced again; the wizard's own foreground send has its success dialog instead.
import { useEffect, useRef } from 'react'
import { notify } from '../../lib/toast.ts'
import { useSent } from '../../offline/index.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { foregroundSend } from '../../lib/sent-toasts.ts'
import { t } from '../../i18n/index.ts'

export function SentReportToasts() {
  const { user } = useSession()
  // Signed out there is no sent list to watch, and the offline store stays unloaded (first load).
  return user ? <SentWatcher userId={user.id} /> : null
}

function SentWatcher({ userId }: { userId: number }) {
  const sent = useSent(userId)
  const known = useRef<{ userId: number; ids: Set<string> } | null>(null)
  useEffect(() => {
    if (!sent) return
    if (known.current?.userId !== userId) {
      known.current = { userId, ids: new Set(sent.map((e) => e.id)) }
      return
    }
    for (const entry of sent) {
      if (known.current.ids.has(entry.id)) continue
      known.current.ids.add(entry.id)
      if (!foregroundSend.has(entry.id)) notify(t('rescueText.reportSent', { id: entry.serverId }), 'success', 10_000)
    }
  }, [sent, userId])
  return null
}
