// The owner's quick decisions on a listed application (dashboard received tab, adoption
// landing): each works through PUT /adoptions/:id/status (docs/rules.md#beyond-the-spec). Approving
// asks first and rejecting asks for the reason. While one runs,
// every button of the card is disabled and reads "Processing..." (docs/screens.md).
import { enumLabel } from '@paws/contracts'
import type { Adoption } from '@paws/contracts/schemas/adoptions'
import { useState } from 'react'
import { describeError } from '../../http/errors.ts'
import { useAdoptionMove } from '../../api/adoptions.ts'
import { quickMoveLabel, quickMoves, type QuickMove } from '../../lib/adoption-moves.ts'
import { confirmationFor } from '../../lib/adoption-decisions.ts'
import { notify } from '../../lib/toast.ts'
import { ConfirmDialog } from '../rescue/ConfirmDialog.tsx'
import { RejectDialog } from './RejectDialog.tsx'
import { t } from '../../i18n/index.ts'

const STYLE: Record<QuickMove, string> = {
  approved: 'btn-primary',
  rejected: 'btn-secondary text-red-800',
  under_review: 'btn-secondary',
}

export function QuickDecisions({ adoption, offered }: { adoption: Adoption; offered: readonly QuickMove[] }) {
  const move = useAdoptionMove()
  const [rejecting, setRejecting] = useState(false)
  const [approving, setApproving] = useState(false)
  const moves = quickMoves(adoption.status, offered)
  const approval = confirmationFor('approved', adoption.adopter.firstName, adoption.animal.name)
  if (moves.length === 0) return null

  function run(to: QuickMove, rejectionReason?: string) {
    move.mutate(
      { id: adoption.id, body: { status: to, rejectionReason } },
      {
        onSuccess: () => {
          setRejecting(false)
          setApproving(false)
          notify(
            t('adoptionText.moved', {
              id: adoption.id,
              status: enumLabel(t, 'adoptionStatus', to),
            }),
            'success',
          )
        },
        onError: (err) => {
          setApproving(false)
          notify(t('adoptionText.moveFailed', { message: describeError(err, t('adoptionText.tryAgain')) }), 'error')
        },
      },
    )
  }

  return (
    <>
      {moves.map((to) => (
        <button
          key={to}
          type="button"
          className={STYLE[to]}
          disabled={move.isPending}
          onClick={() => (to === 'rejected' ? setRejecting(true) : to === 'approved' ? setApproving(true) : run(to))}
        >
          {move.isPending ? t('adoptionText.processing') : quickMoveLabel(to)}
        </button>
      ))}
      {rejecting && (
        <RejectDialog
          applicationId={adoption.id}
          isOpen
          busy={move.isPending}
          onClose={() => setRejecting(false)}
          onReject={(reason) => run('rejected', reason)}
        />
      )}
      {approving && approval && (
        <ConfirmDialog
          isOpen
          tone="primary"
          title={approval.title}
          text={approval.text}
          confirm={approval.confirm}
          cancel={t('apps.notNow')}
          busy={move.isPending}
          onClose={() => setApproving(false)}
          onConfirm={() => run('approved')}
        />
      )}
    </>
  )
}
