import { LISTING_ROLES } from '@paws/contracts'
import { createFileRoute } from '@tanstack/react-router'
import { AddAnimalPage } from '../../features/animals/form/AddAnimalPage.tsx'
import { RequireRole } from '../../components/auth/RequireRole.tsx'

export const Route = createFileRoute('/_auth/add-animal')({
  component: () => (
    <RequireRole roles={LISTING_ROLES}>
      <AddAnimalPage />
    </RequireRole>
  ),
})
