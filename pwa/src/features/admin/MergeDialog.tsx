// Merging a flagged duplicate into the case that stays: asks first, says what moves.
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { useState } from 'react'
import { useMergeRescue } from '../../api/admin.ts'
import { ApiError } from '../../api/errors.ts'
import { Alert } from '../../components/ui/Alert.tsx'
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
        onError: (err) =>
          setError(err instanceof ApiError ? err.display('The cases could not be merged.') : String(err)),
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
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={onClose} disabled={merge.isPending}>
            {t('admin.cancel')}
          </button>
          <button type="button" className="btn-primary" onClick={confirm} disabled={merge.isPending}>
            {merge.isPending ? t('admin.merging') : t('admin.mergeInto', { id: intoId })}
          </button>
        </div>
      </div>
    </Modal>
  )
}
