import { t } from '../i18n/index.ts'
// The outbox's words that every screen's shell shows (the header badge, the sent toast), apart
// from the rescue screens' texts so the first load of any page does not carry those.

/** The toast of a report sent in the background. */
export const reportSentText = (id: number) => t('rescueText.reportSent', { id })

/** The header badge's accessible name: "1 report waiting to be sent", "1 report and 2 case updates waiting...". */
export function waitingLabel(counts: { reports: number; updates: number }, signedIn: boolean): string {
  const { reports, updates } = counts
  const what = t('rescueText.waitingWhat', { reports, updates })
  return signedIn ? t('rescueText.waiting', { what }) : t('rescueText.waitingSignIn', { what })
}
