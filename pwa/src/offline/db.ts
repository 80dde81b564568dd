// The phone's own store (IndexedDB through Dexie), owned by this module alone.
// - outbox: rescue reports waiting to be sent, with their photos' bytes, until the server has
//   the case and every photo (then they move to `sent`, bytes dropped);
// - drafts: the report form as it is being filled, saved on every change;
// - auth: a copy of the session tokens the service worker can read (it has no localStorage);
// - actions (v2): an NGO's actions on a case (accept, decline, progress, rescued, completed)
//   waiting to be sent, with their proof photos' bytes and their outcome;
// - cases (v2): the signed-in NGO's open cases as last read from the server, for the field;
// - shares (v3): photos shared to the app (the manifest's share target, sw-share.ts), kept
//   until the report form takes them into its draft;
// - dispatch (v4): a responder's last offers and nearby list (dispatch-lists.ts), for no signal;
// - posts (v5): lost and found posts waiting to be sent, with their photos' bytes (posts.ts),
//   kept as reports are, and postsSent: the ones the server has (so a repeat is not queued again).
// - v6: what the engine says about an entry (`error`) is a catalog key with its values
//   (OutboxNote), read in the reader's language; the texts older versions stored are made notes
//   once, in the upgrade.
// Schema changes add a new version() with an upgrade; old versions stay as they are.
import type { MessageId } from '@lingui/core'
import Dexie, { type EntityTable } from 'dexie'
import type {
  CantReason,
  ClinicAnimalState,
  RescueAction,
  RescueConflictReason,
  RescueOutcome,
  RescueStatus,
} from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import type { LostFoundPostBody, RescueReport } from './types.ts'

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

// Defined beside the shapes, not here: a page importing the constant must not load Dexie.
export { VISITOR_USER_ID } from './types.ts'

/** A signed-out phone's claim code and its key, which signed the report's SMS (docs/sms-reports.md#signed-out). */
export interface ClaimCode {
  code: string
  key: string
}

export interface OutboxEntry {
  /** Client UUID, also the Idempotency-Key of the report. */
  id: string
  /** The account's id, or VISITOR_USER_ID for a report filed signed out. */
  userId: number
  /**
   * Filed signed out with a claim code kept on the phone: its SMS (if one went) named the code,
   * so the account claims the code before the report is sent (sync-report.ts).
   */
  claim?: ClaimCode | null
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
  error: OutboxNote | null
}

/** A lost or found post waiting to be sent: the same states, key and photo flags as a report. */
export interface PostEntry {
  /** Client UUID, also the Idempotency-Key of the post. */
  id: string
  userId: number
  createdAt: number
  updatedAt: number
  state: OutboxState
  post: LostFoundPostBody
  photos: StoredPhoto[]
  /** The post's id once the server has it. */
  serverId: number | null
  attempts: number
  nextAttemptAt: number
  error: OutboxNote | null
}

