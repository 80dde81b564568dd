// Short confirmations and failures the spec shows as alerts, as a polite live region
// instead of a blocking window.alert.
import { useSyncExternalStore } from 'react'

export type ToastTone = 'success' | 'error' | 'info'
export interface Toast {
  id: number
  text: string
  tone: ToastTone
}

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

export function notify(text: string, tone: ToastTone = 'info', ms = 5000) {
  const id = nextId++
  toasts = [...toasts.slice(-2), { id, text, tone }]
  emit()
  setTimeout(() => dismissToast(id), ms)
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => toasts,
    () => toasts,
  )
}
