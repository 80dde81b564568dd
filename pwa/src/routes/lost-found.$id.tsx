import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { isApiError } from '../http/errors.ts'
import { lostFoundPostQuery } from '../api/lost-found.ts'
import { LoadingScreen } from '../components/ui/LoadingScreen.tsx'
import { PostNotFound, PostPage, postId } from '../features/lost-found/post/PostPage.tsx'
import { t } from '../i18n/index.ts'

// Public: a post with its approximate place; its owner's tools when the owner is signed in.
export const Route = createFileRoute('/lost-found/$id')({
  // The loader travels with the page: the lost-and-found API stays out of the first load (bundle bench).
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']],
  validateSearch: (search: Record<string, unknown>): { posted?: boolean } =>
    search.posted === true || search.posted === 'true' ? { posted: true } : {},
  loader: async ({ context, params }) => {
    await context.session.whenReady()
    const id = postId(params.id)
    if (id === null) throw notFound()
    await context.queryClient.ensureQueryData(lostFoundPostQuery(id)).catch((error: unknown) => {
      if (isApiError(error, 404)) throw notFound()
      throw error
    })
  },
  pendingComponent: () => <LoadingScreen full={false} text={t('lf.loadingPost')} />,
  notFoundComponent: PostNotFound,
  component: PostRoute,
})

function PostRoute() {
  const { data: post } = useSuspenseQuery(lostFoundPostQuery(postId(Route.useParams().id) ?? 0))
  return <PostPage post={post} posted={Route.useSearch().posted === true} />
}
