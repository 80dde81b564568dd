import { LISTING_ROLES, MESSAGES, validateAnimalRequired } from '@paws/contracts'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { CircleCheck } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useCreateAnimal } from '../../api/animals.ts'
import { messageFirstText } from '../../api/errors.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { focusFirstInvalid } from '../../components/ui/fields.tsx'
import { Modal } from '../../components/ui/Modal.tsx'
import { TEXT } from '../../lib/texts.ts'
import { RequireRole } from '../../session/guards.tsx'
import { useSession } from '../../session/SessionProvider.tsx'
import {
  BasicInfo,
  DescriptionFields,
  LocationFields,
  MedicalFields,
  type SetField,
} from '../../features/animals/form/AnimalFields.tsx'
import { createBody, EMPTY_ANIMAL } from '../../features/animals/form/form-values.ts'
import { AnimalPhotoPicker } from '../../components/photos/AnimalPhotoPicker.tsx'
import { SavingOverlay } from '../../components/ui/SavingOverlay.tsx'

export const Route = createFileRoute('/_auth/add-animal')({
  component: () => (
    <RequireRole roles={LISTING_ROLES}>
      <AddAnimalPage />
    </RequireRole>
  ),
})

const REQUIRED_LABELS: Record<string, string> = { name: 'Name', species: 'Species', size: 'Size' }

function AddAnimalPage() {
  const { user } = useSession()
  const navigate = useNavigate()
  const create = useCreateAnimal()
  const [values, setValues] = useState(EMPTY_ANIMAL)
  const [photos, setPhotos] = useState<File[]>([])
  const [error, setError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const set: SetField = (key, value) => setValues((v) => ({ ...v, [key]: value }))

  const adopter = user?.role === 'adopter'
  const blocked = user?.role === 'ngo' && user.ngoStatus?.approvalStatus !== 'approved'
  const missing = new Set(validateAnimalRequired({ ...values }).map((e) => e.field))
  const [showMissing, setShowMissing] = useState(false)
  const fieldErrors = showMissing
    ? Object.fromEntries([...missing].map((f) => [f, MESSAGES.required(REQUIRED_LABELS[f] ?? f)]))
    : {}

  async function submit(e: FormEvent) {
    e.preventDefault()
    setError(null)
    if (blocked) return setError(MESSAGES.ngoNotApproved)
    if (missing.size > 0) {
      setShowMissing(true)
      setError(MESSAGES.animalRequired)
      return focusFirstInvalid(e.currentTarget as HTMLFormElement)
    }
    setProgress(photos.length > 0 ? 0 : null)
    create.mutate(
      { body: createBody(values), photos, onProgress: setProgress },
      { onError: (err) => setError(messageFirstText(err, TEXT.createFailed)) },
    )
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-3xl font-bold">{adopter ? 'List Your Pet' : 'Add New Animal'}</h1>
      <p className="mt-1 text-lg text-slate-700">
        {adopter ? 'Find a New Home for Your Pet' : 'List an Animal for Adoption'}
      </p>

      {blocked && (
        <Alert tone="warning" className="mt-6" title="Verification Required">
          {MESSAGES.ngoNotApproved}
        </Alert>
      )}

      <form onSubmit={submit} noValidate className="mt-6 grid gap-6">
        <fieldset disabled={blocked || create.isPending} className={`grid gap-6 ${blocked ? 'opacity-50' : ''}`}>
          <BasicInfo values={values} set={set} errors={fieldErrors}>
            <DescriptionFields values={values} set={set} rehoming={adopter} />
          </BasicInfo>
          <LocationFields values={values} set={set} />
          <MedicalFields values={values} set={set} />
          <AnimalPhotoPicker title="Photos" photos={photos} onChange={setPhotos} disabled={blocked} />
        </fieldset>

        {error && <Alert tone="error">{error}</Alert>}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to="/dashboard" className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary" disabled={blocked || create.isPending}>
            {blocked
              ? 'Verification Required'
              : create.isPending
                ? 'Adding...'
                : adopter
                  ? 'List My Pet'
                  : 'Add Animal'}
          </button>
        </div>
      </form>

      {create.isPending && (
        <SavingOverlay label={photos.length > 0 ? 'Uploading photos and saving...' : 'Saving...'} progress={progress} />
      )}

      <Modal
        isOpen={create.isSuccess}
        onClose={() => void navigate({ to: '/dashboard' })}
        title="Animal Added Successfully!"
      >
        <div className="grid justify-items-center gap-3 text-center">
          <CircleCheck className="h-14 w-14 text-green-700" aria-hidden="true" />
          <p className="text-lg">{values.name.trim()} is now listed. We'll let you know when someone applies.</p>
          <Link to="/dashboard" className="btn-primary w-full">
            Go to Dashboard
          </Link>
          {create.data && (
            <Link to="/animals/$id" params={{ id: String(create.data.id) }} className="btn-ghost w-full">
              View Listing
            </Link>
          )}
        </div>
      </Modal>
    </div>
  )
}
