import Type, { type Static } from 'typebox'
import { AGE_BAND_KEYS, ALL_ANIMAL_STATUSES, ANIMAL_STATUSES, GENDERS, ROLES, SIZES, SPECIES } from '../enums.ts'
import { MAX_IMAGES, TEXT_LIMITS } from '../limits.ts'
import { AdoptionList } from './adoptions.ts'
import { Nullable, PageMeta, PageQuery, StringEnum } from './common.ts'

export const MedicalHistory = Type.Object({
  vaccinated: Type.Optional(Type.Boolean()),
  microchipped: Type.Optional(Type.Boolean()),
  healthChecked: Type.Optional(Type.Boolean()),
  notes: Type.Optional(Type.String({ maxLength: 5000 })),
})
export type MedicalHistory = Static<typeof MedicalHistory>

export const Animal = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  species: Type.String(),
  breed: Nullable(Type.String()),
  /** Whole months. */
  age: Nullable(Type.Integer()),
  gender: StringEnum(GENDERS),
  size: StringEnum(SIZES),
  weight: Nullable(Type.Number()),
  color: Nullable(Type.String()),
  description: Nullable(Type.String()),
  specialNeeds: Nullable(Type.String()),
  spayedNeutered: Type.Boolean(),
  city: Nullable(Type.String()),
  location: Nullable(Type.String()),
  personality: Type.Array(Type.String()),
  medicalHistory: MedicalHistory,
  /** Public URLs of the large photos; each has a thumbnail (see thumbnailUrl). */
  images: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
  status: StringEnum(ALL_ANIMAL_STATUSES),
  shelterId: Type.Integer(),
  shelter: Type.Object({ firstName: Type.String(), lastName: Type.String(), role: StringEnum(ROLES) }),
  /** "ngo" when listed by an NGO (its name in shelter), otherwise "private". */
  ownerType: Type.String(),
  metadata: Type.Object({ rehomingReason: Type.Optional(Type.String()) }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  deletedAt: Nullable(Type.String()),
})
export type Animal = Static<typeof Animal>

export const AnimalList = Type.Object({ animals: Type.Array(Animal), meta: PageMeta })
export type AnimalList = Static<typeof AnimalList>

export const AnimalListQuery = Type.Object(
  {
    ...PageQuery,
    search: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.search })),
    species: Type.Optional(StringEnum(SPECIES)),
    breed: Type.Optional(Type.String({ maxLength: 100 })),
    gender: Type.Optional(StringEnum(GENDERS)),
    size: Type.Optional(StringEnum(SIZES)),
    age: Type.Optional(StringEnum(AGE_BAND_KEYS as readonly string[])),
    city: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(StringEnum(ALL_ANIMAL_STATUSES)),
    sortBy: Type.Optional(StringEnum(['createdAt', 'name', 'age'] as const)),
    owner: Type.Optional(Type.Literal('me')),
    includeDeleted: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type AnimalListQuery = Static<typeof AnimalListQuery>

const animalFields = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  species: StringEnum(SPECIES),
  breed: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  age: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 600 }))),
  gender: Type.Optional(StringEnum(GENDERS)),
  size: StringEnum(SIZES),
  weight: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 2000 }))),
  color: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  description: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
  specialNeeds: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  spayedNeutered: Type.Optional(Type.Boolean()),
  city: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  location: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
  personality: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 12 })),
  medicalHistory: Type.Optional(MedicalHistory),
  tags: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10 })),
  metadata: Type.Optional(
    Type.Object({ rehomingReason: Type.Optional(Type.String({ maxLength: 1000 })) }, { additionalProperties: false }),
  ),
}

/** POST /animals (JSON; multipart sends the same fields as text). No status, no shelterId. */
export const AnimalCreateBody = Type.Object(animalFields, { additionalProperties: false })
export type AnimalCreateBody = Static<typeof AnimalCreateBody>

/** PUT /animals/:id: any subset of the fields, or just { status }. */
export const AnimalUpdateBody = Type.Partial(
  Type.Object({ ...animalFields, status: StringEnum(ANIMAL_STATUSES) }),
  // Type.Partial drops the object's options: restate it so shelterId & co. stay refused.
  { additionalProperties: false },
)
export type AnimalUpdateBody = Partial<AnimalCreateBody> & { status?: (typeof ANIMAL_STATUSES)[number] }

/**
 * PUT /animals/admin/:id: any field, any status ("deleted" soft-deletes, another status on a
 * deleted animal restores it), and the images list (reorder or drop stored photos; new photos
 * go through POST /animals/:id/images).
 */
export const AnimalAdminUpdateBody = Type.Partial(
  Type.Object({
    ...animalFields,
    status: StringEnum(ALL_ANIMAL_STATUSES),
    images: Type.Array(Type.String({ maxLength: 500 }), { maxItems: MAX_IMAGES }),
  }),
  { additionalProperties: false },
)
export type AnimalAdminUpdateBody = Omit<AnimalUpdateBody, 'status'> & {
  status?: (typeof ALL_ANIMAL_STATUSES)[number]
  images?: string[]
}

export const AnimalImageParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  /** 0-based position in the animal's images. */
  index: Type.Integer({ minimum: 0, maximum: 100 }),
})

export const ImageUrls = Type.Object({ urls: Type.Array(Type.String()) })

/** GET /animals/cities: the cities that have animals, for the browse filter. */
export const AnimalCities = Type.Object({ cities: Type.Array(Type.String()) })
export type AnimalCities = Static<typeof AnimalCities>

/** GET /animals/:id/adoptions: the animal's applications, newest first (owner and admins). */
export const AnimalAdoptionList = AdoptionList
