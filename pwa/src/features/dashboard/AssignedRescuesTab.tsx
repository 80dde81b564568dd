// The NGO's cases, with Accept and Decline that work (DESIGN section 10; the spec's buttons
// had no action).
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { rescueListQuery, useRescueAction } from '../../api/rescues.ts'
import { describeError } from '../../api/errors.ts'
import { DeclineDialog } from '../../components/rescue/DeclineDialog.tsx'
import { Tag } from '../../components/rescue/RescueBadges.tsx'
import { RescueCard } from '../../components/rescue/RescueCard.tsx'
import { Alert } from '../../components/ui/Alert.tsx'
import { LoadingScreen } from '../../components/ui/LoadingScreen.tsx'
import { RESCUE_TEXT } from '../../lib/rescue-texts.ts'
import { notify } from '../../lib/toast.ts'

export function AssignedRescuesTab() {
  const cases = useQuery(rescueListQuery({ limit: 50, sortBy: 'createdAt', sortOrder: 'DESC' }))
  const action = useRescueAction()
  const [declining, setDeclining] = useState<Rescue | null>(null)

  function accept(rescue: Rescue) {
    action.mutate(
      { id: rescue.id, body: { status: 'accepted' } },
      {
        onSuccess: () => notify(RESCUE_TEXT.accepted, 'success'),
        onError: (err) => notify(RESCUE_TEXT.acceptFailed(describeError(err, 'Please try again.')), 'error'),
      },
    )
  }
  function decline(rescue: Rescue, reason: string) {
    action.mutate(
      { id: rescue.id, body: { status: 'declined', declineReason: reason } },
      {
        onSuccess: () => {
          setDeclining(null)
          notify(RESCUE_TEXT.declined, 'success')
        },
        onError: (err) => notify(RESCUE_TEXT.declineFailed(describeError(err, 'Please try again.')), 'error'),
      },
    )
  }

  if (cases.isPending) return <LoadingScreen full={false} text="Loading assigned rescues..." />
  if (cases.isError) return <Alert tone="error">{`${RESCUE_TEXT.listFailed}. ${describeError(cases.error, '')}`}</Alert>
  const list = cases.data.rescueRequests
  if (list.length === 0) {
    return (
      <div className="card p-8 text-center">
        <p className="text-lg font-semibold">{RESCUE_TEXT.noAssigned}</p>
        <p className="mt-2 text-slate-700">{RESCUE_TEXT.ngoListEmptyText}</p>
      </div>
    )
  }
  const busyId = action.isPending ? action.variables?.id : null
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {list.map((rescue) => (
        <RescueCard
          key={rescue.id}
          rescue={rescue}
          showReporter
          tag={rescue.status === 'assigned' ? <Tag>{RESCUE_TEXT.pendingResponse}</Tag> : undefined}
        >
          {rescue.status === 'assigned' && (
            <>
              <button
                type="button"
                className="btn-primary"
                disabled={busyId === rescue.id}
                onClick={() => accept(rescue)}
              >
                {busyId === rescue.id && action.variables?.body.status === 'accepted' ? 'Accepting...' : 'Accept'}
              </button>
              <button
                type="button"
                className="btn-secondary text-red-800"
                disabled={busyId === rescue.id}
                onClick={() => setDeclining(rescue)}
              >
                Decline
              </button>
            </>
          )}
        </RescueCard>
      ))}
      {declining && (
        <DeclineDialog
          caseId={declining.id}
          isOpen
          busy={action.isPending}
          onClose={() => setDeclining(null)}
          onDecline={(reason) => decline(declining, reason)}
        />
      )}
    </div>
  )
}
