import { createFileRoute } from '@tanstack/react-router'
import { VerifyEmailPage } from '../features/auth/VerifyEmailPage.tsx'

export const Route = createFileRoute('/verify-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  component: function VerifyEmailRoute() {
    return <VerifyEmailPage token={Route.useSearch().token} />
  },
})
