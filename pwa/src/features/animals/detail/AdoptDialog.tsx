import { Link } from '@tanstack/react-router'
import { CircleCheck } from 'lucide-react'
import { useCreateAdoption } from '../../../api/adoptions.ts'
import { Alert } from '../../../components/ui/Alert.tsx'
import { Modal } from '../../../components/ui/Modal.tsx'
import { TEXT } from '../../../lib/texts.ts'

export function AdoptDialog({
  animalId,
  animalName,
  isOpen,
  onClose,
}: {
  animalId: number
  animalName: string
  isOpen: boolean
  onClose: () => void
}) {
  const adopt = useCreateAdoption()
  const close = () => {
    if (adopt.isPending) return
    adopt.reset()
    onClose()
  }
  if (adopt.isSuccess) {
    return (
      <Modal isOpen={isOpen} onClose={close} title="Application Submitted!">
        <div className="grid justify-items-center gap-3 text-center">
          <CircleCheck className="h-14 w-14 text-green-700" aria-hidden="true" />
          <p className="text-lg">
            Thank you for applying to adopt {animalName}. The owner will review your application and our team will reach
            out within 24 hours.
          </p>
          <Link to="/dashboard" search={{ tab: 'adoption' }} className="btn-primary mt-2 w-full">
            View My Applications
          </Link>
          <button type="button" className="btn-ghost w-full" onClick={close}>
            Close
          </button>
        </div>
      </Modal>
    )
  }
  return (
    <Modal isOpen={isOpen} onClose={close} title={`Adopt ${animalName}`} dismissable={!adopt.isPending}>
      <p className="text-lg text-slate-800">
        Send an application to adopt {animalName}? We'll share it with the owner, who will contact you to learn about
        your home and experience. You can follow it from your dashboard.
      </p>
      {adopt.isError && (
        <Alert tone="error" className="mt-4">
          {TEXT.adoptionFailed}
        </Alert>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={close} disabled={adopt.isPending}>
          Cancel
        </button>
        <button
          type="button"
          className="btn-primary"
          onClick={() => adopt.mutate({ animalId, animalName })}
          disabled={adopt.isPending}
        >
          {adopt.isPending ? 'Submitting...' : 'Submit Application'}
        </button>
      </div>
    </Modal>
  )
}
