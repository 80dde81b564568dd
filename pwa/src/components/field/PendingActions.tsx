// An NGO's actions on a case that are still on the phone: waiting to send, or not
// applied because the case moved on, with the server's message, the case's status now, and
// what the worker wrote (note, photos) until they dismiss it.
import { enumLabel, type RescueStatus, rescueActionLabel } from '@paws/contracts'
import { useEffect, useMemo } from 'react'
import { Alert } from '../ui/Alert.tsx'
import { type ActionEntry, call } from '../../offline/index.ts'
import { t } from '../../i18n/index.ts'
import { outboxErrorText } from '../../lib/outbox-errors.ts'

/** Where an entry stands, as its badge says it. */
export function entryStateText(entry: ActionEntry): string {
  if (entry.state === 'not_applied') return t('fieldText.notApplied')
  if (entry.state === 'sending') return t('fieldText.sending')
  if (entry.state === 'needs_signin') return t('fieldText.signInToSend')
  if (entry.state === 'needs_attention') return entry.error ? outboxErrorText(entry.error) : t('fieldText.couldNotSend')
  return t('fieldText.waitingToSend')
}

/** The case's status now, after the server refused an update ("no longer yours" when it is gone). */
const nowStatus = (status: RescueStatus | null) =>
  status ? t('fieldText.nowStatus', { status: enumLabel(t, 'rescueStatus', status) }) : t('fieldText.noLongerYours')

function PhotoThumbs({ entry }: { entry: ActionEntry }) {
  const urls = useMemo(
    () => entry.photos.map((p) => URL.createObjectURL(new Blob([p.data], { type: p.type }))),
    [entry.photos],
  )
  useEffect(
    () => () => {
      for (const u of urls) URL.revokeObjectURL(u)
    },
    [urls],
  )
  if (urls.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('field.photosKeptOnThis')}>
      {urls.map((url, i) => (
        <li key={url}>
          <img
            src={url}
            alt={t('field.keptPhoto', { n: i + 1, total: urls.length })}
            className="h-16 w-16 rounded object-cover"
          />
        </li>
      ))}
    </ul>
  )
}

export function PendingActions({ entries }: { entries: ActionEntry[] }) {
  if (entries.length === 0) return null
  return (
    <ul className="grid gap-2" aria-label={t('field.updatesOnThisPhone')}>
      {entries.map((entry) => (
        <li key={entry.id} data-testid="pending-action">
          {entry.state === 'not_applied' && entry.conflict ? (
            <Alert tone="error">
              <div className="grid gap-2">
                <p className="font-semibold">
                  {t('field.case', {
                    caseId: entry.caseId,
                    value: rescueActionLabel(t, entry.action),
                    notApplied: t('fieldText.notApplied'),
                  })}
                </p>
                <p>{entry.conflict.message}</p>
                {entry.conflict.reason === 'taken' && (
                  <p className="font-semibold" data-testid="taken-by">
                    {entry.conflict.takenBy
                      ? t('respond.takenBy', { ngo: entry.conflict.takenBy })
                      : t('respond.takenBySomeone')}
                  </p>
                )}
                <p>{nowStatus(entry.conflict.currentStatus)}</p>
                {(entry.note || entry.declineReason || entry.photos.length > 0) && (
                  <div className="grid gap-1">
                    <p className="text-sm">{t('fieldText.whatYouWrote')}</p>
                    {(entry.note || entry.declineReason) && (
                      <blockquote className="border-l-4 border-red-300 pl-2">
                        {entry.note ?? entry.declineReason}
                      </blockquote>
                    )}
                    <PhotoThumbs entry={entry} />
                  </div>
                )}
                <button
                  type="button"
                  className="btn-secondary justify-self-start"
                  onClick={() => void call('dismissCaseAction', entry.id)}
                >
                  {t('fieldText.dismiss')}
                </button>
              </div>
            </Alert>
          ) : (
            <p className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-950">
              <span className="font-semibold">{rescueActionLabel(t, entry.action)}</span>
              <span className="rounded bg-amber-200 px-1.5 text-sm">{entryStateText(entry)}</span>
              {entry.note && <span className="text-sm">“{entry.note}”</span>}
              {entry.photos.length > 0 && (
                <span className="text-sm">
                  {t('field.photosSent', {
                    length: entry.photos.filter((p) => p.uploaded).length,
                    length2: entry.photos.length,
                  })}
                </span>
              )}
            </p>
          )}
        </li>
      ))}
    </ul>
  )
}
