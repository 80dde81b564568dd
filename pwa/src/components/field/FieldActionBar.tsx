// The case screen's sticky action bar for the NGO, one hand on the phone and one row at 360 px
// in every language: Directions (the phone's maps app) and Call reporter as icon buttons
// (named for screen readers and on long press), and the next step as the primary button
// (Accept and Decline while the case waits for a response).
import { nextRescueAction, rescueActionLabel, type RescueAction, type RescueStatus } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { Navigation, Phone } from 'lucide-react'
import { callUrl, directionsUrl } from './directions.ts'
import { t } from '../../i18n/index.ts'

const iconButton =
  'inline-grid h-11 w-12 shrink-0 place-items-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-100'

export function FieldActionBar({
  rescue,
  status,
  onAction,
}: {
  rescue: Rescue
  /** The status on this phone (the server's, moved on by actions waiting to send). */
  status: RescueStatus
  onAction: (action: RescueAction) => void
}) {
  const call = callUrl(rescue.requester?.phone)
  const next = nextRescueAction(status)
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent
  return (
    <nav
      aria-label={t('field.caseActions')}
      data-testid="field-action-bar"
      className="sticky bottom-0 z-20 -mx-4 flex items-center gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur"
    >
      <a
        className={iconButton}
        href={directionsUrl(rescue.location, agent)}
        target="_blank"
        rel="noreferrer"
        aria-label={t('field.directions')}
        title={t('field.directions')}
      >
        <Navigation className="h-5 w-5" aria-hidden="true" />
      </a>
      {call && (
        <a className={iconButton} href={call} aria-label={t('field.callReporter')} title={t('field.callReporter')}>
          <Phone className="h-5 w-5" aria-hidden="true" />
        </a>
      )}
      {status === 'assigned' ? (
        <>
          <button type="button" className="btn-secondary ml-auto text-red-800" onClick={() => onAction('decline')}>
            {t('field.decline')}
          </button>
          <button type="button" className="btn-primary" onClick={() => onAction('accept')}>
            {t('field.acceptCase')}
          </button>
        </>
      ) : (
        next && (
          <button type="button" className="btn-primary ml-auto" onClick={() => onAction(next)}>
            {next === 'progress' ? t('field.startOnTheWay') : rescueActionLabel(t, next)}
          </button>
        )
      )}
    </nav>
  )
}
