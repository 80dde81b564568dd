import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { isApiError } from '../http/errors.ts'
import { tagQuery } from '../api/lost-found.ts'
import { LoadingScreen } from '../components/ui/LoadingScreen.tsx'
import { MessagePage } from '../components/ui/MessagePage.tsx'
import { TagAnimalPage } from '../features/lost-found/TagAnimalPage.tsx'
import { t } from '../i18n/index.ts'

// Public, signed out too: the page a QR tag opens (its code read case-blind, as printed).
const codeOf = (raw: string) => raw.trim().toUpperCase()

export const Route = createFileRoute('/tag/$code')({
  // The loader travels with the page: the lost-and-found API stays out of the first load (bundle bench).
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']],
  loader: async ({ context, params }) => {
    if (!/^[2-9A-HJKMNP-Z]{8}$/.test(codeOf(params.code))) throw notFound()
    await context.queryClient.ensureQueryData(tagQuery(codeOf(params.code))).catch((error: unknown) => {
      if (isApiError(error, 404) || isApiError(error, 400)) throw notFound()
      throw error
    })
  },
  pendingComponent: () => <LoadingScreen full={false} text={t('lf.loadingPost')} />,
  notFoundComponent: TagNotFound,
  component: TagRoute,
})

function TagNotFound() {
  return (
    <MessagePage title={t('lf.tagNotFound')} text={t('lf.tagNotFoundText')}>
      <Link to="/lost-found" className="btn-primary">
        {t('lf.backToList')}
      </Link>
    </MessagePage>
  )
}

function TagRoute() {
  const { data } = useSuspenseQuery(tagQuery(codeOf(Route.useParams().code)))
  return <TagAnimalPage page={data} />
}
