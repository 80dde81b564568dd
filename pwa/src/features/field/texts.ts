// Words of the NGO's field screens.
import { displayIntlLocale, enumLabel, type RescueStatus, tr } from '@paws/contracts'
import type { ActionEntry } from '../../offline/index.ts'

const clock = () => new Intl.DateTimeFormat(displayIntlLocale(), { hour: '2-digit', minute: '2-digit', hour12: false })

/** "as of 10:42": when the phone's copy was saved. */
export const asOf = (savedAt: number) => {
  const time = clock().format(new Date(savedAt))
  return tr('fieldText.asOf', `as of ${time}`, { time })
}

export const FIELD_TEXT = {
  waitingForYou: (n: number) =>
    tr(
      'fieldText.waitingForYou',
      n === 1 ? '1 case waiting for your response' : `${n} cases waiting for your response`,
      {
        n,
      },
    ),
  get noOpenCases() {
    return tr('fieldText.noOpenCases', 'No open cases right now.')
  },
  keptNote: (savedAt: number) =>
    tr('fieldText.keptNote', `No signal: these are the cases kept on this phone, ${asOf(savedAt)}.`, {
      asOf: asOf(savedAt),
    }),
  caseKept: (savedAt: number) =>
    tr(
      'fieldText.caseKept',
      `No signal: this is the case as kept on this phone, ${asOf(savedAt)}. What you do is sent when you are back online.`,
      { asOf: asOf(savedAt) },
    ),
  snapshotNote: (savedAt: number) =>
    tr('fieldText.snapshotNote', `Kept on this phone, ${asOf(savedAt)}. The app is opening.`, {
      asOf: asOf(savedAt),
    }),
  get waitingToSend() {
    return tr('fieldText.waitingToSend', 'Waiting to send')
  },
  get sending() {
    return tr('fieldText.sending', 'Sending...')
  },
  get notApplied() {
    return tr('fieldText.notApplied', 'Not applied')
  },
  get queued() {
    return tr('fieldText.queued', 'Saved on this phone. It is sent as soon as there is a signal.')
  },
  get refresh() {
    return tr('fieldText.refresh', 'Refresh')
  },
  get pull() {
    return tr('fieldText.pull', 'Pull down to refresh')
  },
  get release() {
    return tr('fieldText.release', 'Release to refresh')
  },
  get refreshing() {
    return tr('fieldText.refreshing', 'Refreshing...')
  },
  get finished() {
    return tr('fieldText.finished', 'Finished cases')
  },
  get elsewhere() {
    return tr('fieldText.elsewhere', 'Your updates on other cases')
  },
  onThisPhone: (n: number) =>
    tr('fieldText.onThisPhone', n === 1 ? 'Waiting on this phone: 1 update.' : `Waiting on this phone: ${n} updates.`, {
      n,
    }),
  onTheirCards: (n: number) =>
    tr('fieldText.onTheirCards', n === 1 ? 'It shows on its case below.' : `${n} show on their cases below.`, { n }),
  nowStatus: (status: RescueStatus | null) =>
    status
      ? tr('fieldText.nowStatus', `The case is now: ${enumLabel('rescueStatus', status)}.`, {
          status: enumLabel('rescueStatus', status),
        })
      : tr('fieldText.noLongerYours', 'The case is no longer with your NGO.'),
  get dismiss() {
    return tr('fieldText.dismiss', 'Dismiss')
  },
  get whatYouWrote() {
    return tr('fieldText.whatYouWrote', 'What you wrote (kept until you dismiss it):')
  },
} as const

export function entryStateText(entry: ActionEntry): string {
  if (entry.state === 'not_applied') return FIELD_TEXT.notApplied
  if (entry.state === 'sending') return FIELD_TEXT.sending
  if (entry.state === 'needs_signin') return tr('fieldText.signInToSend', 'Sign in again to send')
  if (entry.state === 'needs_attention') return entry.error ?? tr('fieldText.couldNotSend', 'Could not be sent')
  return FIELD_TEXT.waitingToSend
}
