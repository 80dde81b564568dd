// The next step on a case (issue 12): one tap, an optional note ("taken to the Parel
// hospital") and up to 5 photos, compressed on the phone like a report's. Completed asks for
// a photo; none is required.
import { PROOF_ACTIONS, rescueActionLabel, type RescueAction } from '@paws/contracts'
import { RescuePhotoPicker } from '../../components/rescue/RescuePhotoPicker.tsx'
import { TextArea } from '../../components/ui/fields.tsx'
import { Modal } from '../../components/ui/Modal.tsx'
import { useForm } from '../../lib/form/index.ts'
import type { StoredPhoto } from '../../offline/index.ts'
import { t } from '../../i18n/index.ts'

const noteHint = (action: RescueAction): string | undefined =>
  action === 'progress'
    ? t('field.hintProgress')
    : action === 'rescued'
      ? t('field.hintRescued')
      : action === 'completed'
        ? t('field.hintCompleted')
        : undefined

export function StepDialog({
  action,
  onClose,
  onSubmit,
}: {
  action: RescueAction
  onClose: () => void
  onSubmit: (note: string, photos: StoredPhoto[]) => void
}) {
  const form = useForm<{ note: string; photos: StoredPhoto[] }>({
    initial: { note: '', photos: [] },
    submit: ({ note, photos }) => onSubmit(note, photos),
  })
  const withPhotos = PROOF_ACTIONS.includes(action)
  return (
    <Modal isOpen onClose={onClose} title={rescueActionLabel(action)}>
      <form className="grid gap-4" onSubmit={form.onSubmit}>
        {action === 'completed' && (
          <p className="rounded-lg bg-brand-50 p-3 text-slate-800">{t('field.pleaseAddAPhoto')}</p>
        )}
        <TextArea
          label={t('field.noteOptional')}
          hint={noteHint(action)}
          maxLength={2000}
          rows={3}
          {...form.field('note')}
        />
        {withPhotos && <RescuePhotoPicker photos={form.values.photos} onChange={(next) => form.set('photos', next)} />}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary flex-1">
            {rescueActionLabel(action)}
          </button>
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t('field.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
