import type { MessageId } from '@lingui/core'

// The phone has no room left for an outbox entry and its photos. It carries the key of its
// words, read in the reader's language where it is shown (lib/outbox-errors.ts).
export class OutboxStorageError extends Error {
  readonly key: MessageId = 'outbox.error.noSpace'

  constructor() {
    super('outbox.error.noSpace')
    this.name = 'OutboxStorageError'
  }
}
