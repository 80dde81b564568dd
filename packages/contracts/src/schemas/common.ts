// Request and response schemas (JSON Schema through TypeBox): the API validates and
// serialises with them, and the PWA takes its types from them.
import Type, { type Static, type TSchema } from 'typebox'
import { CLINIC_ANIMAL_STATES } from '../enums.ts'
import { HISTORY_NOTE_KEYS } from '../history-notes.ts'

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

export const StringEnum = <T extends readonly string[]>(values: T, options: Record<string, unknown> = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options })

export const ErrorResponse = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
})
export type ErrorResponse = Static<typeof ErrorResponse>

export const Message = Type.Object({ message: Type.String() })

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) })

export const PageMeta = Type.Object({
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  totalPages: Type.Integer(),
  /**
   * The rescue list counts its matches only up to a cap (10,000): true when more match than
   * `total` says (docs/architecture.md#a-citys-year).
   */
  more: Type.Optional(Type.Boolean()),
})
export type PageMeta = Static<typeof PageMeta>

export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  sortOrder: Type.Optional(StringEnum(['ASC', 'DESC', 'asc', 'desc'] as const)),
  /** Cache-busting timestamp the old client sends on lists; accepted and ignored. */
  _t: Type.Optional(Type.String()),
}

/** Standard error responses for a route's schema. */
export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, ErrorResponse])) as Record<number, typeof ErrorResponse>

/** One step of a workflow timeline (rescue and adoption detail pages). */
export const HistoryEntry = Type.Object({
  /** null for the entry that opened the case. */
  from: Nullable(Type.String()),
  to: Type.String(),
  /** Who made the move; null when their account is gone. role is the part they acted in. */
  actor: Nullable(Type.Object({ id: Nullable(Type.Integer()), name: Type.String(), role: Type.String() })),
  /** The note as stored: a person's words, or a server note's English sentence (for older clients). */
  note: Nullable(Type.String()),
  /**
   * A server note's catalog key and values ("historyNote.assigned", { ngo }): read it in the
   * reader's language with `historyNote(t, entry)`. Absent on a person's note.
   */
  noteKey: Type.Optional(StringEnum(HISTORY_NOTE_KEYS)),
  noteValues: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  /** True when an admin set a status outside the normal workflow. */
  override: Type.Boolean(),
  at: Type.String(),
  /** When the step was made on the phone, when that differs from `at` (when it reached the server). */
  occurredAt: Type.Optional(Type.String()),
  /** A completed case's outcome (rescue timelines). */
  outcome: Type.Optional(Type.Object({ kind: Type.String(), place: Nullable(Type.String()) })),
  /**
   * A step of a hand-over to a clinic (rescue timelines): the clinic, the step, the clinic's own
   * number for the animal (for the NGO and the admins only) and the animal's state it gave.
   */
  clinic: Type.Optional(
    Type.Object({
      step: StringEnum(['handover', 'admitted', 'refused', 'update'] as const),
      name: Type.String(),
      ref: Nullable(Type.String()),
      animalState: Nullable(StringEnum(CLINIC_ANIMAL_STATES)),
    }),
  ),
  /** The entry that merged this case into that one (rescue timelines): it reads "Merged into #N". */
  mergedInto: Type.Optional(Type.Integer()),
  /** The entry's id (rescue timelines: proof photos attach to it). */
  id: Type.Optional(Type.Integer()),
  /** Proof photos of an NGO's step (rescue timelines), oldest first. */
  photos: Type.Optional(
    Type.Array(Type.Object({ clientId: Type.String(), url: Type.String(), sha256: Nullable(Type.String()) })),
  ),
})
export type HistoryEntry = Static<typeof HistoryEntry>
