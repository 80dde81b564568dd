// Words of the NGO's field screens.
import { enumLabel, formatTime, type RescueStatus } from '@paws/contracts'
import type { ActionEntry } from '../../offline/index.ts'
import { t } from '../../i18n/index.ts'

/** "as of 10:42": when the phone's copy was saved. */
export const asOf = (savedAt: number) => {
  return t('fieldText.asOf', { time: formatTime(savedAt) })
}

export const FIELD_TEXT = {
  waitingForYou: (n: number) =>
    t('fieldText.waitingForYou', {
      n,
    }),
  get noOpenCases() {
    return t('fieldText.noOpenCases')
  },
  keptNote: (savedAt: number) =>
    t('fieldText.keptNote', {
      asOf: asOf(savedAt),
    }),
  caseKept: (savedAt: number) => t('fieldText.caseKept', { asOf: asOf(savedAt) }),
  snapshotNote: (savedAt: number) =>
    t('fieldText.snapshotNote', {
      asOf: asOf(savedAt),
    }),
  get waitingToSend() {
    return t('fieldText.waitingToSend')
  },
  get sending() {
    return t('fieldText.sending')
  },
  get notApplied() {
    return t('fieldText.notApplied')
  },
  get queued() {
    return t('fieldText.queued')
  },
  get refresh() {
    return t('fieldText.refresh')
  },
  get pull() {
    return t('fieldText.pull')
  },
  get release() {
    return t('fieldText.release')
  },
  get refreshing() {
    return t('fieldText.refreshing')
  },
  get finished() {
    return t('fieldText.finished')
  },
  get notAppliedHeading() {
    return t('fieldText.notAppliedHeading')
  },
  get elsewhere() {
    return t('fieldText.elsewhere')
  },
  onThisPhone: (n: number) =>
    t('fieldText.onThisPhone', {
      n,
    }),
  onTheirCards: (n: number) => t('fieldText.onTheirCards', { n }),
  nowStatus: (status: RescueStatus | null) =>
    status
      ? t('fieldText.nowStatus', {
          status: enumLabel(t, 'rescueStatus', status),
        })
      : t('fieldText.noLongerYours'),
  get dismiss() {
    return t('fieldText.dismiss')
  },
  get whatYouWrote() {
    return t('fieldText.whatYouWrote')
  },
} as const

export function entryStateText(entry: ActionEntry): string {
  if (entry.state === 'not_applied') return FIELD_TEXT.notApplied
  if (entry.state === 'sending') return FIELD_TEXT.sending
  if (entry.state === 'needs_signin') return t('fieldText.signInToSend')
  if (entry.state === 'needs_attention') return entry.error ?? t('fieldText.couldNotSend')
  return FIELD_TEXT.waitingToSend
}
