// Reports whose sending the wizard is watching in the foreground (it shows its own success
// dialog for them); any other report the outbox sends is announced by a toast.
const watching = new Set<string>()

export const foregroundSend = {
  start: (entryId: string) => void watching.add(entryId),
  /** The wizard stopped watching (the report was kept on the phone): a later send gets a toast. */
  stop: (entryId: string) => void watching.delete(entryId),
  has: (entryId: string) => watching.has(entryId),
}
