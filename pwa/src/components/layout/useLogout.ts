import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { api } from '../../api/client.ts'
import { createPushDevice } from '../../lib/push.ts'
import { useSession } from '../../session/SessionProvider.tsx'

export function useLogout() {
  const { session } = useSession()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async () => {
    // While the session still authorises telling the server which endpoint to forget.
    await createPushDevice(api).forgetOnSignOut()
    await session.logout()
    queryClient.clear()
    await navigate({ to: '/' })
  }
}
