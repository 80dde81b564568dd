import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, type ErrorComponentProps } from '@tanstack/react-router'
import { animalQuery } from '../api/animals.ts'
import { ApiError, describeError } from '../http/errors.ts'
import { animalPhotos } from '../components/animals/PetImage.tsx'
import { LoadingScreen } from '../components/ui/LoadingScreen.tsx'
import { Actions } from '../features/animals/detail/Actions.tsx'
import { AdoptionInfo, AnimalDetails, AnimalHeader, HealthInfo } from '../features/animals/detail/AnimalInfo.tsx'
import { Gallery } from '../features/animals/detail/Gallery.tsx'
import { t } from '../i18n/index.ts'

function animalId(raw: string): number {
  const id = Number(raw)
  if (!Number.isInteger(id) || id < 1) throw new ApiError(404, { statusCode: 404, message: t('text.animalNotFound') })
  return id
}

export const Route = createFileRoute('/animals/$id')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(animalQuery(animalId(params.id))),
  pendingComponent: () => <LoadingScreen full={false} text={t('root.loadingAnimalDetails')} />,
  errorComponent: AnimalError,
  component: AnimalPage,
})

function AnimalPage() {
  const { id } = Route.useParams()
  const { data: animal } = useSuspenseQuery(animalQuery(animalId(id)))
  return (
    <div className="page">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid gap-6">
          <Gallery name={animal.name} images={animalPhotos(animal)} />
          <div className="lg:hidden">
            <AnimalHeader animal={animal} />
          </div>
          <div className="lg:hidden">
            <Actions animal={animal} />
          </div>
          <AnimalDetails animal={animal} />
          <HealthInfo animal={animal} />
        </div>
        <aside className="grid gap-6 lg:sticky lg:top-20">
          <div className="hidden lg:block">
            <AnimalHeader animal={animal} />
          </div>
          <div className="hidden lg:block">
            <Actions animal={animal} />
          </div>
          <AdoptionInfo animal={animal} />
        </aside>
      </div>
    </div>
  )
}

function AnimalError({ error }: ErrorComponentProps) {
  const notFound =
    (error instanceof ApiError && error.status === 404) || (error instanceof Error && /404/.test(error.message))
  return (
    <div className="page-narrow text-center">
      <h1 className="text-2xl font-bold">
        {notFound ? t('text.animalNotFound') : t('root.errorLoadingAnimalDetails')}
      </h1>
      <p role="alert" className="mt-3 text-lg text-slate-700">
        {notFound ? t('root.thisAnimalMayHave') : describeError(error, t('text.detailLoadFailed'))}
      </p>
      <Link to="/animals" className="btn-primary mt-6">
        {t('root.browseAnimals')}
      </Link>
    </div>
  )
}
