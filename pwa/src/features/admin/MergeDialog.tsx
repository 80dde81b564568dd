// Merging a flagged duplicate into the case that stays: asks first, says what moves.
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { useState } from 'react'
import { useMergeRescue } from '../../api/admin.ts'
import { describeError } from '../../http/errors.ts'
import { DialogFooter } from '../../components/ui/DialogFooter.tsx'
import { Modal } from '../../components/ui/Modal.tsx'
import { t } from '../../i18n/index.ts'

export function MergeDialog({
  rescue,
  intoId,
  onClose,
  onMerged,
}: {
  rescue: Rescue
  intoId: number
  onClose: () => void
  onMerged: () => void
}) {
  const merge = useMergeRescue()
  const [error, setError] = useState<string | null>(null)
  const confirm = () =>
    merge.mutate(
      { id: rescue.id, intoId },
      {
        onSuccess: onMerged,
        onError: (err) => setError(describeError(err, t('admin.mergeFailed'))),
      },
    )
  return (
    <Modal
      isOpen
      role="alertdialog"
      onClose={onClose}
      dismissable={!merge.isPending}
      title={t('admin.mergeTitle', { id: rescue.id, into: intoId })}
    >
      <div className="grid gap-4">
        <p>{t('admin.mergeText', { id: rescue.id, into: intoId })}</p>
        <DialogFooter
          error={error}
          busy={merge.isPending}
          onCancel={onClose}
          onConfirm={confirm}
          cancel={t('admin.cancel')}
          submit={t('admin.mergeInto', { id: intoId })}
          submitting={t('admin.merging')}
        />
      </div>
    </Modal>
  )
}
