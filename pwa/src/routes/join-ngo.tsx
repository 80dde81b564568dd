import { createFileRoute } from '@tanstack/react-router'
import { JoinNgoPage } from '../features/team/JoinNgoPage.tsx'

// The page an NGO's invitation links to; open to visitors, who sign in or sign up and come back.
export const Route = createFileRoute('/join-ngo')({
  validateSearch: (search: Record<string, unknown>): { code?: string } =>
    typeof search.code === 'string' && search.code !== '' ? { code: search.code } : {},
  component: function JoinNgoRoute() {
    return <JoinNgoPage code={Route.useSearch().code} />
  },
})
