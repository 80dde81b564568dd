import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireLogin } from '../session/guards.ts'

// Every page under routes/_auth/ needs a signed-in user; visitors go to /login and come back.
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context, location }) => requireLogin(context.session, location.href),
  component: Outlet,
})
