// Typed tables: one interface per table, as the migrations create them. Status, role and
// the other enum columns carry the contracts' union types: every write is checked against
// the contracts' lists first, so rows need no casts on their way out.
import type {
  AdoptionStatus,
  AnimalStatus,
  ApprovalStatus,
  Bleeding,
  OfferAnswerReason,
  ClinicAnimalState,
  HandoverState,
  HistoryNoteKey,
  Breathing,
  Consciousness,
  Gender,
  Injury,
  Locale,
  Mobility,
  NotificationType,
  OfferState,
  RescueAction,
  RescueAnimalType,
  RescueConflictReason,
  RescueStatus,
  Role,
  Size,
  TriageReason,
  Urgency,
  AlertKind,
  AnimalMark,
  CoatColour,
  CollarColour,
  CollarState,
  FoundWhere,
  LostFoundKind,
  LostFoundOutcome,
  LostFoundSize,
  LostFoundStatus,
  ReunitedHow,
  Species,
} from '@paws/contracts'
import type { ColumnType, Generated, GeneratedAlways, Selectable, Updateable } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>

/**
 * A notification's words as stored (notifications.title_words, message_words): a catalog id and
 * its values; a value may be a message itself (modules/notifications/notification-words.ts).
 */
export interface StoredMessage {
  id: string
  values?: Record<string, StoredValue>
}
export type StoredValue = string | number | boolean | null | { message: StoredMessage }
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>
/** jsonb: read as parsed values, written as JSON text (pg would turn arrays into PG arrays). */
type Json<T> = ColumnType<T, string, string>
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>
type TimestampWithDefault = ColumnType<Date, Date | string | undefined, Date | string>
type NullableJson<T> = ColumnType<T | null, string | null, string | null>

export interface UsersTable {
  id: Generated<number>
  email: string
  password_hash: string
  role: Generated<Role>
  first_name: string
  last_name: string
  phone: string | null
  address: NullableJson<Record<string, unknown>>
  city: string | null
  state: string | null
  pincode: string | null
  avatar_url: string | null
  /** The account's language. */
  locale: Locale | null
  is_active: Generated<boolean>
  email_verified: Generated<boolean>
  last_login_at: NullableTimestamp
  /** Which SMS key the account signs reports with (migration 0080); one up each time every session ends. */
  sms_key_version: Generated<number>
  created_at: TimestampWithDefault
  updated_at: TimestampWithDefault
  /** Marked as sending false reports (0085): by an admin (false_reports_by), or two responders (null). */
  false_reports_at: NullableTimestamp
  false_reports_by: ColumnType<number | null, number | null | undefined, number | null>
}

export interface NgoContactInfo {
  email?: string
  phone?: string
  website?: string
}

export interface NgoLocation {
  address?: string
  city?: string
  state?: string
  zipCode?: string
  lat?: number | null
  lng?: number | null
}

export interface NgosTable {
  id: Generated<number>
  user_id: number | null
  name: string
  description: Generated<string>
  registration_number: string | null
  contact_info: JsonWithDefault<NgoContactInfo>
  location: JsonWithDefault<NgoLocation>
  services_offered: JsonWithDefault<string[]>
  max_capacity: number | null
  approval_status: Generated<ApprovalStatus>
  rejection_reason: string | null
  is_active: Generated<boolean>
  images: JsonWithDefault<string[]>
  /** Computed by PostgreSQL from location (0007); never written. */
  lat: GeneratedAlways<number | null>
  lng: GeneratedAlways<number | null>
  created_at: TimestampWithDefault
  updated_at: TimestampWithDefault
}

export interface VetsTable {
  id: Generated<number>
  user_id: number
  license_number: string | null
  clinic_name: string | null
  approval_status: Generated<ApprovalStatus>
  created_at: TimestampWithDefault
  // The clinic (0030).
  address: Generated<string>
  lat: number | null
  lng: number | null
  species: JsonWithDefault<RescueAnimalType[]>
  hours: Generated<string>
  rejection_reason: string | null
  accepting: Generated<boolean>
  accepting_until: NullableTimestamp
  places: JsonWithDefault<Partial<Record<RescueAnimalType, number>>>
  availability_at: NullableTimestamp
}

