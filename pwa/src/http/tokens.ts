// The page's token store (PageTokenStore): localStorage keys `token` and `refreshToken`
// (docs/rules.md#api-conventions), plus the last loaded profile so the app can start signed in
// while offline.
// Listeners hear every change, so the session drops the user when the client clears tokens.

export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export const TOKEN_KEY = 'token'
export const REFRESH_KEY = 'refreshToken'
export const USER_KEY = 'user'

export interface PageTokenStore {
  access(): string | null
  refresh(): string | null
  set(tokens: { accessToken: string; refreshToken?: string | null }): void
  clear(): void
  cachedUser<T>(): T | null
  cacheUser(user: unknown): void
  subscribe(listener: () => void): () => void
}

function memoryStore(): KeyValueStore {
  const map = new Map<string, string>()
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }
}

function defaultStore(): KeyValueStore {
  try {
    if (typeof localStorage !== 'undefined') return localStorage
  } catch {
    // Storage can be blocked (privacy mode); keep the session in memory instead.
  }
  return memoryStore()
}

export function createPageTokenStore(store: KeyValueStore = defaultStore()): PageTokenStore {
  const listeners = new Set<() => void>()
  const emit = () => {
    for (const listener of listeners) listener()
  }
  return {
    access: () => store.getItem(TOKEN_KEY),
    refresh: () => store.getItem(REFRESH_KEY),
    set({ accessToken, refreshToken }) {
      store.setItem(TOKEN_KEY, accessToken)
      if (refreshToken) store.setItem(REFRESH_KEY, refreshToken)
      emit()
    },
    clear() {
      const had = store.getItem(TOKEN_KEY) !== null || store.getItem(REFRESH_KEY) !== null
      store.removeItem(TOKEN_KEY)
      store.removeItem(REFRESH_KEY)
      store.removeItem(USER_KEY)
      if (had) emit()
    },
    cachedUser<T>() {
      const raw = store.getItem(USER_KEY)
      if (!raw) return null
      try {
        return JSON.parse(raw) as T
      } catch {
        return null
      }
    },
    cacheUser(user) {
      if (user) store.setItem(USER_KEY, JSON.stringify(user))
      else store.removeItem(USER_KEY)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export const tokens = createPageTokenStore()
