import { createFileRoute } from '@tanstack/react-router'
import { animalCitiesQuery, animalListQuery } from '../api/animals.ts'
import { animalPhotos, CARD_PHOTO_SIZES, preloadPhoto } from '../components/animals/PetImage.tsx'
import { BrowsePage } from '../features/animals/browse/BrowsePage.tsx'
import { parseAnimalSearch, toAnimalFilters } from '../lib/animal-search.ts'

export const Route = createFileRoute('/animals/')({
  validateSearch: parseAnimalSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Prefetch only: the page shows its own loading, empty and error states. The first card's
    // photo (the largest paint on a phone) is requested as soon as the list arrives.
    const list = animalListQuery(toAnimalFilters(deps))
    void context.queryClient.prefetchQuery(list).then(() => {
      const first = context.queryClient.getQueryData(list.queryKey)?.animals[0]
      if (first) preloadPhoto(animalPhotos(first)[0], true, CARD_PHOTO_SIZES)
    })
    void context.queryClient.prefetchQuery(animalCitiesQuery())
  },
  component: function BrowseRoute() {
    return <BrowsePage search={Route.useSearch()} />
  },
})