export interface SuppliersTable {
  id: Generated<number>
  user_id: number
  company_name: string | null
  business_license: string | null
  is_verified: Generated<boolean>
  created_at: TimestampWithDefault
}

/** One registration waiting for its code or link; the account is made when one is verified. */
export interface SignupAttemptsTable {
  id: string
  email: string
  role: Role
  password_hash: string
  details: Json<SignupDetailsJson>
  code_hash: string
  attempts: Generated<number>
  sent_at: NullableTimestamp
  expires_at: Timestamp
  link_hash: string
  link_expires_at: Timestamp
  created_at: TimestampWithDefault
}

export interface SignupDetailsJson {
  firstName: string
  /** The language signed up in: the code e-mail's and then the account's. */
  locale?: Locale
  lastName: string
  phone: string
  ngo?: {
    name: string
    description: string
    registrationNumber: string
    website?: string
    address: string
    city: string
    state: string
    zipCode: string
    /** Where the NGO works from, when the registering phone gave it (nearest-first assignment). */
    lat?: number
    lng?: number
    servicesOffered: string[]
    maxCapacity: number
  }
  vet?: {
    licenseNumber: string
    clinicName: string | null
    address?: string
    lat?: number
    lng?: number
    species?: RescueAnimalType[]
    hours?: string
  }
  supplier?: { companyName: string; businessLicense: string | null }
}

/** Fixed-window counters per key (an account's e-mail and action), shared by replicas. */
export interface AuthCountersTable {
  key: string
  hits: Generated<number>
  window_started_at: Timestamp
}

export interface LoginFailuresTable {
  email: string
  /**
   * The client's network address (migration 0040), or `device:<nonce>` for sign-ins with a
   * device token (auth.devices.ts); '' for counts made before it.
   */
  client: Generated<string>
  failures: Generated<number>
  lock_level: Generated<number>
  locked_until: NullableTimestamp
  updated_at: TimestampWithDefault
}

export interface EmailChangesTable {
  user_id: number
  new_email: string
  code_hash: string
  attempts: Generated<number>
  expires_at: Timestamp
  created_at: TimestampWithDefault
}

export interface RefreshTokensTable {
  id: string
  user_id: number
  family_id: string
  token_hash: string
  expires_at: Timestamp
  rotated_at: NullableTimestamp
  revoked_at: NullableTimestamp
  created_at: TimestampWithDefault
}

export interface ActionTokensTable {
  token_hash: string
  user_id: number
  purpose: 'reset_password' | 'verify_email'
  expires_at: Timestamp
  used_at: NullableTimestamp
  created_at: TimestampWithDefault
}

export interface DevMailboxTable {
  id: Generated<number>
  to: string
  subject: string
  text: string
  created_at: TimestampWithDefault
}

export interface AppSettingsTable {
  key: string
  value: string
}

export interface RescueLocationJson {
  address: string
  city: string
  state: string | null
  pincode: string | null
  landmarks: string | null
  lat: number | null
  lng: number | null
  accuracy: number | null
}

export interface RescueConditionJson {
  injuries?: Injury | null
  mobility?: Mobility | null
  consciousness?: Consciousness | null
  bleeding?: Bleeding | null
  breathing?: Breathing | null
}

export interface RescueContactJson {
  canStay?: boolean
  canTransport?: boolean
}

