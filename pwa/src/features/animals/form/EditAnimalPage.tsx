// /animals/:id/edit: the owner edits a listing, once the route's loader has it. Someone else's
// animal gets "Access Denied"; a missing one reads as not found (the route's not-found page).
import { validateAnimalEdit } from '@paws/contracts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CircleCheck } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { animalQuery, useDeleteAnimalImage, useUpdateAnimal } from '../../../api/animals.ts'
import { ApiError } from '../../../http/errors.ts'
import { animalPhotos } from '../../../components/animals/PetImage.tsx'
import { Alert } from '../../../components/ui/Alert.tsx'
import { FormSection } from '../../../components/ui/FormSection.tsx'
import { Modal } from '../../../components/ui/Modal.tsx'
import { useForm } from '../../../lib/form/index.ts'
import { notify } from '../../../lib/toast.ts'
import { useSession } from '../../../session/SessionProvider.tsx'
import { BasicInfo, DescriptionFields, LocationFields, MedicalFields } from './AnimalFields.tsx'
import { updateBody, valuesFromAnimal, type AnimalFormValues } from './form-values.ts'
import { AnimalPhotoPicker } from '../../../components/photos/AnimalPhotoPicker.tsx'
import { SavingOverlay } from '../../../components/ui/SavingOverlay.tsx'
import { usePhotoSave } from '../../../components/photos/use-photo-save.ts'
import { t } from '../../../i18n/index.ts'

export function EditAnimalPage({ id }: { id: number }) {
  const { user } = useSession()
  const { data: animal } = useSuspenseQuery(animalQuery(id))
  if (!user || animal.shelterId !== user.id) {
    return (
      <Message title={t('ui.accessDenied')} text={t('animalForm.onlyYourOwn')}>
        <Link to="/animals/$id" params={{ id: String(id) }} className="btn-primary">
          {t('animalForm.viewAnimalDetails')}
        </Link>
      </Message>
    )
  }
  return <EditForm id={id} initial={valuesFromAnimal(animal)} images={animalPhotos(animal)} />
}

export function EditAnimalNotFound() {
  return (
    <Message title={t('text.animalNotFound')} text={t('text.animalNotFound')}>
      <Link to="/dashboard" className="btn-primary">
        {t('animalForm.backToDashboard')}
      </Link>
    </Message>
  )
}

function Message({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="page-narrow text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">{text}</p>
      <div className="mt-6">{children}</div>
    </div>
  )
}

function EditForm({ id, initial, images }: { id: number; initial: AnimalFormValues; images: string[] }) {
  const update = useUpdateAnimal(id)
  const removeImage = useDeleteAnimalImage(id)
  const { photos, setPhotos, saving, save } = usePhotoSave(id)
  const [warning, setWarning] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const { values, set, errors, error, onSubmit } = useForm({
    initial,
    validate: (v) => validateAnimalEdit(t, { ...v }),
    submit: async (v) => {
      setWarning(null)
      const { photosFailed } = await save(() => update.mutateAsync(updateBody(v)))
      if (photosFailed) setWarning(t('text.imagesPartlyFailed'))
      setDone(true)
    },
    failure: (err) => ({
      errors: {},
      message:
        err instanceof ApiError && err.body?.message?.trim()
          ? { server: err.body.message.trim() }
          : { id: 'text.updateFailed' },
    }),
    clearErrorOnChange: false,
  })

  function deleteImage(index: number) {
    removeImage.mutate(index, { onError: () => notify(t('text.imageDeleteFailed'), 'error') })
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-3xl font-bold">{t('animalForm.editName', { name: initial.name })}</h1>
      <p className="mt-1 text-lg text-slate-700">{t('animalForm.editIntro')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-6">
        <BasicInfo values={values} set={set} errors={errors} />
        <LocationFields values={values} set={set} />
        <FormSection title={t('animalForm.description')}>
          <DescriptionFields values={values} set={set} rehoming={Boolean(initial.rehomingReason)} />
        </FormSection>
        <MedicalFields values={values} set={set} />
        <AnimalPhotoPicker
          title={t('animalForm.images')}
          photos={photos}
          onChange={setPhotos}
          existing={{
            urls: images,
            onDelete: deleteImage,
            deleting: removeImage.isPending ? (removeImage.variables ?? null) : null,
          }}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to="/animals/$id" params={{ id: String(id) }} className="btn-secondary">
            {t('ui.cancel')}
          </Link>
          <button type="submit" className="btn-primary" disabled={saving !== null}>
            {saving ? t('ui.saving') : t('ui.saveChanges')}
          </button>
        </div>
      </form>

      {saving && <SavingOverlay label={saving.label} progress={saving.progress} />}

      <Modal isOpen={done} onClose={() => setDone(false)} title={t('animalForm.updated')}>
        <div className="grid justify-items-center gap-3 text-center">
          <CircleCheck className="h-14 w-14 text-green-700" aria-hidden="true" />
          {warning ? (
            <Alert tone="warning">{warning}</Alert>
          ) : (
            <p className="text-lg">{t('animalForm.changesSaved')}</p>
          )}
          <Link to="/animals/$id" params={{ id: String(id) }} className="btn-primary w-full">
            {t('animalForm.viewAnimal')}
          </Link>
        </div>
      </Modal>
    </div>
  )
}
