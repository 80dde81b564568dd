import { MESSAGES, validateAnimalRequired } from '@paws/contracts'
import { Link, useNavigate } from '@tanstack/react-router'
import { CircleCheck } from 'lucide-react'
import { useState } from 'react'
import { useCreateAnimal } from '../../../api/animals.ts'
import { messageFirstText } from '../../../http/errors.ts'
import { AnimalPhotoPicker } from '../../../components/photos/AnimalPhotoPicker.tsx'
import { Alert } from '../../../components/ui/Alert.tsx'
import { Modal } from '../../../components/ui/Modal.tsx'
import { SavingOverlay } from '../../../components/ui/SavingOverlay.tsx'
import { requiredMessage, useForm } from '../../../lib/form/index.ts'
import { useSession } from '../../../session/SessionProvider.tsx'
import { BasicInfo, DescriptionFields, LocationFields, MedicalFields, type SetField } from './AnimalFields.tsx'
import { createBody, EMPTY_ANIMAL } from './form-values.ts'
import { t } from '../../../i18n/index.ts'

const requiredLabel = (field: string) =>
  field === 'name'
    ? t('adoptionInfo.name')
    : field === 'species'
      ? t('browse.species')
      : field === 'size'
        ? t('browse.size')
        : field

export function AddAnimalPage() {
  const { user } = useSession()
  const navigate = useNavigate()
  const create = useCreateAnimal()
  const [photos, setPhotos] = useState<File[]>([])
  const [progress, setProgress] = useState<number | null>(null)
  const adopter = user?.role === 'adopter'
  const blocked = user?.role === 'ngo' && user.ngoStatus?.approvalStatus !== 'approved'
  const {
    values,
    set: setValue,
    errors,
    error,
    onSubmit,
  } = useForm({
    initial: EMPTY_ANIMAL,
    validate: (v) => {
      if (blocked) return { ok: false, errors: {}, message: { id: MESSAGES.ngoNotApproved } }
      // The shared rule names the missing fields; each is marked under its own label.
      const missing = validateAnimalRequired({ ...v }).map((e) => e.field)
      if (missing.length === 0) return { ok: true, value: v }
      const errors = Object.fromEntries(missing.map((f) => [f, requiredMessage(requiredLabel(f))]))
      return { ok: false, errors, message: { id: MESSAGES.animalRequired } }
    },
    submit: async (v) => {
      setProgress(photos.length > 0 ? 0 : null)
      await create.mutateAsync({ body: createBody(v), photos, onProgress: setProgress })
    },
    failure: (err) => {
      const said = messageFirstText(err, '')
      return { errors: {}, message: said ? { server: said } : { id: 'text.createFailed' } }
    },
  })
  const set: SetField = (key, value) => setValue(key, value)

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-3xl font-bold">{adopter ? t('browse.listYourPet') : t('animalForm.addNewAnimal')}</h1>
      <p className="mt-1 text-lg text-slate-700">
        {adopter ? t('animalForm.findANewHome') : t('animalForm.listAnAnimal')}
      </p>

      {blocked && (
        <Alert tone="warning" className="mt-6" title={t('animalForm.verificationRequired')}>
          {t(MESSAGES.ngoNotApproved)}
        </Alert>
      )}

      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-6">
        <fieldset disabled={blocked || create.isPending} className={`grid gap-6 ${blocked ? 'opacity-50' : ''}`}>
          <BasicInfo values={values} set={set} errors={errors}>
            <DescriptionFields values={values} set={set} rehoming={adopter} />
          </BasicInfo>
          <LocationFields values={values} set={set} />
          <MedicalFields values={values} set={set} />
          <AnimalPhotoPicker title={t('animalForm.photos')} photos={photos} onChange={setPhotos} disabled={blocked} />
        </fieldset>

        {error && <Alert tone="error">{error}</Alert>}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to="/dashboard" className="btn-secondary">
            {t('ui.cancel')}
          </Link>
          <button type="submit" className="btn-primary" disabled={blocked || create.isPending}>
            {blocked
              ? t('animalForm.verificationRequired')
              : create.isPending
                ? t('animalForm.adding')
                : adopter
                  ? t('animalForm.listMyPet')
                  : t('animalForm.addAnimal')}
          </button>
        </div>
      </form>

      {create.isPending && (
        <SavingOverlay
          label={photos.length > 0 ? t('animalForm.uploadingAndSaving') : t('ui.saving')}
          progress={progress}
        />
      )}

      <Modal
        isOpen={create.isSuccess}
        onClose={() => void navigate({ to: '/dashboard' })}
        title={t('animalForm.added')}
      >
        <div className="grid justify-items-center gap-3 text-center">
          <CircleCheck className="h-14 w-14 text-green-700" aria-hidden="true" />
          <p className="text-lg">{t('animalForm.nowListed', { name: values.name.trim() })}</p>
          <Link to="/dashboard" className="btn-primary w-full">
            {t('animalForm.goToDashboard')}
          </Link>
          {create.data && (
            <Link to="/animals/$id" params={{ id: String(create.data.id) }} className="btn-ghost w-full">
              {t('animalForm.viewListing')}
            </Link>
          )}
        </div>
      </Modal>
    </div>
  )
}
