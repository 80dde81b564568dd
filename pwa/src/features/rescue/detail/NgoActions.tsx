// The assigned NGO's side of a case: what is still on the phone (waiting to send,
// or not applied with the server's reason), how far the case is, and the sticky action bar.
// Every action goes into the outbox first (docs/rules.md#one-offline-engine), so it works with no
// signal and is sent exactly once; the case shows the new status at once, marked waiting to send.
import {
  enumLabel,
  formatDistance,
  RESCUE_ACTION_MOVES,
  RESCUE_HELD,
  type RescueAction,
  type RescueOutcome,
  rescueActionLabel,
} from '@paws/contracts'
import { Hospital } from 'lucide-react'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { useState } from 'react'
import { DeclineDialog } from '../../../components/rescue/DeclineDialog.tsx'
import { Alert } from '../../../components/ui/Alert.tsx'
import { FieldActionBar } from '../../../components/field/FieldActionBar.tsx'
import { HandoverDialog } from '../../../components/field/HandoverDialog.tsx'
import { caseDistance } from '../../../components/field/field-sort.ts'
import { PendingActions } from '../../../components/field/PendingActions.tsx'
import { StepDialog } from '../../../components/field/StepDialog.tsx'
import { clinicOutcome } from '../../../components/field/clinic-outcome.ts'
import { useWorkerPosition } from '../../../components/field/use-position.ts'
import { useRefreshWhenSent } from '../../../components/field/use-refresh-when-sent.ts'
import { notify } from '../../../lib/toast.ts'
import { call, keptAt, statusWithPending, type StoredPhoto, useCaseActions } from '../../../offline/index.ts'
import { useSession } from '../../../session/SessionProvider.tsx'
import { Section } from './CaseInfo.tsx'
import { t } from '../../../i18n/index.ts'
import { notQueuedText } from '../../../lib/outbox-errors.ts'
import { asOf } from '../../../components/field/case-snapshot.ts'

export function NgoActions({ rescue }: { rescue: Rescue }) {
  const { user } = useSession()
  const entries = useCaseActions(user?.id ?? null).filter((e) => e.caseId === rescue.id)
  const [asking, setAsking] = useState<RescueAction | null>(null)
  const here = useWorkerPosition()
  const savedAt = keptAt(rescue)
  const status = statusWithPending(rescue.status, entries)
  const waiting = entries.filter((e) => e.state !== 'not_applied').length

  useRefreshWhenSent(entries)

  if (!user) return null
  const queue = async (
    action: RescueAction,
    input: {
      note?: string
      declineReason?: string
      photos?: StoredPhoto[]
      outcome?: { kind: RescueOutcome; place: string | null }
      clinic?: { id: number; name: string }
    },
  ) => {
    setAsking(null)
    try {
      await call('queueCaseAction', { userId: user.id, caseId: rescue.id, action, ...input })
      if (!navigator.onLine) notify(t('fieldText.queued'), 'success')
    } catch (error) {
      notify(notQueuedText(error, 'field.notKept'), 'error')
    }
  }
  const distance = caseDistance(rescue, here)
  const { lat, lng } = rescue.location
  const casePoint = lat !== null && lng !== null ? { lat, lng } : here

  return (
    <>
      <Section title={t('case.ngoActions')}>
        <div className="grid gap-3">
          {savedAt !== null && <Alert tone="warning">{t('fieldText.caseKept', { asOf: asOf(savedAt) })}</Alert>}
          <p className="text-slate-800" data-testid="field-status">
            {t('case.status2')} <strong>{enumLabel(t, 'rescueStatus', status)}</strong>
            {waiting > 0 && (
              <span className="ml-2 rounded bg-amber-200 px-1.5 text-sm">{t('fieldText.waitingToSend')}</span>
            )}
            {distance !== null && (
              <span className="ml-2 text-slate-600">
                · {t('format.away', { distance: formatDistance(t, distance * 1000) })}
              </span>
            )}
          </p>
          <PendingActions entries={entries} />
          {RESCUE_ACTION_MOVES.handover.from.includes(status) && (
            <button type="button" className="btn-secondary w-fit" onClick={() => setAsking('handover')}>
              <Hospital className="h-4 w-4" aria-hidden="true" />
              {rescueActionLabel(t, 'handover')}
            </button>
          )}
          {status === 'completed' && <p className="text-slate-700">{t('rescueText.completedLocked')}</p>}
        </div>
      </Section>
      {RESCUE_HELD.includes(status) && (
        <FieldActionBar
          rescue={rescue}
          status={status}
          onAction={(action) => (action === 'accept' ? void queue('accept', {}) : setAsking(action))}
        />
      )}
      {asking === 'handover' && (
        <HandoverDialog
          point={casePoint}
          species={rescue.animalType}
          onClose={() => setAsking(null)}
          onPick={(c) => void queue('handover', { clinic: { id: c.id, name: c.name } })}
        />
      )}
      {asking && asking !== 'decline' && asking !== 'handover' && (
        <StepDialog
          action={asking}
          known={clinicOutcome(rescue.history)}
          onClose={() => setAsking(null)}
          onSubmit={(note, photos, outcome) => void queue(asking, { note, photos, outcome })}
        />
      )}
      <DeclineDialog
        caseId={rescue.id}
        isOpen={asking === 'decline'}
        busy={false}
        onClose={() => setAsking(null)}
        onDecline={(reason) => void queue('decline', { declineReason: reason })}
      />
    </>
  )
}
