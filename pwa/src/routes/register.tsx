import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '../features/auth/RegisterPage.tsx'
import { safeRedirect } from '../session/guards.tsx'

// `redirect`: where the person was going when they chose to create an account (the sign-in
// page passes its own on), so the code's verification takes them back there.
export const Route = createFileRoute('/register')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(search.redirect)
    return redirect ? { redirect } : {}
  },
  component: function RegisterRoute() {
    return <RegisterPage redirect={Route.useSearch().redirect} />
  },
})
