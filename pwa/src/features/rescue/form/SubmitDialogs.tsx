// What the reporter sees after pressing Submit: photo progress while it is sent, then the
// spec's success or failure modal, or "Saved on this phone" when it waits for a connection;
// for a critical or high report that sheet leads with a call button to the 24/7 hotline
// (a voice call often goes through where data does not).
import { HELPLINE_PHONE, HELPLINE_TEL, type Urgency } from '@paws/contracts'
import { Link } from '@tanstack/react-router'
import { CircleCheck, CloudOff, Phone, TriangleAlert } from 'lucide-react'
import { Modal } from '../../../components/ui/Modal.tsx'
import { SmsOffer } from '../../../components/rescue/SmsOffer.tsx'
import { type SendOutcome, useSendProgress } from '../../../offline/index.ts'
import { t } from '../../../i18n/index.ts'
import { outboxErrorText } from '../../../lib/outbox-errors.ts'

export function SendingOverlay({ entryId, photoCount }: { entryId: string | null; photoCount: number }) {
  const progress = useSendProgress(entryId ?? '')
  const total = progress?.total ?? photoCount
  const done = progress?.done ?? 0
  const pct = total > 0 ? Math.round((done / total) * 100) : null
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-slate-900/60 p-4">
      <div role="status" aria-live="polite" className="w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-2xl">
        <div
          className="mx-auto h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
          aria-hidden="true"
        />
        <p className="mt-4 text-lg font-semibold">
          {total > 0 ? t('wizard.sendingProgress', { done, total }) : t('wizard.sendingReport')}
        </p>
        {pct !== null && (
          <div
            className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
            aria-label={t('wizard.photosSent')}
          >
            <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${pct}%` }} />
          </div>
        )}
        <p className="mt-3 text-slate-700">
          {t('rescueText.longSubmit')} {t('wizard.itIsAlreadySaved')}
        </p>
      </div>
    </div>
  )
}

const toDashboard = { to: '/dashboard', search: { tab: 'rescue' } } as const

export function OutcomeDialog({
  outcome,
  entryId,
  urgency,
  visitor = false,
  onRetry,
  onAnother,
  onClose,
}: {
  outcome: SendOutcome | null
  /** The outbox entry the outcome is about (for the SMS offer). */
  entryId: string | null
  urgency: Urgency | ''
  /** Filed signed out: it waits on the phone for an account, asked for when the signal returns. */
  visitor?: boolean
  onRetry: () => void
  onAnother: () => void
  onClose: () => void
}) {
  if (!outcome) return null
  if (outcome.kind === 'sent') {
    return (
      <Modal isOpen onClose={onClose} title={t('rescueText.submitted')}>
        <div className="grid justify-items-center gap-3 text-center">
          <CircleCheck className="h-14 w-14 text-green-700" aria-hidden="true" />
          <p className="text-lg">{t('rescueText.submittedText')}</p>
          <p className="text-slate-700">{t('wizard.case', { serverId: outcome.serverId })}</p>
          <Link {...toDashboard} className="btn-primary w-full">
            {t('wizard.viewMyRequests')}
          </Link>
          <Link to="/rescue/$id" params={{ id: String(outcome.serverId) }} className="btn-ghost w-full">
            {t('wizard.openCase', { serverId: outcome.serverId })}
          </Link>
        </div>
      </Modal>
    )
  }
  if (outcome.kind === 'attention') {
    return (
      <Modal isOpen onClose={onClose} title={t('rescueText.submitFailed')} role="alertdialog">
        <div className="grid justify-items-center gap-3 text-center">
          <TriangleAlert className="h-14 w-14 text-red-700" aria-hidden="true" />
          <p className="whitespace-pre-line text-lg">
            {outcome.message ? outboxErrorText(outcome.message) : t('rescueText.submitFailedText')}
          </p>
          <p className="text-slate-700">
            {t('wizard.emergencyHotline')}{' '}
            <a href={`tel:${HELPLINE_TEL}`} className="font-semibold text-brand-800 underline">
              {HELPLINE_PHONE}
            </a>
          </p>
          <button type="button" className="btn-primary w-full" onClick={onRetry}>
            {t('wizard.tryAgain')}
          </button>
          <Link {...toDashboard} className="btn-ghost w-full">
            {t('wizard.viewMyRequests')}
          </Link>
        </div>
      </Modal>
    )
  }
  const urgent = urgency === 'critical' || urgency === 'high'
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={outcome.kind === 'signin' ? t('wizard.pleaseSignInAgain') : t('rescueText.savedOffline')}
    >
      <div className="grid justify-items-center gap-3 text-center">
        <CloudOff className="h-14 w-14 text-amber-700" aria-hidden="true" />
        <p className="text-lg">
          {outcome.kind === 'signin'
            ? t('rescueText.signInToSend')
            : visitor
              ? t('bystander.accountWhenSignal')
              : t('rescueText.savedOfflineText')}
        </p>
        {urgent && (
          <>
            <p className="font-semibold">{t('rescueText.callNow')}</p>
            <a href={`tel:${HELPLINE_TEL}`} className="btn-danger w-full text-lg">
              <Phone className="h-5 w-5" aria-hidden="true" /> {t('wizard.callThe247', { HELPLINE_PHONE })}
            </a>
            {outcome.kind === 'queued' && entryId && <SmsOffer entryId={entryId} />}
          </>
        )}
        {outcome.kind === 'signin' ? (
          <Link to="/login" search={{ redirect: '/dashboard?tab=rescue' }} className="btn-primary w-full">
            {t('wizard.signIn')}
          </Link>
        ) : visitor ? null : (
          <Link {...toDashboard} className="btn-primary w-full">
            {t('wizard.viewMyRequests')}
          </Link>
        )}
        <button type="button" className="btn-ghost w-full" onClick={onAnother}>
          {t('wizard.reportAnotherAnimal')}
        </button>
      </div>
    </Modal>
  )
}
