import { createFileRoute, notFound } from '@tanstack/react-router'
import { isApiError } from '../http/errors.ts'
import { rescueQuery } from '../api/rescues.ts'
import { RescueCasePage, RescueNotFound, rescueId } from '../features/rescue/detail/RescueCasePage.tsx'

export const Route = createFileRoute('/rescue/$id')({
  // The loader travels with the page: the rescue API stays out of the first load (bundle bench).
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: async ({ context, params }) => {
    await context.session.whenReady()
    const id = rescueId(params.id)
    if (!context.session.getState().user || id === null) return
    await context.queryClient.ensureQueryData(rescueQuery(id)).catch((error: unknown) => {
      if (isApiError(error, 404)) throw notFound()
      throw error
    })
  },
  notFoundComponent: RescueNotFound,
  component: RescueRoute,
})

function RescueRoute() {
  return <RescueCasePage raw={Route.useParams().id} />
}
