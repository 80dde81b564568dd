// The phone has no room left for an outbox entry and its photos.
export class OutboxStorageError extends Error {
  constructor() {
    super('outbox.error.noSpace')
    this.name = 'OutboxStorageError'
  }
}