export interface RescuesTable {
  id: Generated<number>
  requester_id: number | null
  idempotency_key: string | null
  animal_type: RescueAnimalType
  urgency: Urgency
  status: Generated<RescueStatus>
  description: string
  location: Json<RescueLocationJson>
  condition: JsonWithDefault<RescueConditionJson>
  contact: JsonWithDefault<RescueContactJson>
  additional_info: string | null
  ngo_id: number | null
  declined_by_ngo_id: number | null
  decline_reason: string | null
  notes: string | null
  assigned_volunteer_id: number | null
  rescued_animal_id: number | null
  /** Computed by PostgreSQL from location (0007); never written. */
  lat: GeneratedAlways<number | null>
  lng: GeneratedAlways<number | null>
  /** Flagged by the server as possibly the same animal as this case; an admin decides. */
  duplicate_of_id: number | null
  /** Set when an admin merged this case into another: it is read-only from then on. */
  merged_into_id: number | null
  /** A completed case's outcome and place (0031). */
  outcome: string | null
  outcome_place: string | null
  /** Set when the assigned NGO let its deadline pass (0008); cleared by the next move. */
  escalated_at: NullableTimestamp
  /** A night's low or medium case: when it is offered (07:00), the reporter's promise (0090). */
  promised_at: NullableTimestamp
  /**
   * Without GPS: the centroid of the typed pincode or locality (0027), marked by its source;
   * null when the case has coordinates or no usable place.
   */
  approx_lat: ColumnType<number | null, number | null | undefined, number | null>
  approx_lng: ColumnType<number | null, number | null | undefined, number | null>
  approx_source: ColumnType<
    'pincode' | 'locality' | null,
    'pincode' | 'locality' | null | undefined,
    'pincode' | 'locality' | null
  >
  /** Held for the admins' desk instead of ringing anyone, and why (0085); cleared when released. */
  triage_at: NullableTimestamp
  triage_reason: ColumnType<TriageReason | null, TriageReason | null | undefined, TriageReason | null>
  created_at: TimestampWithDefault
  updated_at: TimestampWithDefault
}

/** One per assignment: by when the NGO must accept before the admins are told (0008). */
export interface RescueDeadlinesTable {
  id: Generated<number>
  rescue_id: number
  ngo_id: number
  due_at: Date
  created_at: TimestampWithDefault
  fired_at: NullableTimestamp
  cancelled_at: NullableTimestamp
}

export interface RescueFollowersTable {
  rescue_id: number
  user_id: number
  created_at: TimestampWithDefault
}

export interface RescueImagesTable {
  id: Generated<number>
  rescue_id: number
  client_id: string
  url: string
  /** SHA-256 (hex) of the bytes as received, before re-encoding; null for older photos. */
  sha256: string | null
  /** The timeline entry this photo proves (an NGO's progress, rescued or completed step). */
  history_id: number | null
  uploaded_by: number | null
  created_at: TimestampWithDefault
}

/** The shape every workflow timeline table shares (rescue_history, adoption_history). */
export interface HistoryColumns {
  id: Generated<number>
  from_status: string | null
  to_status: string
  actor_id: number | null
  actor_role: string
  actor_name: string
  note: string | null
  /** A server note's catalog key and values (0060); null on a person's note. */
  note_key: HistoryNoteKey | null
  note_values: ColumnType<Record<string, string | number> | null, string | null | undefined, string | null>
  is_override: Generated<boolean>
  created_at: TimestampWithDefault
}

export interface RescueHistoryTable extends HistoryColumns {
  rescue_id: number
  /** A completion's outcome, and the moment a step was made on the phone (0031). */
  outcome?: string | null
  outcome_place?: string | null
  occurred_at?: Date | string | null
  /** A step of a hand-over to a clinic, and the animal's state the clinic gave then (0045). */
  handover_id?: number | null
  clinic_step?: ClinicStep | null
  animal_state?: ClinicAnimalState | null
}

/** The steps of a hand-over a timeline entry records. */
export type ClinicStep = 'handover' | 'admitted' | 'refused' | 'update'

/** A rescued animal handed to a clinic (0045). */
export interface ClinicHandoversTable {
  id: Generated<number>
  rescue_id: number
  vet_id: number
  handed_by: number | null
  state: Generated<HandoverState>
  clinic_ref: string | null
  animal_state: ClinicAnimalState | null
  created_at: TimestampWithDefault
  answered_at: NullableTimestamp
  updated_at: NullableTimestamp
}

