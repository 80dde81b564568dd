import { createFileRoute } from '@tanstack/react-router'
import { FavouritesPage } from '../../features/favourites/FavouritesPage.tsx'
import { useSession } from '../../session/SessionProvider.tsx'

// Signed in only (the _auth guard sends visitors to sign in and back). The list is fetched with
// the page's code; the page keeps its own loading and error states (offline: what the cache has).
export const Route = createFileRoute('/_auth/favourites')({
  loader: ({ context }) => {
    const user = context.session.getState().user
    // Imported here, not at the top: the route tree is in every first load.
    if (user)
      void import('../../api/favourites.ts').then((api) =>
        context.queryClient.prefetchQuery(api.favouritesQuery(user.id)),
      )
  },
  component: FavouritesRoute,
})

function FavouritesRoute() {
  const { user } = useSession()
  return user ? <FavouritesPage userId={user.id} /> : null
}
