import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../components/ui/ComingSoon.tsx'

export const Route = createFileRoute('/_auth/rescue/$id')({ component: RescueCase })

function RescueCase() {
  const { id } = Route.useParams()
  return <ComingSoon title={`Case #${id}`} />
}
