// Lost and found posts: what /api/lost-found accepts and answers (docs/rules.md#lost-and-found).
// Every answer anyone may read carries the approximate place only (the grid of rescue cases,
// docs/rules.md#permissions): no poster's name, phone, address or exact position.
import Type, { type Static } from 'typebox'
import {
  ANIMAL_MARKS,
  COAT_COLOURS,
  COLLAR_COLOURS,
  COLLAR_STATES,
  FOUND_WHERE,
  GENDERS,
  LOST_FOUND_KINDS,
  LOST_FOUND_OUTCOMES,
  LOST_FOUND_SIZES,
  LOST_FOUND_STATUSES,
  REUNITED_HOW,
  SEARCH_CELL_STATES,
  SPECIES,
} from '../enums.ts'
import { LOST_FOUND_LIMITS, MATCH_RADIUS_KM } from '../lost-found.ts'
import { Nullable, PageMeta, StringEnum } from './common.ts'

const text = (max: number) => Type.String({ maxLength: max })
const Lat = Type.Number({ minimum: -90, maximum: 90 })
const Lng = Type.Number({ minimum: -180, maximum: 180 })

/**
 * POST /api/lost-found/posts, with an optional `Idempotency-Key: <uuid>` header (a repeat by the
 * same account answers the post that key made, 200). The place: lat and lng (a map or GPS), or a
 * pincode of the Mumbai region, or a locality named in `locality`; the first one given is used.
 * A found post needs `foundWhere`; a sighting needs `lostPostId` (an open lost post).
 * Photos follow with POST /posts/{id}/images, as a rescue report's do.
 */
export const LostFoundCreateBody = Type.Object(
  {
    kind: StringEnum(LOST_FOUND_KINDS),
    species: StringEnum(SPECIES),
    sex: Type.Optional(StringEnum(GENDERS, { default: 'unknown' })),
    colours: Type.Optional(
      Type.Array(StringEnum(COAT_COLOURS), { maxItems: LOST_FOUND_LIMITS.colours, uniqueItems: true, default: [] }),
    ),
    size: Type.Optional(Nullable(StringEnum(LOST_FOUND_SIZES))),
    collar: Type.Optional(StringEnum(COLLAR_STATES, { default: 'unknown' })),
    /** With collar "yes". */
    collarColour: Type.Optional(Nullable(StringEnum(COLLAR_COLOURS))),
    marks: Type.Optional(Type.Array(StringEnum(ANIMAL_MARKS), { maxItems: ANIMAL_MARKS.length, uniqueItems: true })),
    /** The animal's name (a lost post). */
    name: Type.Optional(Nullable(text(LOST_FOUND_LIMITS.name))),
    description: Type.Optional(Nullable(text(LOST_FOUND_LIMITS.description))),
    lat: Type.Optional(Nullable(Lat)),
    lng: Type.Optional(Nullable(Lng)),
    pincode: Type.Optional(Nullable(Type.String({ pattern: '^\\s*\\d{3}\\s?\\d{3}\\s*$' }))),
    locality: Type.Optional(Nullable(text(100))),
    /** When the animal was last seen (lost), found (found) or seen (sighting); never in the future. */
    seenAt: Type.String({ format: 'date-time' }),
    /** A found post: where the animal is now. */
    foundWhere: Type.Optional(Nullable(StringEnum(FOUND_WHERE))),
    /** A sighting: the lost post it is of. */
    lostPostId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  },
  { additionalProperties: false },
)
export type LostFoundCreateBody = Static<typeof LostFoundCreateBody>

/** A post's place as everyone reads it: the approximate position (a grid of about 100 m) and the area. */
export const LostFoundPlace = Type.Object({
  lat: Type.Number(),
  lng: Type.Number(),
  pincode: Nullable(Type.String()),
  /** The locality of the pincode, in English as India Post names it. */
  locality: Nullable(Type.String()),
})
export type LostFoundPlace = Static<typeof LostFoundPlace>

export const LostFoundPhoto = Type.Object({
  clientId: Type.String(),
  /** The large photo; its thumbnail is thumbnailUrl(url). */
  url: Type.String(),
})
export type LostFoundPhoto = Static<typeof LostFoundPhoto>

export const LostFoundClosure = Type.Object({
  outcome: StringEnum(LOST_FOUND_OUTCOMES),
  how: Nullable(StringEnum(REUNITED_HOW)),
  at: Type.String(),
})
export type LostFoundClosure = Static<typeof LostFoundClosure>