/** An NGO's action on a case, once per (user, idempotency key), with its first outcome (0010). */
export interface RescueActionsTable {
  user_id: number
  idempotency_key: string
  rescue_id: number
  action: RescueAction
  history_id: number | null
  /** 'applied', or the conflict reason the action was refused with. */
  outcome: 'applied' | RescueConflictReason
  current_status: RescueStatus | null
  /** The NGO that took the case first, kept with a late accept's refusal (0020). */
  taken_by: ColumnType<string | null, string | null | undefined, string | null>
  created_at: TimestampWithDefault
}

/** The applicant's answers, as the API accepted them (contracts ApplicationData). */
export type ApplicationDataJson = Record<string, unknown>

export interface AdoptionsTable {
  id: Generated<number>
  animal_id: number
  adopter_id: number
  status: Generated<AdoptionStatus>
  application_data: JsonWithDefault<ApplicationDataJson>
  /** False for applications made before the questions were asked (migration 0009). */
  questions_asked: Generated<boolean>
  notes: string | null
  reason: string | null
  rejection_reason: string | null
  admin_notes: string | null
  processed_at: NullableTimestamp
  completed_at: NullableTimestamp
  created_at: TimestampWithDefault
  updated_at: TimestampWithDefault
}

export interface AdoptionHistoryTable extends HistoryColumns {
  adoption_id: number
}

/** An animal a user hearted (migration 0009). */
export interface FavouritesTable {
  user_id: number
  animal_id: number
  created_at: TimestampWithDefault
  /** When this heart was last told its animal is available again / adopted (migration 0040). */
  available_told_at: NullableTimestamp
  adopted_told_at: NullableTimestamp
}

/** Saved browse filters that alert (migration 0009); '' is "any". */
export interface AnimalAlertsTable {
  id: Generated<number>
  user_id: number
  name: string
  species: Generated<string>
  gender: Generated<string>
  size: Generated<string>
  city: Generated<string>
  age_band: Generated<string>
  age_min: Generated<number>
  age_max: Generated<number>
  /** Words the breed contains ('' is any breed). */
  breed: Generated<string>
  /** Words the name, breed or description contains ('' is no search words). */
  search: Generated<string>
  /** What the alert follows (0100): new animals, or new lost or found posts near lat, lng. */
  kind: ColumnType<AlertKind, AlertKind | undefined, AlertKind>
  lat: number | null
  lng: number | null
  radius_km: number | null
  paused: Generated<boolean>
  created_at: TimestampWithDefault
  last_sent_at: NullableTimestamp
  /** The Asia/Kolkata day (YYYY-MM-DD) sent_count counts. */
  sent_day: string | null
  sent_count: Generated<number>
  pending_animal_ids: Generated<number[]>
}

/** A change counter per public answer, moved by triggers (0017). */
export interface CacheVersionsTable {
  name: string
  /** bigint: read as a string by pg. */
  version: Generated<string>
}

export interface NotificationsTable {
  id: Generated<number>
  user_id: number
  type: NotificationType
  title: string
  message: string
  url: string
  /** The title's and message's catalog ids and values (0061); null on older rows. */
  title_words: ColumnType<StoredMessage | null, string | null | undefined, string | null>
  message_words: ColumnType<StoredMessage | null, string | null | undefined, string | null>
  /** The subject news of which are joined within a window (0075), e.g. a case's clinic news; null: none. */
  join_key: ColumnType<string | null, string | null | undefined, string | null>
  read_at: NullableTimestamp
  created_at: TimestampWithDefault
}

export interface NotificationPreferencesTable {
  user_id: number
  email: Generated<boolean>
  push: Generated<boolean>
  sms: Generated<boolean>
  updated_at: TimestampWithDefault
}

export interface PushSubscriptionsTable {
  id: Generated<number>
  user_id: number
  endpoint: string
  p256dh: string
  auth: string
  user_agent: string | null
  last_success_at: NullableTimestamp
  created_at: TimestampWithDefault
  updated_at: TimestampWithDefault
}

export interface AnimalMedicalHistory {
  vaccinated?: boolean
  microchipped?: boolean
  healthChecked?: boolean
  notes?: string
}

