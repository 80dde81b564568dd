import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../features/profile/ProfilePage.tsx'

export const Route = createFileRoute('/_auth/profile')({
  loader: async ({ context }) => {
    const user = context.session.getState().user
    if (!user) return
    const { prefetchProfile } = await import('../../features/profile/profile-queries.ts')
    prefetchProfile(context.queryClient, user)
  },
  component: ProfilePage,
})
