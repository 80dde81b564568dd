// The assigned NGO's controls (spec part 2 section 4): Accept or Decline (with a reason) while
// assigned; afterwards the progress choices of the machine. Hidden when the case has no NGO or
// is completed, declined or cancelled; a completed case says it cannot be changed.
import { ngoControlsVisible, ngoProgressOptions, RESCUE_STATUS_LABELS, type RescueStatus } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { describeError } from '../../../api/errors.ts'
import { useUpdateRescue } from '../../../api/rescues.ts'
import { DeclineDialog } from '../../../components/rescue/DeclineDialog.tsx'
import { SelectField } from '../../../components/ui/fields.tsx'
import { RESCUE_TEXT } from '../../../lib/rescue-texts.ts'
import { notify } from '../../../lib/toast.ts'
import { Section } from './CaseInfo.tsx'

export function NgoActions({ rescue }: { rescue: Rescue }) {
  const navigate = useNavigate()
  const update = useUpdateRescue(rescue.id)
  const [declining, setDeclining] = useState(false)
  const [choice, setChoice] = useState<RescueStatus>(rescue.status)
  const [shown, setShown] = useState(rescue.status)
  if (shown !== rescue.status) {
    setShown(rescue.status)
    setChoice(rescue.status)
  }

  if (rescue.status === 'completed') {
    return (
      <Section title="NGO Actions">
        <p className="text-slate-700">{RESCUE_TEXT.completedLocked}</p>
      </Section>
    )
  }
  if (!ngoControlsVisible(rescue.status, rescue.ngoId !== null)) return null

  const fail = (text: (m: string) => string) => (err: unknown) =>
    notify(text(describeError(err, 'Please try again.')), 'error')
  const options = ngoProgressOptions(rescue.status)

  return (
    <Section title="NGO Actions">
      {rescue.status === 'assigned' ? (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-primary"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { status: 'accepted' },
                { onSuccess: () => notify(RESCUE_TEXT.accepted, 'success'), onError: fail(RESCUE_TEXT.acceptFailed) },
              )
            }
          >
            {update.isPending ? 'Accepting...' : 'Accept Case'}
          </button>
          <button
            type="button"
            className="btn-secondary text-red-800"
            disabled={update.isPending}
            onClick={() => setDeclining(true)}
          >
            Decline Case
          </button>
        </div>
      ) : (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault()
            if (choice === rescue.status) return
            update.mutate(
              { status: choice },
              {
                onSuccess: () => notify(RESCUE_TEXT.statusUpdated, 'success'),
                onError: (err) => {
                  setChoice(rescue.status)
                  fail(RESCUE_TEXT.statusFailed)(err)
                },
              },
            )
          }}
        >
          <SelectField
            label="Progress"
            value={choice}
            onChange={(e) => setChoice(e.target.value as RescueStatus)}
            className="min-w-56 flex-1"
          >
            {options.map((s) => (
              <option key={s} value={s}>
                {RESCUE_STATUS_LABELS[s]}
              </option>
            ))}
          </SelectField>
          <button type="submit" className="btn-primary" disabled={update.isPending || choice === rescue.status}>
            {update.isPending ? 'Updating...' : 'Update Status'}
          </button>
        </form>
      )}
      <DeclineDialog
        caseId={rescue.id}
        isOpen={declining}
        busy={update.isPending}
        onClose={() => setDeclining(false)}
        onDecline={(reason) =>
          update.mutate(
            { status: 'declined', declineReason: reason },
            {
              onSuccess: () => {
                setDeclining(false)
                notify(RESCUE_TEXT.declined, 'success')
                void navigate({ to: '/rescue' })
              },
              onError: fail(RESCUE_TEXT.declineFailed),
            },
          )
        }
      />
    </Section>
  )
}