export interface AnimalsTable {
  id: Generated<number>
  shelter_id: number
  name: string
  species: string
  breed: string | null
  age: number | null
  gender: Generated<Gender>
  size: Size
  /** numeric: parsed to a number by the pg type parser in database.ts. */
  weight: ColumnType<number | null, number | null | undefined, number | null>
  color: string | null
  description: string | null
  special_needs: string | null
  spayed_neutered: Generated<boolean>
  city: string | null
  location: string | null
  /** Generated: city, else first part of location, else Mumbai. Never written. */
  city_name: ColumnType<string, never, never>
  personality: JsonWithDefault<string[]>
  medical_history: JsonWithDefault<AnimalMedicalHistory>
  images: JsonWithDefault<string[]>
  tags: JsonWithDefault<string[]>
  metadata: JsonWithDefault<{ rehomingReason?: string }>
  status: Generated<AnimalStatus>
  deleted_at: NullableTimestamp
  created_at: TimestampWithDefault
  updated_at: TimestampWithDefault
}

// NGO teams and on-duty responders (0025, 0026).
export type MemberKind = 'coordinator' | 'responder'

export interface NgoMembersTable {
  id: Generated<number>
  ngo_id: number
  user_id: number
  kind: MemberKind
  invited_by: number | null
  /** The account's role before it joined; given back when the member is removed. */
  previous_role: Role | null
  created_at: TimestampWithDefault
}

export interface NgoInvitationsTable {
  id: Generated<number>
  ngo_id: number
  email: string
  kind: MemberKind
  /** SHA-256 of the code in the link; the code itself is never stored. */
  code_hash: string
  invited_by: number | null
  expires_at: Timestamp
  accepted_at: NullableTimestamp
  accepted_by: number | null
  created_at: TimestampWithDefault
}

export interface ResponderDutyTable {
  user_id: number
  on_duty: Generated<boolean>
  /** Rounded to 3 decimals (about 100 m) before it is stored. */
  lat: number | null
  lng: number | null
  skills: JsonWithDefault<string[]>
  /** null while on duty: until switched off. */
  expires_at: NullableTimestamp
  updated_at: TimestampWithDefault
  /** Why the roster took this member off duty (0090): 'unanswered' after offers left unanswered. */
  paused_for: Generated<'unanswered' | null>
}

// Dispatch: offers of open cases to on-duty responders, the steps of a ring, quiet hours (0020).
export interface RescueOffersTable {
  id: Generated<number>
  rescue_id: number
  user_id: number
  ngo_id: number
  ring: number
  distance_m: number | null
  state: ColumnType<OfferState, OfferState | undefined, OfferState>
  reason: OfferAnswerReason | null
  offered_at: Timestamp
  answered_at: NullableTimestamp
  /** When the ring moved past this offer, left unanswered (0050); it stays open. */
  no_answer_at: NullableTimestamp
  /** Why it was made (0090): near, thin, wide, outer, area, replaces, rota, morning. */
  why: Generated<OfferWhy | null>
}

/** A ring's timed steps: widen it, tell the admins, pass over offers left unanswered (0050). */
export type RingStep = 'widen' | 'admins' | 'no-answer' | 'no-cover' | 'morning'

/** Why an offer was made (0090). */
export type OfferWhy = 'near' | 'thin' | 'wide' | 'outer' | 'far' | 'area' | 'replaces' | 'rota' | 'morning'

/** An NGO's night rota (0090): who is woken for critical and high cases, by weekday (0 Sunday). */
export interface NgoNightWatchTable {
  id: Generated<number>
  ngo_id: number
  weekday: number
  user_id: number
  from_minute: number
  to_minute: number
}

export interface RescueRingStepsTable {
  id: Generated<number>
  rescue_id: number
  step: RingStep
  due_at: Timestamp
  fired_at: NullableTimestamp
  cancelled_at: NullableTimestamp
  created_at: Timestamp
}

export interface ResponderQuietHoursTable {
  user_id: number
  from_minute: number
  to_minute: number
}

