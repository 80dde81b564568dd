// The limits both sides keep (docs/rules.md#limits): constants only, apart from the rules in
// validation.ts, so a page that needs a limit does not load every form's rules at start
// (docs/rules.md#start-budget).

export const MAX_IMAGES = 5
export const MAX_IMAGE_MB = 10
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const

/**
 * The longest text a field takes (docs/rules.md#limits): the request schemas' maxLength and the
 * app's inputs both read these, so a limit is changed in one place.
 */
export const TEXT_LIMITS = {
  /** A list's search words (q, search). */
  search: 100,
  alertName: 80,
  /** A field step's note, and an NGO's decline reason. */
  stepNote: 2000,
  outcomePlace: 200,
  /** The clinic's own number for an admitted animal. */
  clinicRef: 50,
  /** A responder's "looks false" reason. */
  looksFalseReason: 500,
  closureNote: 1000,
  /** What a follower adds to a case's timeline. */
  followNote: 2000,
  /** A note on an adoption's timeline, and a rejection reason. */
  adoptionNote: 2000,
  /** The applicant's message to the owner. */
  adoptionMessage: 5000,
  /** Why an admin rejects an NGO or a clinic (its user reads it). */
  rejectReason: 1000,
} as const

/** How much of an applicant's reason an admin's card shows, in characters (the spec's limits). */
export const REASON_PREVIEW = 100

/** An Indian pincode's digits. */
export const PINCODE_DIGITS = 6
/** A pincode as typed: its digits, perhaps with one space ("400 050"; normalizePincode). */
export const PINCODE_TYPED_LENGTH = PINCODE_DIGITS + 1
/** The digits of an e-mailed code. */
export const OTP_DIGITS = 6
