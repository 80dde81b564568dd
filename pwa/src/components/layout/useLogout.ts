import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useSession } from '../../session/SessionProvider.tsx'

export function useLogout() {
  const { session } = useSession()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async () => {
    await session.logout()
    queryClient.clear()
    await navigate({ to: '/' })
  }
}