/** A stretch of a member's duty at one position, for the coverage map (0110). */
export interface ResponderDutySpansTable {
  id: Generated<number>
  user_id: number
  lat: number
  lng: number
  started_at: TimestampWithDefault
  /** The end the duty was switched on for; null: until switched off. */
  ends_at: NullableTimestamp
  /** When it was switched off or moved; null: not yet. */
  ended_at: NullableTimestamp
}

/** When a person was last asked to join an NGO where cover is thin (0110). */
export interface CoverageNoticesTable {
  user_id: number
  sent_at: Timestamp
}

export interface DB {
  animals: AnimalsTable
  users: UsersTable
  ngos: NgosTable
  vets: VetsTable
  suppliers: SuppliersTable
  signup_attempts: SignupAttemptsTable
  auth_counters: AuthCountersTable
  login_failures: LoginFailuresTable
  email_changes: EmailChangesTable
  refresh_tokens: RefreshTokensTable
  action_tokens: ActionTokensTable
  dev_mailbox: DevMailboxTable
  app_settings: AppSettingsTable
  rescues: RescuesTable
  rescue_images: RescueImagesTable
  rescue_followers: RescueFollowersTable
  rescue_deadlines: RescueDeadlinesTable
  rescue_history: RescueHistoryTable
  rescue_actions: RescueActionsTable
  adoptions: AdoptionsTable
  adoption_history: AdoptionHistoryTable
  favourites: FavouritesTable
  animal_alerts: AnimalAlertsTable
  cache_versions: CacheVersionsTable
  notifications: NotificationsTable
  notification_preferences: NotificationPreferencesTable
  push_subscriptions: PushSubscriptionsTable
  ngo_members: NgoMembersTable
  ngo_invitations: NgoInvitationsTable
  responder_duty: ResponderDutyTable
  rescue_offers: RescueOffersTable
  rescue_ring_steps: RescueRingStepsTable
  responder_quiet_hours: ResponderQuietHoursTable
  responder_duty_spans: ResponderDutySpansTable
  coverage_notices: CoverageNoticesTable

  ngo_night_watch: NgoNightWatchTable
  sms_reports: SmsReportsTable
  sms_claim_codes: SmsClaimCodesTable
  rescue_photo_hashes: RescuePhotoHashesTable
  clinic_handovers: ClinicHandoversTable
  rescue_closures: RescueClosuresTable
  rescue_false_flags: RescueFalseFlagsTable

  lost_found_posts: LostFoundPostsTable
  lost_found_photos: LostFoundPhotosTable
  lost_found_threads: LostFoundThreadsTable
  lost_found_messages: LostFoundMessagesTable
  lost_found_tags: LostFoundTagsTable
  lost_found_tag_scans: LostFoundTagScansTable
  lost_found_search_cells: LostFoundSearchCellsTable
  lost_found_notice_days: LostFoundNoticeDaysTable
  lost_found_told: LostFoundToldTable
}

/** A reporter's or follower's answer to "Was the animal helped?" after one completion (0041). */
export interface RescueClosuresTable {
  id: Generated<number>
  rescue_id: number
  completion_id: number
  user_id: number
  helped: boolean
  note: string | null
  reopened: Generated<boolean>
  /** A follower's "still there" that the admins were told of (0076): at most one a day per case. */
  desk_told: Generated<boolean>
  created_at: TimestampWithDefault
}

/** A reported photo's perceptual hash, 64 bits (0036). */
export interface RescuePhotoHashesTable {
  id: Generated<number>
  rescue_id: number
  hash: ColumnType<string, string | bigint, string | bigint>
}

/** A case filed from an SMS (0035); details_pending until the phone's copy brings the rest. */
export interface SmsReportsTable {
  id: Generated<number>
  rescue_id: number
  sender: string
  text: string
  received_at: Date
  details_pending: Generated<boolean>
  created_at: TimestampWithDefault
}

