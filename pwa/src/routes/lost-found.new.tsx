import { createFileRoute } from '@tanstack/react-router'
import { PostForm } from '../features/lost-found/form/PostForm.tsx'
import { useSession } from '../session/SessionProvider.tsx'

// Not under _auth: post first, account after (a found animal cannot wait for a sign-up). The form
// is kept on the phone as it is filled and the post waits in the outbox with no signal.
export const Route = createFileRoute('/lost-found/new')({
  validateSearch: (search: Record<string, unknown>): { kind: 'lost' | 'found' } => ({
    kind: search.kind === 'lost' ? 'lost' : 'found',
  }),
  component: NewPostRoute,
})

function NewPostRoute() {
  const { user } = useSession()
  const { kind } = Route.useSearch()
  // The key: a switch between lost and found opens the other kind's own draft.
  return <PostForm key={kind} kind={kind} user={user} />
}
