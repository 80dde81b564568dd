import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../components/ui/ComingSoon.tsx'

export const Route = createFileRoute('/_auth/adoption/$id')({ component: AdoptionApplication })

function AdoptionApplication() {
  const { id } = Route.useParams()
  return <ComingSoon title={`Application #${id}`} />
}
