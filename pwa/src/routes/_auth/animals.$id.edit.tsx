import { LISTING_ROLES } from '@paws/contracts'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { animalQuery } from '../../api/animals.ts'
import { isApiError } from '../../http/errors.ts'
import { EditAnimalNotFound, EditAnimalPage } from '../../features/animals/form/EditAnimalPage.tsx'
import { RequireRole } from '../../components/auth/RequireRole.tsx'

function animalId(raw: string): number | null {
  const id = Number(raw)
  return Number.isInteger(id) && id > 0 ? id : null
}

export const Route = createFileRoute('/_auth/animals/$id/edit')({
  loader: async ({ context, params }) => {
    const id = animalId(params.id)
    if (id === null) throw notFound()
    await context.queryClient.ensureQueryData(animalQuery(id)).catch((error: unknown) => {
      if (isApiError(error, 404)) throw notFound()
      throw error
    })
  },
  notFoundComponent: EditAnimalNotFound,
  component: EditAnimalRoute,
})

function EditAnimalRoute() {
  const id = animalId(Route.useParams().id) ?? 0
  return (
    <RequireRole roles={LISTING_ROLES}>
      <EditAnimalPage id={id} />
    </RequireRole>
  )
}