/** A post the server has, with its id (the form opens it). */
export interface SentPost {
  id: string
  userId: number
  serverId: number
  sentAt: number
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

/**
 * An action's state: waiting / sending / needs_signin / needs_attention as for reports;
 * not_applied: the server refused it because the case moved on (conflict says why); kept,
 * with what the person wrote, until they dismiss it.
 */
export type ActionState = 'waiting' | 'sending' | 'needs_attention' | 'needs_signin' | 'not_applied'

export interface ActionEntry {
  /** Client UUID, also the Idempotency-Key of the action. */
  id: string
  userId: number
  caseId: number
  action: RescueAction
  note: string | null
  declineReason: string | null
  /** With cant: why this responder cannot take the offered case (absent on older entries). */
  cantReason?: CantReason | null
  /** With looks-false: why the offered report looks false, in the responder's words. */
  reason?: string | null
  /** Completed: what became of the animal (absent on entries queued before it was asked). */
  outcome?: { kind: RescueOutcome; place: string | null } | null
  /** Handover: the clinic the animal is taken to (docs/rules.md#clinics). */
  clinic?: { id: number; name: string } | null
  /** A clinic's answers: its own number at clinic_admit, the animal's state at clinic_update. */
  clinicRef?: string | null
  animalState?: ClinicAnimalState | null
  /** Proof photos (progress, rescued, completed), each with its uploaded flag. */
  photos: StoredPhoto[]
  state: ActionState
  /** The server applied the action (the photos may still be on their way). */
  applied: boolean
  conflict: {
    reason: RescueConflictReason
    message: string
    currentStatus: RescueStatus | null
    /** With reason "taken": the NGO that accepted the case first. */
    takenBy?: string | null
  } | null
  createdAt: number
  updatedAt: number
  attempts: number
  nextAttemptAt: number
  error: OutboxNote | null
}

/** A case as the server last showed it to this account. */
export interface KeptCase {
  id: number
  userId: number
  savedAt: number
  rescue: Rescue
  /** The case as plain HTML in the reader's language, for a cold start with no signal (sw.ts). */
  snapshot?: string
}

/** The responder's last offers or "near me" list as the server gave them (dispatch-lists.ts). */
export interface KeptDispatchList {
  kind: 'offers' | 'nearby'
  userId: number
  savedAt: number
  /** GET /rescues/offers' or GET /rescues/nearby-open's answer, as it came. */
  data: unknown
}

export interface Draft {
  key: string
  /** The outbox id the report will have (drafts.ts). */
  reportId?: string
  step: number
  values: Record<string, unknown>
  photos: StoredPhoto[]
  updatedAt: number
}

/** Photos another app shared to this one, waiting for the report form (sw-share.ts). */
export interface SharedPhotos {
  id: string
  createdAt: number
  photos: StoredPhoto[]
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
  actions!: EntityTable<ActionEntry, 'id'>
  cases!: EntityTable<KeptCase, 'id'>
  shares!: EntityTable<SharedPhotos, 'id'>
  dispatch!: EntityTable<KeptDispatchList, 'kind'>
  posts!: EntityTable<PostEntry, 'id'>
  postsSent!: EntityTable<SentPost, 'id'>

  constructor(name = 'paws-offline') {
    super(name)
    this.version(1).stores({
      outbox: 'id, state, createdAt, userId',
      sent: 'id, sentAt, userId, serverId',
      drafts: 'key',
      auth: 'key',
    })
    this.version(2).stores({
      actions: 'id, userId, caseId, state, createdAt',
      cases: 'id, userId',
    })
    this.version(3).stores({ shares: 'id' })
    this.version(4).stores({ dispatch: 'kind, userId' })
    this.version(5).stores({ posts: 'id, state, createdAt, userId', postsSent: 'id, sentAt, userId' })
    this.version(6)
      .stores({})
      .upgrade(async (tx) => {
        for (const table of ['outbox', 'posts', 'actions']) {
          await tx
            .table(table)
            .toCollection()
            .modify((entry: { error?: unknown }) => {
              if (typeof entry.error === 'string') entry.error = legacyNote(entry.error)
            })
        }
      })
  }
}

/**
 * What the sync engine says about an entry waiting on the phone: a catalog key and its values
 * (the engine runs in the service worker too, which has no catalogs); the page words it in the
 * reader's language (lib/outbox-errors.ts). A server's refusal is `outbox.serverSaid` with the
 * server's words, already in the phone's language.
 */
export interface OutboxNote {
  key: MessageId
  values?: Record<string, string | number>
}

/** A text stored before version 6, as its note: the engine's own ids and sentences, else the server's words. */
export function legacyNote(text: string): OutboxNote {
  if (text.startsWith('outbox.error.')) return { key: text as MessageId }
  const busy = /^The server is busy \((\d+)\)\.$/.exec(text)
  if (busy) return { key: 'outbox.busy', values: { status: busy[1] } }
  const refused = /^The server refused this (report|update) \((\d+)\)\.$/.exec(text)
  if (refused) {
    return {
      key: refused[1] === 'report' ? 'outbox.refusedReport' : 'outbox.refusedUpdate',
      values: { status: refused[2] },
    }
  }
  return { key: 'outbox.serverSaid', values: { message: text } }
}

let shared: OfflineDb | undefined
export function offlineDb(): OfflineDb {
  shared ??= new OfflineDb()
  return shared
}
