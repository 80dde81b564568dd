import { createFileRoute, redirect, useRouterState } from '@tanstack/react-router'
import { featuredAnimalsQuery } from '../api/animals.ts'
import { Alert } from '../components/ui/Alert.tsx'
import { FeaturedAnimals } from '../features/home/FeaturedAnimals.tsx'
import { EmergencyBar } from '../components/layout/FirstScreen.tsx'
import { AboutUs, Hero, HowWeServe } from '../features/home/Sections.tsx'
import { Testimonials } from '../features/home/Testimonials.tsx'

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): { admin?: boolean } =>
    'admin' in search && search.admin !== false && search.admin !== 'false' ? { admin: true } : {},
  beforeLoad: async ({ context, search }) => {
    await context.session.whenReady()
    const role = context.session.getState().user?.role
    if (role === 'admin' || (role === 'ngo' && search.admin)) throw redirect({ to: '/admin' })
    // An NGO member's home is their queue of cases, not the adoption hero.
    if (role === 'ngo') throw redirect({ to: '/dashboard', search: { tab: 'assigned-rescues' }, replace: true })
  },
  loader: ({ context }) => {
    // Warm the cache without holding the page: a failure only leaves the list empty.
    void context.queryClient.prefetchQuery(featuredAnimalsQuery())
  },
  component: HomePage,
})

// Visitors and adopters (an NGO's home is its queue, an admin's the admin area): the first
// screen leads with reporting an animal and the hotline, above the adoption hero.
function HomePage() {
  const state = useRouterState({ select: (s) => s.location.state })
  return (
    <>
      <EmergencyBar />
      {state.flash && (
        <div className="mx-auto max-w-6xl px-4 py-4 sm:px-6">
          <Alert tone="success" title={state.flash}>
            {state.flashDetail && <p>{state.flashDetail}</p>}
          </Alert>
        </div>
      )}
      <Hero />
      <AboutUs />
      <HowWeServe />
      <FeaturedAnimals />
      <section className="px-4 pb-6 sm:px-6">
        <Testimonials />
      </section>
    </>
  )
}
