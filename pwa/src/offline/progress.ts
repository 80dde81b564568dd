// Photo progress of the entry being sent, as the sync engine reports it: the form's sending
// overlay and the dashboard's "sending" row read it. In memory only; the outbox itself keeps
// which photos the server has.

export interface SendProgress {
  done: number
  total: number
}

const progress = new Map<string, SendProgress>()
const listeners = new Set<() => void>()

export const sendProgress = {
  report(entryId: string, done: number, total: number) {
    progress.set(entryId, { done, total })
    for (const listener of listeners) listener()
  },
  get(entryId: string): SendProgress | undefined {
    return progress.get(entryId)
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}
