import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../features/auth/LoginPage.tsx'
import { safeRedirect } from '../session/guards.ts'

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(search.redirect)
    return redirect ? { redirect } : {}
  },
  component: function LoginRoute() {
    return <LoginPage redirect={Route.useSearch().redirect} />
  },
})
