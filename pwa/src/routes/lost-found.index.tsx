import { SPECIES } from '@paws/contracts'
import { createFileRoute } from '@tanstack/react-router'
import { type ListSearch, LostFoundPage } from '../features/lost-found/LostFoundPage.tsx'

// Public: the open lost and found posts, as a list or on a map (approximate places only).
export const Route = createFileRoute('/lost-found/')({
  validateSearch: (search: Record<string, unknown>): ListSearch => ({
    ...(search.kind === 'lost' || search.kind === 'found' ? { kind: search.kind } : {}),
    ...(SPECIES.includes(search.species as (typeof SPECIES)[number])
      ? { species: search.species as (typeof SPECIES)[number] }
      : {}),
    ...(search.view === 'map' ? { view: 'map' as const } : {}),
  }),
  component: LostFoundRoute,
})

function LostFoundRoute() {
  return <LostFoundPage search={Route.useSearch()} />
}
