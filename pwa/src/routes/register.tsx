import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '../features/auth/RegisterPage.tsx'
import { safeRedirect } from '../session/guards.ts'

export const Route = createFileRoute('/register')({
  // Where to come back to once the account is verified (e.g. an NGO's invitation page).
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(search.redirect)
    return redirect ? { redirect } : {}
  },
  component: function RegisterRoute() {
    return <RegisterPage redirect={Route.useSearch().redirect} />
  },
})
