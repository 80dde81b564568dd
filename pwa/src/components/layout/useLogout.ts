import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { api } from '../../http/client.ts'
import { useSession } from '../../session/SessionProvider.tsx'

export function useLogout() {
  const { session } = useSession()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async () => {
    // While the session still authorises telling the server which endpoint to forget. Loaded
    // here: the header is on every first load, signing out is rare.
    const { createPushDevice } = await import('../../lib/push.ts')
    await createPushDevice(api).forgetOnSignOut()
    await session.logout()
    queryClient.clear()
    await navigate({ to: '/' })
  }
}
