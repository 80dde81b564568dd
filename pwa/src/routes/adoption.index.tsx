import { createFileRoute } from '@tanstack/react-router'
import { AdoptionLanding } from '../features/adoption/landing/AdoptionLanding.tsx'
import { parseViewSearch } from '../features/adoption/landing/views.ts'

// Public: visitors see how adoption works; signed in, the person's own view (issue 16).
export const Route = createFileRoute('/adoption/')({
  validateSearch: parseViewSearch,
  component: AdoptionRoute,
})

function AdoptionRoute() {
  return <AdoptionLanding view={Route.useSearch().view} />
}
