import { createFileRoute } from '@tanstack/react-router'
import { FavouritesPage } from '../../features/favourites/FavouritesPage.tsx'
import { useSession } from '../../session/SessionProvider.tsx'

// Signed in only (the _auth guard sends visitors to sign in and back).
export const Route = createFileRoute('/_auth/favourites')({ component: FavouritesRoute })

function FavouritesRoute() {
  const { user } = useSession()
  return user ? <FavouritesPage userId={user.id} /> : null
}
