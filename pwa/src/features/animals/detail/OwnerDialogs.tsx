import { ANIMAL_STATUSES, enumLabel } from '@paws/contracts'
import { Check } from 'lucide-react'
import { useUpdateAnimal, type AnimalStatusValue } from '../../../api/animals.ts'
import { Alert } from '../../../components/ui/Alert.tsx'
import { DialogFooter } from '../../../components/ui/DialogFooter.tsx'
import { Modal } from '../../../components/ui/Modal.tsx'
import { notify } from '../../../lib/toast.ts'
import { t } from '../../../i18n/index.ts'

export function StatusDialog({
  animalId,
  current,
  isOpen,
  onClose,
}: {
  animalId: number
  current: string
  isOpen: boolean
  onClose: () => void
}) {
  const update = useUpdateAnimal(animalId)
  const close = () => {
    if (update.isPending) return
    update.reset()
    onClose()
  }
  function choose(status: AnimalStatusValue) {
    update.mutate(
      { status },
      {
        onSuccess: () => {
          notify(t('text.statusUpdated', { status }), 'success')
          update.reset()
          onClose()
        },
      },
    )
  }
  return (
    <Modal isOpen={isOpen} onClose={close} title={t('animal.changeStatus')} dismissable={!update.isPending}>
      <p className="text-slate-700">{t('animal.chooseTheNewStatus')}</p>
      {update.isError && (
        <Alert tone="error" className="mt-3">
          {t('text.statusFailed')}
        </Alert>
      )}
      <div className="mt-4 grid gap-2">
        {ANIMAL_STATUSES.map((status) => {
          const isCurrent = status === current
          return (
            <button
              key={status}
              type="button"
              disabled={isCurrent || update.isPending}
              onClick={() => choose(status)}
              className={`btn justify-between border ${isCurrent ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white hover:bg-slate-100'}`}
            >
              <span>{enumLabel(t, 'animalStatus', status)}</span>
              {isCurrent && (
                <span className="flex items-center gap-1 text-sm">
                  <Check className="h-4 w-4" aria-hidden="true" /> {t('animal.current')}
                </span>
              )}
              {update.isPending && update.variables?.status === status && (
                <span className="text-sm">{t('animal.saving')}</span>
              )}
            </button>
          )
        })}
      </div>
      <button type="button" className="btn-ghost mt-3 w-full" onClick={close} disabled={update.isPending}>
        {t('animal.cancel')}
      </button>
    </Modal>
  )
}

export function DeleteDialog({
  name,
  isOpen,
  busy,
  failed,
  onConfirm,
  onClose,
}: {
  name: string
  isOpen: boolean
  busy: boolean
  failed: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={() => !busy && onClose()}
      title={t('animal.deleteListing')}
      role="alertdialog"
      dismissable={!busy}
    >
      <p className="text-lg text-slate-800">{t('animal.areYouSureYou', { name })}</p>
      {failed && (
        <Alert tone="error" className="mt-3">
          {t('text.deleteFailed')}
        </Alert>
      )}
      <DialogFooter
        className="mt-6"
        busy={busy}
        onCancel={onClose}
        onConfirm={onConfirm}
        cancel={t('animal.cancel')}
        submit={t('animal.delete')}
        submitting={t('animal.deleting')}
        tone="danger"
      />
    </Modal>
  )
}
