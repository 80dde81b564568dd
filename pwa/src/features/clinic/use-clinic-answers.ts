// A clinic's answers on an animal handed to it (Admitted with its number, Could not take, the
// animal's news) go into the outbox (docs/rules.md#one-offline-engine) like the NGO's field
// actions: kept on the phone with the moment they were made (occurredAt) when there is no
// signal, sent exactly once, and the animals and the free places are read again once the
// server has them.
import type { ClinicAnimalState } from '@paws/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { clinicKeys } from '../../api/clinics.ts'
import { t } from '../../i18n/index.ts'
import { notQueuedText } from '../../lib/outbox-errors.ts'
import { notify } from '../../lib/toast.ts'
import { type ActionEntry, call, useCaseActions } from '../../offline/index.ts'

export type ClinicAnswer =
  | { action: 'clinic_admit'; clinicRef: string }
  | { action: 'clinic_refuse' }
  | { action: 'clinic_update'; animalState: ClinicAnimalState }

const CLINIC_ACTIONS: readonly ActionEntry['action'][] = ['clinic_admit', 'clinic_refuse', 'clinic_update']

export function useClinicAnswers(userId: number | null) {
  const entries = useCaseActions(userId).filter((e) => CLINIC_ACTIONS.includes(e.action))
  const qc = useQueryClient()
  async function send(caseId: number, answer: ClinicAnswer) {
    if (userId === null) return
    try {
      const id = await call('queueCaseAction', { userId, caseId, ...answer })
      if (!navigator.onLine) notify(t('clinic.queued'), 'success')
      await call('watchCaseAction', id)
      // The animals and the clinic's free places (an admission takes one).
      void qc.invalidateQueries({ queryKey: clinicKeys.all })
    } catch (error) {
      notify(notQueuedText(error, 'field.notKept'), 'error')
    }
  }
  /** The answers on one case still on the phone (waiting, sending, or refused by the server). */
  const on = (caseId: number) => entries.filter((e) => e.caseId === caseId)
  return { send: (caseId: number, answer: ClinicAnswer) => void send(caseId, answer), on }
}
