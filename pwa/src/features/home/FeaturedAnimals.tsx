import { useQuery } from '@tanstack/react-query'
import { AnimalCardSkeletons } from '../../components/animals/AnimalCardSkeletons.tsx'
import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { useEffect } from 'react'
import { featuredAnimalsQuery } from '../../api/animals.ts'
import { AnimalCard } from '../../components/animals/AnimalCard.tsx'
import { t } from '../../i18n/index.ts'

export function FeaturedAnimals() {
  const { data, isPending, error } = useQuery(featuredAnimalsQuery())
  // A failure is only logged; visitors see the empty message.
  useEffect(() => {
    if (error) console.warn('Featured animals could not be loaded', error)
  }, [error])
  const animals = data?.animals ?? []
  return (
    <section aria-labelledby="featured-heading" className="page">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="featured-heading" className="text-2xl font-bold sm:text-3xl">
            {t('home.meetOurNewestFriends')}
          </h2>
          <p className="mt-1 text-lg text-slate-700">{t('home.animalsWaitingForA')}</p>
        </div>
        <Link
          to="/animals"
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline underline-offset-4"
        >
          {t('home.viewAll')} <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </Link>
      </div>
      {isPending ? (
        <AnimalCardSkeletons count={3} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
      ) : animals.length === 0 ? (
        <p className="card mt-6 p-6 text-center text-lg text-slate-700">{t('text.featuredEmpty')}</p>
      ) : (
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {animals.slice(0, 3).map((animal, i) => (
            <AnimalCard key={animal.id} animal={animal} eager={i === 0} />
          ))}
        </div>
      )}
    </section>
  )
}