/**
 * A signed-out phone's one-time claim code (0095, docs/sms-reports.md#signed-out): the case its
 * one SMS filed, from which sender and when, and the account that claimed it.
 */
export interface SmsClaimCodesTable {
  id: Generated<number>
  code: string
  created_at: TimestampWithDefault
  rescue_id: number | null
  sender: string | null
  used_at: Date | null
  claimed_by: number | null
  claimed_at: Date | null
}

// Row shapes the services and mappers name without reaching for Kysely themselves.
export type UserUpdate = Updateable<UsersTable>
export type NgoUpdate = Updateable<NgosTable>
export type AnimalUpdate = Updateable<AnimalsTable>
export type RescueUpdate = Updateable<RescuesTable>
export type AdoptionUpdate = Updateable<AdoptionsTable>
export type HistoryRow = Selectable<HistoryColumns>
export type NotificationRow = Selectable<NotificationsTable>

/** A responder's "looks false" on a case offered to them, with their reason (0085). */
export interface RescueFalseFlagsTable {
  id: Generated<number>
  rescue_id: number
  user_id: number
  reason: string
  created_at: TimestampWithDefault
}

// Lost and found posts (0100, docs/rules.md#lost-and-found).
export interface LostFoundPostsTable {
  id: Generated<number>
  user_id: number
  kind: LostFoundKind
  status: ColumnType<LostFoundStatus, LostFoundStatus | undefined, LostFoundStatus>
  species: Species
  sex: ColumnType<Gender, Gender | undefined, Gender>
  colours: JsonWithDefault<CoatColour[]>
  size: LostFoundSize | null
  collar: ColumnType<CollarState, CollarState | undefined, CollarState>
  collar_colour: CollarColour | null
  marks: JsonWithDefault<AnimalMark[]>
  name: string | null
  description: string | null
  /** The exact place: the poster's only. */
  lat: number
  lng: number
  /** The approximate place everyone else reads (rescues.privacy.access.ts approximatePosition). */
  approx_lat: number
  approx_lng: number
  place_source: 'gps' | 'pincode' | 'locality'
  pincode: string | null
  locality: string | null
  seen_at: Timestamp
  found_where: FoundWhere | null
  lost_post_id: number | null
  idempotency_key: string | null
  outcome: LostFoundOutcome | null
  reunited_how: ReunitedHow | null
  closed_at: NullableTimestamp
  search_party_at: NullableTimestamp
  created_at: TimestampWithDefault
  updated_at: TimestampWithDefault
}
export type LostFoundPostRow = Selectable<LostFoundPostsTable>

export interface LostFoundPhotosTable {
  id: Generated<number>
  post_id: number
  client_id: string
  url: string
  sha256: string
  /** What the photo score compares (lost-found.photo-score.ts PhotoFeatures). */
  features: Json<unknown>
  created_at: TimestampWithDefault
}

export interface LostFoundThreadsTable {
  id: Generated<number>
  post_id: number
  writer_id: number
  number: number
  reported_at: NullableTimestamp
  reported_by: number | null
  report_reason: string | null
  reported_message_id: number | null
  created_at: TimestampWithDefault
}

export interface LostFoundMessagesTable {
  id: Generated<number>
  thread_id: number
  from_owner: boolean
  text: string
  created_at: TimestampWithDefault
}

export interface LostFoundTagsTable {
  code: string
  post_id: number
  created_at: TimestampWithDefault
}

export interface LostFoundTagScansTable {
  id: Generated<number>
  code: string
  user_id: number | null
  lat: number | null
  lng: number | null
  text: string | null
  created_at: TimestampWithDefault
}

export interface LostFoundSearchCellsTable {
  post_id: number
  cell_id: number
  user_id: number
  claimed_at: TimestampWithDefault
  searched_at: NullableTimestamp
}

export interface LostFoundNoticeDaysTable {
  user_id: number
  /** The Asia/Kolkata day, YYYY-MM-DD. */
  day: string
  count: Generated<number>
}

export interface LostFoundToldTable {
  lost_post_id: number
  found_post_id: number
  created_at: TimestampWithDefault
}