export const LostFoundPost = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(LOST_FOUND_KINDS),
  status: StringEnum(LOST_FOUND_STATUSES),
  species: StringEnum(SPECIES),
  sex: StringEnum(GENDERS),
  colours: Type.Array(StringEnum(COAT_COLOURS)),
  size: Nullable(StringEnum(LOST_FOUND_SIZES)),
  collar: StringEnum(COLLAR_STATES),
  collarColour: Nullable(StringEnum(COLLAR_COLOURS)),
  marks: Type.Array(StringEnum(ANIMAL_MARKS)),
  name: Nullable(Type.String()),
  description: Nullable(Type.String()),
  place: LostFoundPlace,
  seenAt: Type.String(),
  foundWhere: Nullable(StringEnum(FOUND_WHERE)),
  lostPostId: Nullable(Type.Integer()),
  photos: Type.Array(LostFoundPhoto),
  /** Sightings of a lost post so far. */
  sightings: Type.Integer(),
  closure: Nullable(LostFoundClosure),
  /** The caller made this post (its owner: matches, messages, tags, closing). */
  mine: Type.Boolean(),
  /** The caller's distance from the approximate place, in steps of 50 m (lists with lat and lng). */
  distanceM: Type.Optional(Type.Integer()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})
export type LostFoundPost = Static<typeof LostFoundPost>

/** GET /api/lost-found/posts: open posts, newest first; with lat and lng, those within radiusKm, nearest first. */
export const LostFoundListQuery = Type.Object(
  {
    kind: Type.Optional(StringEnum(LOST_FOUND_KINDS)),
    species: Type.Optional(StringEnum(SPECIES)),
    lat: Type.Optional(Lat),
    lng: Type.Optional(Lng),
    radiusKm: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 50, default: 5 })),
    /** Only the caller's own posts, open and closed (signed in). */
    mine: Type.Optional(Type.Boolean()),
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
)
export type LostFoundListQuery = Static<typeof LostFoundListQuery>

export const LostFoundList = Type.Object({ posts: Type.Array(LostFoundPost), meta: PageMeta })
export type LostFoundList = Static<typeof LostFoundList>

/** The answer of POST /posts/{id}/images and DELETE /posts/{id}/images/{index}: the post's photos after the call. */
export const LostFoundImages = Type.Object({ photos: Type.Array(LostFoundPhoto) })
export type LostFoundImages = Static<typeof LostFoundImages>

/** Why a candidate may be the same animal (contracts lost-found.ts MatchReason; matchReasonText renders it). */
export const MatchReason = Type.Union([
  Type.Object({ key: Type.Literal('distance'), km: Type.Number() }),
  Type.Object({ key: Type.Literal('days'), days: Type.Integer() }),
  Type.Object({ key: Type.Literal('colours'), colours: Type.Array(StringEnum(COAT_COLOURS)) }),
  Type.Object({ key: Type.Literal('size'), size: StringEnum(LOST_FOUND_SIZES) }),
  Type.Object({ key: Type.Literal('sex'), sex: StringEnum(['male', 'female'] as const) }),
  Type.Object({ key: Type.Literal('collar'), collarColour: Nullable(StringEnum(COLLAR_COLOURS)) }),
  Type.Object({ key: Type.Literal('marks'), marks: Type.Array(StringEnum(ANIMAL_MARKS)) }),
  Type.Object({ key: Type.Literal('photo'), percent: Type.Integer() }),
  Type.Object({ key: Type.Literal('tag') }),
])

export const LostFoundMatch = Type.Object({
  post: LostFoundPost,
  /** 0 to 1; 1 is certain (a tag scan). */
  score: Type.Number(),
  reasons: Type.Array(MatchReason),
})
export type LostFoundMatch = Static<typeof LostFoundMatch>

/** GET /posts/{id}/matches (the post's owner): candidates of the other side, best first. */
export const LostFoundMatches = Type.Object({
  matches: Type.Array(LostFoundMatch),
  /** How far the candidates were looked for. */
  radiusKm: Type.Number({ default: MATCH_RADIUS_KM }),
})
export type LostFoundMatches = Static<typeof LostFoundMatches>

export const LostFoundMessageBody = Type.Object(
  {
    text: Type.String({ minLength: 1, maxLength: LOST_FOUND_LIMITS.message, pattern: '\\S' }),
    /** The owner's reply: the thread (the person) it answers. Others write in their own thread. */
    threadId: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
)
export type LostFoundMessageBody = Static<typeof LostFoundMessageBody>

export const LostFoundMessage = Type.Object({
  id: Type.Integer(),
  threadId: Type.Integer(),
  text: Type.String(),
  /** Written by the post's owner (else by the thread's other person). */
  fromOwner: Type.Boolean(),
  mine: Type.Boolean(),
  at: Type.String(),
})
export type LostFoundMessage = Static<typeof LostFoundMessage>

/** One conversation of a post: its owner and one other person, nobody named. */
export const LostFoundThread = Type.Object({
  id: Type.Integer(),
  /** The threads of a post, numbered 1, 2... in the order they began ("Person 2"). */
  number: Type.Integer(),
  /** Someone in it reported it to the admins. */
  reported: Type.Boolean(),
  messages: Type.Array(LostFoundMessage),
})
export type LostFoundThread = Static<typeof LostFoundThread>

/** GET /posts/{id}/messages: the owner reads every thread, anyone else their own (none yet: empty). */
export const LostFoundThreads = Type.Object({ threads: Type.Array(LostFoundThread) })
export type LostFoundThreads = Static<typeof LostFoundThreads>

/** POST /posts/{id}/messages/{messageId}/report: a message (and its thread) flagged for the admins. */
export const LostFoundReportBody = Type.Object(
  { reason: Type.Optional(Nullable(text(500))) },
  { additionalProperties: false },
)
export type LostFoundReportBody = Static<typeof LostFoundReportBody>

export const LostFoundMessageParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  messageId: Type.Integer({ minimum: 1 }),
})

