// One report still on this phone, with its state (docs/rules.md#offline-reports) and what the user
// can do: send it now, fix it when the server refused it, delete it, or sign in again.
import { formatDateTime, type RescueAnimalType, type Urgency, enumLabel } from '@paws/contracts'
import { SmsOffer } from '../../components/rescue/SmsOffer.tsx'
import { smsWorthy } from '../../api/sms.ts'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { placeOf, Tag } from '../../components/rescue/RescueBadges.tsx'
import { ConfirmDialog } from '../../components/rescue/ConfirmDialog.tsx'
import { Alert } from '../../components/ui/Alert.tsx'
import { call, type OutboxEntry, useSendProgress } from '../../offline/index.ts'
import { t } from '../../i18n/index.ts'
import { outboxErrorText } from '../../lib/outbox-errors.ts'

const STATE_TAG = {
  waiting: { text: 'dashboard.state.waiting', tone: 'amber' },
  sending: { text: 'dashboard.state.sending', tone: 'sky' },
  needs_attention: { text: 'dashboard.state.needsAttention', tone: 'red' },
  needs_signin: { text: 'dashboard.state.needsSignin', tone: 'red' },
} as const

export function OutboxEntryCard({ entry }: { entry: OutboxEntry }) {
  const progress = useSendProgress(entry.id)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const report = entry.report
  const animal = enumLabel(t, 'rescueAnimal', report.animalType as RescueAnimalType) ?? t('dashboard.animal')
  const urgency = enumLabel(t, 'urgency', report.urgency as Urgency) ?? ''
  const tag = STATE_TAG[entry.state]
  const photosSent = entry.photos.filter((p) => p.uploaded).length
  const total = progress?.total ?? entry.photos.length
  const done = entry.state === 'sending' ? (progress?.done ?? photosSent) : photosSent

  async function run(work: () => Promise<unknown>) {
    setBusy(true)
    try {
      await work()
    } finally {
      setBusy(false)
    }
  }

  return (
    <li className="card grid gap-2 p-4" aria-label={t('dashboard.reportOnPhone', { animal, state: t(tag.text) })}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-lg font-bold">
          {animal}
          {urgency && <span className="font-normal text-slate-700"> {t('dashboard.urgency', { urgency })}</span>}
        </p>
        <Tag tone={tag.tone}>{t(tag.text)}</Tag>
      </div>
      {report.location && (
        <p className="text-slate-700">
          {placeOf({ address: report.location.address ?? '', city: report.location.city ?? '' })}
        </p>
      )}
      <p className="text-sm text-slate-600">
        {t('dashboard.saved')} {formatDateTime(entry.createdAt)} · {entry.photos.length}{' '}
        {entry.photos.length === 1 ? t('dashboard.photo') : t('dashboard.photos')}
      </p>
      {entry.state === 'sending' && total > 0 && (
        <div role="status" aria-live="polite">
          <p className="text-slate-700">{t('dashboard.photosSentOf', { done, total })}</p>
          <div
            className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done}
            aria-label={t('dashboard.photosSent')}
          >
            <div
              className="h-full bg-brand-700 transition-[width]"
              style={{ width: `${Math.round((done / total) * 100)}%` }}
            />
          </div>
        </div>
      )}
      {entry.state === 'waiting' && entry.error && (
        <p className="text-slate-700">
          {t('dashboard.lastTryItWill', { error: outboxErrorText(entry.error) })}
          {entry.nextAttemptAt > Date.now()
            ? t('dashboard.atTime', { time: formatDateTime(entry.nextAttemptAt) })
            : t('dashboard.soon')}
          .
        </p>
      )}
      {entry.state === 'waiting' && smsWorthy(report.urgency) && <SmsOffer entryId={entry.id} />}
      {(entry.state === 'needs_attention' || entry.state === 'needs_signin') && entry.error && (
        <Alert tone="error">{outboxErrorText(entry.error)}</Alert>
      )}
      <div className="flex flex-wrap gap-2">
        {entry.state === 'needs_attention' && (
          <Link to="/rescue/form" search={{ entry: entry.id }} className="btn-primary">
            {t('dashboard.edit')}
          </Link>
        )}
        {entry.state === 'needs_signin' && (
          <Link to="/login" search={{ redirect: '/dashboard?tab=rescue' }} className="btn-primary">
            {t('dashboard.signIn')}
          </Link>
        )}
        {entry.state !== 'sending' && (
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            onClick={() =>
              void run(() => (entry.state === 'needs_signin' ? call('resumeAfterSignIn') : call('sendNow', entry.id)))
            }
          >
            {busy ? t('dashboard.sending') : t('dashboard.sendNow')}
          </button>
        )}
        {(entry.state === 'needs_attention' || entry.state === 'needs_signin' || entry.state === 'waiting') && (
          <button type="button" className="btn-ghost text-red-800" onClick={() => setConfirming(true)} disabled={busy}>
            {t('dashboard.delete')}
          </button>
        )}
      </div>
      <ConfirmDialog
        isOpen={confirming}
        title={t('dashboard.deleteThisReport')}
        text={t('dashboard.itHasNotReached')}
        confirm={t('dashboard.deleteReport')}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          void call('discardEntry', entry.id)
        }}
      />
    </li>
  )
}
