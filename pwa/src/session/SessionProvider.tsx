import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import type { Session, SessionState } from './session.ts'

const SessionContext = createContext<Session | null>(null)

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
}

export function useSessionStore(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession needs a SessionProvider')
  return session
}

/** The current state plus the session actions (login, logout, completeSignIn, reloadProfile). */
export function useSession(): SessionState & { session: Session } {
  const session = useSessionStore()
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState)
  return { ...state, session }
}
