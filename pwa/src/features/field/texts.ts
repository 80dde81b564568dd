// Words of the NGO's field screens (issue 12).
import { RESCUE_STATUS_LABELS, type RescueStatus } from '@paws/contracts'
import type { ActionEntry } from '../../offline/index.ts'

const clock = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', hour12: false })

/** "as of 10:42": when the phone's copy was saved. */
export const asOf = (savedAt: number) => `as of ${clock.format(new Date(savedAt))}`

export const FIELD_TEXT = {
  waitingForYou: (n: number) => (n === 1 ? '1 case waiting for your response' : `${n} cases waiting for your response`),
  noOpenCases: 'No open cases right now.',
  keptNote: (savedAt: number) => `No signal: these are the cases kept on this phone, ${asOf(savedAt)}.`,
  caseKept: (savedAt: number) =>
    `No signal: this is the case as kept on this phone, ${asOf(savedAt)}. What you do is sent when you are back online.`,
  waitingToSend: 'Waiting to send',
  sending: 'Sending...',
  notApplied: 'Not applied',
  queued: 'Saved on this phone. It is sent as soon as there is a signal.',
  refresh: 'Refresh',
  finished: 'Finished cases',
  elsewhere: 'Your updates on other cases',
  nowStatus: (status: RescueStatus | null) =>
    status ? `The case is now: ${RESCUE_STATUS_LABELS[status]}.` : 'The case is no longer with your NGO.',
  dismiss: 'Dismiss',
  whatYouWrote: 'What you wrote (kept until you dismiss it):',
} as const

export function entryStateText(entry: ActionEntry): string {
  if (entry.state === 'not_applied') return FIELD_TEXT.notApplied
  if (entry.state === 'sending') return FIELD_TEXT.sending
  if (entry.state === 'needs_signin') return 'Sign in again to send'
  if (entry.state === 'needs_attention') return entry.error ?? 'Could not be sent'
  return FIELD_TEXT.waitingToSend
}
