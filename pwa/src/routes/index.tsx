import { createFileRoute, redirect, useRouterState } from '@tanstack/react-router'
import { featuredAnimalsQuery } from '../api/animals.ts'
import { Alert } from '../components/ui/Alert.tsx'
import { useSession } from '../session/SessionProvider.tsx'
import { FeaturedAnimals } from '../features/home/FeaturedAnimals.tsx'
import { AboutUs, Hero, HowWeServe } from '../features/home/Sections.tsx'
import { Testimonials } from '../features/home/Testimonials.tsx'

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): { admin?: boolean } =>
    'admin' in search && search.admin !== false && search.admin !== 'false' ? { admin: true } : {},
  beforeLoad: async ({ context, search }) => {
    await context.session.whenReady()
    const role = context.session.getState().user?.role
    if (role === 'admin' || (role === 'ngo' && search.admin)) throw redirect({ to: '/admin' })
  },
  loader: ({ context }) => {
    if (context.session.getState().user?.role === 'ngo') return
    // Warm the cache without holding the page: a failure only leaves the list empty.
    void context.queryClient.prefetchQuery(featuredAnimalsQuery())
  },
  component: HomePage,
})

function HomePage() {
  const { user } = useSession()
  const state = useRouterState({ select: (s) => s.location.state })
  const ngo = user?.role === 'ngo'
  return (
    <>
      {state.flash && (
        <div className="mx-auto max-w-6xl px-4 py-4 sm:px-6">
          <Alert tone="success" title={state.flash}>
            {state.flashDetail && <p>{state.flashDetail}</p>}
          </Alert>
        </div>
      )}
      <Hero ngo={ngo} />
      <AboutUs />
      <HowWeServe />
      {!ngo && (
        <>
          <FeaturedAnimals />
          <section className="px-4 pb-6 sm:px-6">
            <Testimonials />
          </section>
        </>
      )}
    </>
  )
}
