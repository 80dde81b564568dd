import { displayCity, enumLabel } from '@paws/contracts'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { describeError } from '../../http/errors.ts'
import { PetImage } from '../../components/animals/PetImage.tsx'
import { Alert } from '../../components/ui/Alert.tsx'
import { LoadingScreen } from '../../components/ui/LoadingScreen.tsx'
import { t } from '../../i18n/index.ts'
import { dashboardQueries } from './queries.ts'

/** The user's own listings (GET /animals?owner=me), with View and Edit. */
export function AnimalsTab() {
  const animals = useQuery(dashboardQueries.animals())
  if (animals.isPending) return <LoadingScreen full={false} text={t('dashboard.loadingYourAnimals')} />
  if (animals.isError) return <Alert tone="error">{describeError(animals.error, t('dashboard.animalsFailed'))}</Alert>
  const list = animals.data.animals
  if (list.length === 0) {
    return (
      <div className="card grid justify-items-center gap-3 p-8 text-center">
        <p className="text-lg font-semibold">{t('rescueText.noAnimals')}</p>
        <Link to="/add-animal" className="btn-primary">
          {t('dashboard.addYourFirstPet')}
        </Link>
      </div>
    )
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {list.map((animal) => (
        <li key={animal.id} className="card overflow-hidden">
          <PetImage
            src={animal.images[0]}
            thumb
            alt={animal.name}
            className="aspect-[4/3] w-full object-cover"
            loading="lazy"
          />
          <div className="grid gap-1 p-4">
            <div className="flex items-center gap-2">
              <h3 className="mr-auto text-lg font-bold">{animal.name}</h3>
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold">
                {enumLabel(t, 'animalStatus', animal.status)}
              </span>
            </div>
            <p className="text-slate-700">
              {[animal.breed, animal.species].filter(Boolean).join(' · ')} · {displayCity(animal)}
            </p>
            <div className="mt-2 flex gap-2">
              <Link to="/animals/$id" params={{ id: String(animal.id) }} className="btn-secondary flex-1">
                {t('dashboard.view')}
              </Link>
              <Link to="/animals/$id/edit" params={{ id: String(animal.id) }} className="btn-secondary flex-1">
                {t('dashboard.edit')}
              </Link>
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
