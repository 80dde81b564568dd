// Assigning a rescue case to an approved active NGO (DESIGN section 4): from the case page
// and from the admin rescues list. The NGOs come nearest the case first with their open
// cases and median time to accept (issue 15); the server's suggestion is preselected.
import { MESSAGES } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { useQuery } from '@tanstack/react-query'
import type { NgoOption } from '@paws/contracts/schemas/admin'
import { useEffect, useState, type FormEvent } from 'react'
import { ngoOptionsQuery } from '../../api/admin.ts'
import { ApiError } from '../../api/errors.ts'
import { useUpdateRescue } from '../../api/rescues.ts'
import { RESCUE_TEXT } from '../../lib/rescue-texts.ts'
import { notify } from '../../lib/toast.ts'
import { Alert } from '../ui/Alert.tsx'
import { SelectField } from '../ui/fields.tsx'
import { Modal } from '../ui/Modal.tsx'

export type AssignOutcome = { ok: true; ngoName: string } | { ok: false; message: string }

/**
 * Picks an approved active NGO and assigns the case. Without `onResult` the outcome is a toast
 * (success) or an error in the dialog; the admin rescues page passes `onResult` to show its
 * own 'Assignment Successful!' / 'Assignment Failed' modals.
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
  requiredMessage?: string
}) {
  const options = useQuery(ngoOptionsQuery(rescue.id))
  const ngos = { ...options, data: options.data?.ngos }
  const suggestedId = options.data?.suggestedId ?? null
  const update = useUpdateRescue(rescue.id)
  const [ngoId, setNgoId] = useState('')
  const [error, setError] = useState<string | null>(null)
  // The suggestion is the starting choice; the admin may pick any other.
  useEffect(() => {
    if (suggestedId !== null) setNgoId((current) => current || String(suggestedId))
  }, [suggestedId])

  function submit(e: FormEvent) {
    e.preventDefault()
    setError(null)
    if (!ngoId) return setError(requiredMessage)
    const ngoName = ngos.data?.find((n) => String(n.id) === ngoId)?.name ?? 'the NGO'
    update.mutate(
      { ngoId: Number(ngoId) },
      {
        onSuccess: () => {
          if (onResult) onResult({ ok: true, ngoName })
          else notify(RESCUE_TEXT.assigned(ngoName), 'success')
          onClose()
        },
        onError: (err) => {
          const message = err instanceof ApiError ? err.display(RESCUE_TEXT.assignFailed) : RESCUE_TEXT.assignFailed
          if (!onResult) return setError(message)
          onResult({ ok: false, message })
          onClose()
        },
      },
    )
  }

  return (
    <Modal isOpen onClose={onClose} dismissable={!update.isPending} title={`Assign Case #${rescue.id} to an NGO`}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        {ngos.isPending ? (
          <p role="status">Loading NGOs...</p>
        ) : ngos.isError ? (
          <Alert tone="error">{RESCUE_TEXT.ngosFailed}</Alert>
        ) : !ngos.data || ngos.data.length === 0 ? (
          <Alert tone="warning">{RESCUE_TEXT.noNgos}</Alert>
        ) : (
          <SelectField label="NGO" required value={ngoId} onChange={(e) => setNgoId(e.target.value)}>
            <option value="">Select an NGO</option>
            {ngos.data.map((n) => (
              <option key={n.id} value={n.id}>
                {optionLabel(n, n.id === suggestedId)}
              </option>
            ))}
          </SelectField>
        )}
        {rescue.escalatedAt && rescue.ngo && (
          <Alert tone="warning">
            No response from {rescue.ngo.name}. Assigning another NGO takes the case from it.
          </Alert>
        )}
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={!ngoId || update.isPending}>
            {update.isPending ? 'Assigning...' : 'Assign'}
          </button>
        </div>
      </form>
    </Modal>
  )
}

const km = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 })

/** "Andheri Aid (suggested) · 8.7 km · 2 open · accepts in 12 min" */
export function optionLabel(n: NgoOption, suggested: boolean): string {
  const parts = [
    `${n.name}${suggested ? ' (suggested)' : ''}`,
    n.distanceKm !== null ? `${km.format(n.distanceKm)} km` : n.city ? n.city : 'location not set',
    `${n.figures.openCases} open`,
    n.figures.medianAcceptMinutes !== null
      ? `accepts in ${Math.round(n.figures.medianAcceptMinutes)} min`
      : 'no accepts in 30 days',
  ]
  return parts.join(' · ')
}
