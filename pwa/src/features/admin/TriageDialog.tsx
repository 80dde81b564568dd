// A report held for the desk's review (docs/rules.md#dispatch): why it waits, and the admin's
// two answers, asked first: release it to the responders near it, or mark its reporting account
// as sending false reports (its other open reports are held too and their offers given back).
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { useState } from 'react'
import { useTriageAnswer } from '../../api/admin.ts'
import { describeError } from '../../http/errors.ts'
import { DialogFooter } from '../../components/ui/DialogFooter.tsx'
import { Modal } from '../../components/ui/Modal.tsx'
import { t } from '../../i18n/index.ts'

export type TriageKind = 'release' | 'false-reports'

/** Why a report waits for review, or null when it does not. */
export function heldText(rescue: Pick<Rescue, 'triage'>): string | null {
  if (!rescue.triage) return null
  return rescue.triage.reason === 'false_reports' ? t('admin.held.falseReports') : t('admin.held.newAccount')
}

export function TriageDialog({
  rescue,
  kind,
  onClose,
  onDone,
}: {
  rescue: Rescue
  kind: TriageKind
  onClose: () => void
  onDone: () => void
}) {
  const answer = useTriageAnswer()
  const [error, setError] = useState<string | null>(null)
  const release = kind === 'release'
  const confirm = () =>
    answer.mutate(
      { id: rescue.id, kind },
      { onSuccess: onDone, onError: (err) => setError(describeError(err, t('admin.triageFailed'))) },
    )
  return (
    <Modal
      isOpen
      role="alertdialog"
      onClose={onClose}
      dismissable={!answer.isPending}
      title={release ? t('admin.releaseTitle', { id: rescue.id }) : t('admin.markFalseTitle', { id: rescue.id })}
    >
      <div className="grid gap-4">
        <p>{release ? t('admin.releaseText') : t('admin.markFalseText')}</p>
        <DialogFooter
          error={error}
          busy={answer.isPending}
          onCancel={onClose}
          onConfirm={confirm}
          cancel={t('admin.cancel')}
          submit={release ? t('admin.release') : t('admin.markFalse')}
          submitting={t('ui.saving')}
        />
      </div>
    </Modal>
  )
}
