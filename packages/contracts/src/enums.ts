// Every enum of the product, defined once. The API validates against these lists and the
// PWA builds its menus, filters and badges from them.

export const ROLES = ['adopter', 'ngo', 'admin', 'vet', 'shelter', 'supplier'] as const
export type Role = (typeof ROLES)[number]

/** Roles that may list an animal (an NGO only once approved). */
export const LISTING_ROLES = ['ngo', 'shelter', 'adopter'] as const satisfies readonly Role[]

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number]

export const NGO_SERVICES = [
  'rescue',
  'shelter',
  'adoption',
  'medical_treatment',
  'rehabilitation',
  'education',
] as const
export type NgoService = (typeof NGO_SERVICES)[number]

export const SPECIES = [
  'dog',
  'cat',
  'bird',
  'rabbit',
  'hamster',
  'guinea pig',
  'ferret',
  'reptile',
  'fish',
  'horse',
  'goat',
  'pig',
  'other',
] as const
export type Species = (typeof SPECIES)[number]

export const GENDERS = ['male', 'female', 'unknown'] as const
export type Gender = (typeof GENDERS)[number]

export const SIZES = ['small', 'medium', 'large', 'extra_large'] as const
export type Size = (typeof SIZES)[number]

/** Statuses an owner may set. `deleted` is only reached by deleting (soft delete). */
export const ANIMAL_STATUSES = ['available', 'pending', 'adopted', 'medical_hold', 'unavailable'] as const
export type AnimalStatus = (typeof ANIMAL_STATUSES)[number] | 'deleted'
export const ALL_ANIMAL_STATUSES = [...ANIMAL_STATUSES, 'deleted'] as const

export const PERSONALITY_TRAITS = [
  'friendly',
  'playful',
  'calm',
  'energetic',
  'loyal',
  'affectionate',
  'independent',
  'gentle',
  'curious',
  'protective',
  'social',
  'quiet',
] as const
export type PersonalityTrait = (typeof PERSONALITY_TRAITS)[number]

/** Age bands of the browse filter, on age in whole months: [min, max) . */
export const AGE_BANDS = {
  puppy: { label: 'Puppy (0-1 year)', min: 0, max: 12 },
  young: { label: 'Young (1-3 years)', min: 12, max: 36 },
  adult: { label: 'Adult (3-7 years)', min: 36, max: 84 },
  senior: { label: 'Senior (7+ years)', min: 84, max: null },
} as const
export type AgeBand = keyof typeof AGE_BANDS
export const AGE_BAND_KEYS = Object.keys(AGE_BANDS) as AgeBand[]

export const BREED_SUGGESTIONS: Partial<Record<Species, readonly string[]>> = {
  dog: [
    'Indian Pariah',
    'Labrador Retriever',
    'German Shepherd',
    'Golden Retriever',
    'Beagle',
    'Pug',
    'Rottweiler',
    'Shih Tzu',
    'Dachshund',
    'Boxer',
    'Doberman',
    'Pomeranian',
    'Mixed Breed',
    'Unknown',
  ],
  cat: [
    'Indian Domestic',
    'Persian',
    'Siamese',
    'Maine Coon',
    'Bengal',
    'British Shorthair',
    'Ragdoll',
    'Himalayan',
    'Mixed Breed',
    'Unknown',
  ],
  bird: ['Parrot', 'Budgerigar', 'Cockatiel', 'Lovebird', 'Pigeon', 'Myna', 'Mixed Breed', 'Unknown'],
  rabbit: ['Holland Lop', 'Netherland Dwarf', 'Lionhead', 'Rex', 'Flemish Giant', 'Mixed Breed', 'Unknown'],
  other: ['Mixed Breed', 'Unknown', 'Domestic', 'Not Applicable'],
}
export const BREED_SUGGESTION_CAP = 10

export const RESCUE_STATUSES = [
  'pending',
  'assigned',
  'accepted',
  'in_progress',
  'rescued',
  'completed',
  'declined',
  'cancelled',
] as const
export type RescueStatus = (typeof RESCUE_STATUSES)[number]

export const URGENCIES = ['critical', 'high', 'medium', 'low'] as const
export type Urgency = (typeof URGENCIES)[number]

export const RESCUE_ANIMAL_TYPES = ['dog', 'cat', 'bird', 'cow', 'other'] as const
export type RescueAnimalType = (typeof RESCUE_ANIMAL_TYPES)[number]

/**
 * What became of the animal when a case is completed: treated where found and left in its
 * area, taken to a clinic or shelter (which: outcomePlace), admitted for treatment, released
 * back after treatment, died, not found at the place, fostered or adopted.
 */
export const RESCUE_OUTCOMES = [
  'treated_on_site',
  'taken_to_clinic',
  'admitted',
  'released_after_treatment',
  'died',
  'not_found',
  'fostered_adopted',
] as const
export type RescueOutcome = (typeof RESCUE_OUTCOMES)[number]

