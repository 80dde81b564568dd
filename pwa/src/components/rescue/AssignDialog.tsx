// Assigning a rescue case to an approved active NGO (docs/rules.md#permissions): from the case page
// and from the admin rescues list. The NGOs come nearest the case first with their open
// cases and median time to accept; the server's suggestion is preselected.
import { formatDistance, MESSAGES, placeName } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { useQuery } from '@tanstack/react-query'
import type { NgoOption } from '@paws/contracts/schemas/admin'
import { useEffect, useRef } from 'react'
import { ngoOptionsQuery } from '../../api/admin.ts'
import { ApiError } from '../../http/errors.ts'
import { useUpdateRescue } from '../../api/rescues.ts'
import { serverSaid, useForm } from '../../lib/form/index.ts'
import { notify } from '../../lib/toast.ts'
import { Alert } from '../ui/Alert.tsx'
import { DialogFooter } from '../ui/DialogFooter.tsx'
import { SelectField } from '../ui/fields.tsx'
import { Modal } from '../ui/Modal.tsx'
import { type MessageId, t } from '../../i18n/index.ts'

export type AssignOutcome = { ok: true; ngoName: string } | { ok: false; message: string }

/**
 * Picks an approved active NGO and assigns the case. Without `onResult` the outcome is a toast
 * (success) or an error in the dialog; `onResult` hands the outcome to the caller instead. The
 * lists show the assigned case in its row at once, without being fetched again.
 */
export function AssignDialog({
  rescue,
  onClose,
  onResult,
  requiredMessage = MESSAGES.assignNgo,
}: {
  rescue: Rescue
  onClose: () => void
  onResult?: (outcome: AssignOutcome) => void
  requiredMessage?: MessageId
}) {
  const options = useQuery(ngoOptionsQuery(rescue.id))
  const ngos = { ...options, data: options.data?.ngos }
  const suggestedId = options.data?.suggestedId ?? null
  const update = useUpdateRescue(rescue.id, { inPlace: true })
  const form = useForm<{ ngoId: string }, number>({
    initial: { ngoId: '' },
    validate: ({ ngoId }) =>
      ngoId ? { ok: true, value: Number(ngoId) } : { ok: false, errors: {}, message: { id: requiredMessage } },
    submit: async (id) => {
      const ngoName = ngos.data?.find((n) => n.id === id)?.name ?? 'the NGO'
      try {
        await update.mutateAsync({ ngoId: id })
      } catch (err) {
        // Without a result handler the message shows in the dialog (the form's failure below).
        if (!onResult) throw err
        onResult({ ok: false, message: assignFailure(err) })
        return onClose()
      }
      if (onResult) onResult({ ok: true, ngoName })
      else notify(t('rescueText.assigned', { ngo: ngoName }), 'success')
      onClose()
    },
    failure: (err) => ({ errors: {}, message: serverSaid(err, 'rescueText.assignFailed') }),
  })
  const ngoId = form.values.ngoId
  // The suggestion is the starting choice, once it is known; the admin may pick any other.
  const suggested = useRef(false)
  useEffect(() => {
    if (suggested.current || suggestedId === null) return
    suggested.current = true
    if (!form.values.ngoId) form.set('ngoId', String(suggestedId))
  }, [suggestedId, form])

  return (
    <Modal isOpen onClose={onClose} dismissable={!form.submitting} title={t('case.assignCaseN', { id: rescue.id })}>
      <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
        {ngos.isPending ? (
          <p role="status">{t('case.loadingNgos')}</p>
        ) : ngos.isError ? (
          <Alert tone="error">{t('rescueText.ngosFailed')}</Alert>
        ) : !ngos.data || ngos.data.length === 0 ? (
          <Alert tone="warning">{t('rescueText.noNgos')}</Alert>
        ) : (
          <SelectField label={t('case.ngo')} required {...form.field('ngoId')}>
            <option value="">{t('case.selectAnNgo')}</option>
            {ngos.data.map((n) => (
              <option key={n.id} value={n.id}>
                {optionLabel(n, n.id === suggestedId)}
              </option>
            ))}
          </SelectField>
        )}
        {rescue.escalatedAt && rescue.ngo && (
          <Alert tone="warning">{t('case.noResponseFromAssigning', { name: rescue.ngo.name })}</Alert>
        )}
        <DialogFooter
          error={form.error}
          busy={form.submitting}
          onCancel={onClose}
          cancel={t('case.cancel')}
          submit={t('case.assign')}
          submitting={t('case.assigning')}
          disabled={!ngoId}
        />
      </form>
    </Modal>
  )
}

/** "Andheri Aid (suggested) · 8.7 km · 2 open · accepts in 12 min" */
export function optionLabel(n: NgoOption, suggested: boolean): string {
  const parts = [
    suggested ? t('assign.suggested', { name: n.name }) : n.name,
    n.distanceKm !== null
      ? formatDistance(t, n.distanceKm * 1000)
      : n.city
        ? placeName(t, n.city)
        : t('assign.noLocation'),
    t('assign.open', { count: n.figures.openCases }),
    n.figures.medianAcceptMinutes !== null
      ? t('assign.acceptsIn', { minutes: Math.round(n.figures.medianAcceptMinutes) })
      : t('assign.noAccepts'),
  ]
  return parts.join(' · ')
}

function assignFailure(err: unknown): string {
  return err instanceof ApiError ? err.display(t('rescueText.assignFailed')) : t('rescueText.assignFailed')
}
