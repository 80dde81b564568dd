// The phone has no room left for an outbox entry and its photos.
export class OutboxStorageError extends Error {
  constructor() {
    super(
      'There is not enough space on this phone to keep the report and its photos. Remove some photos or free up space, then try again.',
    )
    this.name = 'OutboxStorageError'
  }
}