/** What a clinic says of an animal it admitted (docs/rules.md#clinics). */
export const CLINIC_ANIMAL_STATES = ['under_treatment', 'ready_to_return', 'died'] as const
export type ClinicAnimalState = (typeof CLINIC_ANIMAL_STATES)[number]

/** Where a hand-over to a clinic stands: on its way, admitted, refused, or replaced by another. */
export const HANDOVER_STATES = ['coming', 'admitted', 'refused', 'withdrawn'] as const
export type HandoverState = (typeof HANDOVER_STATES)[number]

export const INJURIES = ['none_visible', 'minor_wounds', 'severe_injuries', 'broken_bones', 'burns', 'unknown'] as const
export type Injury = (typeof INJURIES)[number]

export const MOBILITY = ['can_walk', 'limping', 'cannot_move'] as const
export type Mobility = (typeof MOBILITY)[number]

export const ADOPTION_STATUSES = [
  'pending',
  'under_review',
  'approved',
  'paperwork_pending',
  'home_visit_scheduled',
  'home_visit_completed',
  'ready_for_pickup',
  'in_transit',
  'trial_period',
  'completed',
  'rejected',
  'cancelled',
  'returned',
] as const
export type AdoptionStatus = (typeof ADOPTION_STATUSES)[number]

export const NOTIFICATION_TYPES = ['adoption', 'rescue', 'general', 'appointment', 'system'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/** Extra condition fields of the rescue wizard (docs/screens.md, step 3). */
export const CONSCIOUSNESS = ['alert', 'drowsy', 'unconscious', 'unknown'] as const
export type Consciousness = (typeof CONSCIOUSNESS)[number]

export const BLEEDING = ['none', 'minor', 'heavy', 'unknown'] as const
export type Bleeding = (typeof BLEEDING)[number]

export const BREATHING = ['normal', 'laboured', 'not_breathing', 'unknown'] as const
export type Breathing = (typeof BREATHING)[number]

export const NOTIFICATION_FILTERS = ['all', 'unread', 'read'] as const
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number]

/** Lost and found posts (docs/rules.md#lost-and-found): a lost animal, a found one, a sighting of a lost one. */
export const LOST_FOUND_KINDS = ['lost', 'found', 'sighting'] as const
export type LostFoundKind = (typeof LOST_FOUND_KINDS)[number]

/** The fixed set of coat colours a post picks from (several at once: "brown and white"). */
export const COAT_COLOURS = [
  'black',
  'white',
  'brown',
  'tan',
  'grey',
  'golden',
  'ginger',
  'cream',
  'spotted',
  'striped',
] as const
export type CoatColour = (typeof COAT_COLOURS)[number]

/** A lost or found animal's size (labels: enum.size). */
export const LOST_FOUND_SIZES = ['small', 'medium', 'large'] as const satisfies readonly Size[]
export type LostFoundSize = (typeof LOST_FOUND_SIZES)[number]

/** Whether the animal wears a collar: "unknown" when the poster cannot say (a collar may slip off). */
export const COLLAR_STATES = ['yes', 'no', 'unknown'] as const
export type CollarState = (typeof COLLAR_STATES)[number]

export const COLLAR_COLOURS = [
  'red',
  'blue',
  'green',
  'yellow',
  'orange',
  'pink',
  'purple',
  'black',
  'white',
  'brown',
  'other',
] as const
export type CollarColour = (typeof COLLAR_COLOURS)[number]

/** Marks that tell one animal from another; the notch is a sterilised community animal's ear cut. */
export const ANIMAL_MARKS = [
  'ear-notch',
  'ear-tag',
  'scar',
  'limp',
  'missing-limb',
  'one-eye',
  'short-tail',
  'skin-patch',
] as const
export type AnimalMark = (typeof ANIMAL_MARKS)[number]

/** Where a found animal is now. */
export const FOUND_WHERE = ['with-me', 'left-there', 'at-clinic', 'at-ngo'] as const
export type FoundWhere = (typeof FOUND_WHERE)[number]

export const LOST_FOUND_STATUSES = ['open', 'closed'] as const
export type LostFoundStatus = (typeof LOST_FOUND_STATUSES)[number]

/** How a post ends: back with its people, still lost after LOST_POST_OPEN_DAYS, or given a new home. */
export const LOST_FOUND_OUTCOMES = ['reunited', 'still-lost', 'rehomed'] as const
export type LostFoundOutcome = (typeof LOST_FOUND_OUTCOMES)[number]

/** What brought a reunion about. */
export const REUNITED_HOW = ['match', 'tag', 'sighting', 'other'] as const
export type ReunitedHow = (typeof REUNITED_HOW)[number]

/** A search-party cell: nobody on it yet, someone looking, or looked through. */
export const SEARCH_CELL_STATES = ['free', 'claimed', 'searched'] as const
export type SearchCellState = (typeof SEARCH_CELL_STATES)[number]

/** What a saved alert follows: newly listed animals, or new lost or found posts near a place. */
export const ALERT_KINDS = ['animals', 'lost', 'found'] as const
export type AlertKind = (typeof ALERT_KINDS)[number]