/** POST /posts/{id}/close (the owner). `how` is asked of a reunion only. */
export const LostFoundCloseBody = Type.Object(
  {
    outcome: StringEnum(['reunited', 'rehomed'] as const),
    how: Type.Optional(Nullable(StringEnum(REUNITED_HOW))),
  },
  { additionalProperties: false },
)
export type LostFoundCloseBody = Static<typeof LostFoundCloseBody>

/** POST /api/lost-found/tags (the owner of a lost post or of a found one they keep). */
export const TagCreateBody = Type.Object({ postId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false })
export type TagCreateBody = Static<typeof TagCreateBody>

export const TAG_CODE_PATTERN = '^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$'
export const TagParams = Type.Object({ code: Type.String({ pattern: TAG_CODE_PATTERN }) })

export const TagCreated = Type.Object({
  /** 8 characters, no 0/O or 1/I/L: read aloud or typed from a worn tag. */
  code: Type.String(),
  /** The animal's public page the QR opens (the product's address and the code). */
  url: Type.String(),
  /** The printable tag: a PNG with the QR code, the short code and the address. */
  imageUrl: Type.String(),
})
export type TagCreated = Static<typeof TagCreated>

/** GET /api/lost-found/tags/{code}: the animal's public page. */
export const TagPage = Type.Object({
  code: Type.String(),
  post: LostFoundPost,
})
export type TagPage = Static<typeof TagPage>

/** POST /api/lost-found/tags/{code}/found (signed out allowed): the place only if the finder shares it. */
export const TagFoundBody = Type.Object(
  {
    lat: Type.Optional(Nullable(Lat)),
    lng: Type.Optional(Nullable(Lng)),
    text: Type.Optional(Nullable(text(LOST_FOUND_LIMITS.tagFoundText))),
  },
  { additionalProperties: false },
)
export type TagFoundBody = Static<typeof TagFoundBody>

export const TagFoundAnswer = Type.Object({ told: Type.Boolean() })
export type TagFoundAnswer = Static<typeof TagFoundAnswer>

export const SearchCell = Type.Object({
  /** Row-major index in the grid, from the north-west corner. */
  id: Type.Integer(),
  /** The cell's centre and corners (south-west, north-east), for the map. */
  lat: Type.Number(),
  lng: Type.Number(),
  south: Type.Number(),
  west: Type.Number(),
  north: Type.Number(),
  east: Type.Number(),
  state: StringEnum(SEARCH_CELL_STATES),
  /** The caller took it. */
  mine: Type.Boolean(),
  /** Who took it: the owner reads the first name; anyone else null. */
  by: Nullable(Type.String()),
  claimedAt: Nullable(Type.String()),
  searchedAt: Nullable(Type.String()),
})
export type SearchCell = Static<typeof SearchCell>

/** GET /posts/{id}/search-cells: the cells of about SEARCH_CELL_M within SEARCH_RADIUS_M of the approximate last place. */
export const SearchCells = Type.Object({
  centre: Type.Object({ lat: Type.Number(), lng: Type.Number() }),
  cellM: Type.Integer(),
  radiusM: Type.Integer(),
  cells: Type.Array(SearchCell),
})
export type SearchCells = Static<typeof SearchCells>

export const SearchCellParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  cellId: Type.Integer({ minimum: 0, maximum: 10_000 }),
})

/** POST /posts/{id}/search-party (the owner): ask people near the last place to look. */
export const SearchPartyAnswer = Type.Object({ asked: Type.Integer() })
export type SearchPartyAnswer = Static<typeof SearchPartyAnswer>

/** The public figure on the statistics page (docs/rules.md#public-statistics). */
export const ReunionFigures = Type.Object({
  /** Lost posts made in the window and at least REUNITED_WITHIN_DAYS old. */
  lostPosts: Type.Integer(),
  reunitedWithin14Days: Type.Integer(),
  /** 0 to 1. */
  share: Type.Number(),
})
export type ReunionFigures = Static<typeof ReunionFigures>
