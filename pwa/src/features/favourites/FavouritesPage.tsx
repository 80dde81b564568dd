// /favourites: the animals the person hearted, as cards with their hearts, most
// recently hearted first. A hearted animal's adoption, or its return to the list, arrives as a
// notification.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { favouritesQuery } from '../../api/favourites.ts'
import { describeError } from '../../http/errors.ts'
import { AnimalCard } from '../../components/animals/AnimalCard.tsx'
import { AnimalCardSkeletons } from '../../components/animals/AnimalCardSkeletons.tsx'
import { Alert } from '../../components/ui/Alert.tsx'
import { t } from '../../i18n/index.ts'

export function FavouritesPage({ userId }: { userId: number }) {
  const list = useQuery(favouritesQuery(userId))
  return (
    <div className="page grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold">{t('favs.yourFavourites')}</h1>
        <p className="text-slate-700">{t('favs.weWillTellYou')}</p>
      </header>
      {list.isPending ? (
        <AnimalCardSkeletons count={3} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
      ) : list.isError ? (
        <Alert tone="error">{`${t('favs.loadFailed')} ${describeError(list.error, '')}`}</Alert>
      ) : list.data.animals.length === 0 ? (
        <div className="card grid justify-items-center gap-3 p-8 text-center">
          <p className="text-lg font-semibold">{t('favs.noFavouritesYet')}</p>
          <p className="text-slate-700">{t('favs.tapTheHeartOn')}</p>
          <Link to="/animals" className="btn-primary">
            {t('favs.browseAnimals')}
          </Link>
        </div>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.animals.map((animal, i) => (
            <AnimalCard key={animal.id} animal={animal} eager={i < 3} />
          ))}
        </div>
      )}
    </div>
  )
}
