// The next step on a case (issue 12): one tap, an optional note ("taken to the Parel
// hospital") and up to 5 photos, compressed on the phone like a report's. Completed asks for
// a photo; none is required.
import { PROOF_ACTIONS, RESCUE_ACTION_LABELS, type RescueAction } from '@paws/contracts'
import { useState } from 'react'
import { RescuePhotoPicker } from '../../components/rescue/RescuePhotoPicker.tsx'
import { TextArea } from '../../components/ui/fields.tsx'
import { Modal } from '../../components/ui/Modal.tsx'
import type { StoredPhoto } from '../../offline/index.ts'

const NOTE_HINT: Partial<Record<RescueAction, string>> = {
  progress: 'For example: reached the spot, the dog is hiding under a car.',
  rescued: 'For example: taken to the Parel hospital.',
  completed: 'For example: treated and released where it was found.',
}

export function StepDialog({
  action,
  onClose,
  onSubmit,
}: {
  action: RescueAction
  onClose: () => void
  onSubmit: (note: string, photos: StoredPhoto[]) => void
}) {
  const [note, setNote] = useState('')
  const [photos, setPhotos] = useState<StoredPhoto[]>([])
  const withPhotos = PROOF_ACTIONS.includes(action)
  return (
    <Modal isOpen onClose={onClose} title={RESCUE_ACTION_LABELS[action]}>
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit(note, photos)
        }}
      >
        {action === 'completed' && (
          <p className="rounded-lg bg-brand-50 p-3 text-slate-800">
            Please add a photo of the animal as you leave it. It helps the reporter and our team (optional).
          </p>
        )}
        <TextArea
          label="Note (optional)"
          hint={NOTE_HINT[action]}
          value={note}
          maxLength={2000}
          rows={3}
          onChange={(e) => setNote(e.target.value)}
        />
        {withPhotos && <RescuePhotoPicker photos={photos} onChange={setPhotos} />}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary flex-1">
            {RESCUE_ACTION_LABELS[action]}
          </button>
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  )
}
