// Accept, Can't and "Looks false" for a responder: each goes into the outbox (docs/rules.md#one-offline-engine) like
// the NGO's other field actions, so they work with no signal and are sent exactly once. Once the
// server has an accept the full case opens; a refusal stays on the case's card with its reason.
import type { CantReason } from '@paws/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { dispatchKeys } from '../../api/dispatch.ts'
import { t } from '../../i18n/index.ts'
import { notQueuedText } from '../../lib/outbox-errors.ts'
import { notify } from '../../lib/toast.ts'
import { call, useCaseActions } from '../../offline/index.ts'

export function useAnswers(userId: number) {
  const entries = useCaseActions(userId)
  const navigate = useNavigate()
  const qc = useQueryClient()
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const queue = async (
    caseId: number,
    input:
      | { action: 'accept' }
      | { action: 'cant'; cantReason: CantReason }
      | { action: 'looks-false'; reason: string },
  ) => {
    try {
      const id = await call('queueCaseAction', { userId, caseId, ...input })
      if (!navigator.onLine) notify(t('respond.queued'), 'success')
      const outcome = await call('watchCaseAction', id)
      void qc.invalidateQueries({ queryKey: dispatchKeys.all })
      if (!mounted.current) return
      if (outcome === 'applied' && input.action === 'accept') {
        void navigate({ to: '/rescue/$id', params: { id: String(caseId) } })
      } else if (outcome === 'applied') {
        notify(input.action === 'looks-false' ? t('respond.looksFalseSent') : t('respond.cantSent'), 'success')
      }
    } catch (error) {
      notify(notQueuedText(error, 'field.notKept'), 'error')
    }
  }

  return {
    entries,
    accept: (caseId: number) => void queue(caseId, { action: 'accept' }),
    cant: (caseId: number, reason: CantReason) => void queue(caseId, { action: 'cant', cantReason: reason }),
    looksFalse: (caseId: number, reason: string) => void queue(caseId, { action: 'looks-false', reason }),
  }
}
