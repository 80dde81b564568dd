// The outbox's words that every screen's shell shows (the header badge, the sent toast), apart
// from the rescue screens' texts so the first load of any page does not carry those.
import { tr } from '@paws/contracts'

/** The toast of a report sent in the background. */
export const reportSentText = (id: number) => tr('rescueText.reportSent', `Your report was sent: Case #${id}`, { id })

/** The header badge's accessible name: "1 report waiting to be sent", "1 report and 2 case updates waiting...". */
export function waitingLabel(counts: { reports: number; updates: number }, signedIn: boolean): string {
  const { reports, updates } = counts
  const english = [
    reports > 0 && (reports === 1 ? '1 report' : `${reports} reports`),
    updates > 0 && (updates === 1 ? '1 case update' : `${updates} case updates`),
  ]
    .filter(Boolean)
    .join(' and ')
  const what = tr('rescueText.waitingWhat', english, { reports, updates })
  return signedIn
    ? tr('rescueText.waiting', `${what} waiting to be sent`, { what })
    : tr('rescueText.waitingSignIn', `${what} waiting to be sent: sign in to send`, { what })
}
