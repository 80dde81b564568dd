// The phone's own store (IndexedDB through Dexie), owned by this module alone.
// - outbox: rescue reports waiting to be sent, with their photos' bytes, until the server has
//   the case and every photo (then they move to `sent`, bytes dropped);
// - drafts: the report form as it is being filled, saved on every change;
// - auth: a copy of the session tokens the service worker can read (it has no localStorage).
// Schema changes add a new version() with an upgrade; old versions stay as they are.
import Dexie, { type EntityTable } from 'dexie'
import type { RescueReport } from './types.ts'

export interface StoredPhoto {
  /** Client photo id, sent with the upload so a repeat is not stored twice. */
  id: string
  name: string
  type: string
  size: number
  data: ArrayBuffer
  uploaded: boolean
}

/**
 * waiting: to be sent; sending: a sync is on it now; needs_attention: the server refused it
 * for a reason retrying cannot fix (error says why); needs_signin: the session has expired.
 */
export type OutboxState = 'waiting' | 'sending' | 'needs_attention' | 'needs_signin'

export interface OutboxEntry {
  /** Client UUID, also the Idempotency-Key of the report. */
  id: string
  userId: number
  createdAt: number
  updatedAt: number
  state: OutboxState
  report: RescueReport
  photos: StoredPhoto[]
  /** The case id once the server has the report. */
  serverId: number | null
  /**
   * The user changed the report after the server already had the case (a photo was
   * refused): the engine sends the new report with PUT before the remaining photos.
   */
  revised?: boolean
  attempts: number
  nextAttemptAt: number
  error: string | null
}

export interface SentEntry {
  id: string
  userId: number
  serverId: number
  sentAt: number
  createdAt: number
  photoCount: number
  report: RescueReport
}

export interface Draft {
  key: string
  step: number
  values: Record<string, unknown>
  photos: StoredPhoto[]
  updatedAt: number
}

export interface AuthRecord {
  key: 'session'
  token: string | null
  refreshToken: string | null
}

export class OfflineDb extends Dexie {
  outbox!: EntityTable<OutboxEntry, 'id'>
  sent!: EntityTable<SentEntry, 'id'>
  drafts!: EntityTable<Draft, 'key'>
  auth!: EntityTable<AuthRecord, 'key'>

  constructor(name = 'paws-offline') {
    super(name)
    this.version(1).stores({
      outbox: 'id, state, createdAt, userId',
      sent: 'id, sentAt, userId, serverId',
      drafts: 'key',
      auth: 'key',
    })
  }
}

let shared: OfflineDb | undefined
export function offlineDb(): OfflineDb {
  shared ??= new OfflineDb()
  return shared
}
