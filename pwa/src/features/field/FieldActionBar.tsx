// The case screen's sticky action bar for the NGO (issue 12), one hand on the phone:
// Directions (the phone's maps app), Call reporter, and the next step as one primary button
// (Accept and Decline while the case waits for a response).
import { nextRescueAction, rescueActionLabel, type RescueAction, type RescueStatus } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { Navigation, Phone } from 'lucide-react'
import { callUrl, directionsUrl } from './directions.ts'
import { t } from '../../i18n/index.ts'

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
      className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur"
    >
      <a className="btn-secondary" href={directionsUrl(rescue.location, agent)} target="_blank" rel="noreferrer">
        <Navigation className="h-5 w-5" aria-hidden="true" />
        {t('field.directions')}
      </a>
      {call && (
        <a className="btn-secondary" href={call}>
          <Phone className="h-5 w-5" aria-hidden="true" />
          {t('field.callReporter')}
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
            {next === 'progress' ? t('field.startOnTheWay') : rescueActionLabel(next)}
          </button>
        )
      )}
    </nav>
  )
}
