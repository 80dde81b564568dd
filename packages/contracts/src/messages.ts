// The exact messages of the validation rules (docs/rules.md#validation), apart
// from the rules themselves: most screens show a message without running a rule.
import type { AnimalStatus } from './enums.ts'
import { enumLabel, type Translator } from './i18n.ts'

export const MESSAGES = {
  phone: 'validation.phone',
  passwordUnmet: 'validation.passwordUnmet',
  email: 'validation.email',
  website: 'validation.website',
  required: (t: Translator, label: string) => t('validation.required', { label }),
  servicesRequired: 'validation.servicesRequired',
  capacityMin: 'validation.capacityMin',
  positionIncomplete: 'validation.positionIncomplete',
  otpDigits: 'validation.otpDigits',
  animalRequired: 'validation.animalRequired',
  ngoNotApproved: 'validation.ngoNotApproved',
  ownAnimal: 'validation.ownAnimal',
  maxImages: (t: Translator, current: number) => t('validation.maxImages', { current, left: Math.max(0, 5 - current) }),
  maxImagesEdit: (t: Translator, existing: number, added: number) =>
    t('validation.maxImagesEdit', { existing, added, left: Math.max(0, 5 - existing) }),
  declineReason: 'validation.declineReason',
  invalidFileType: (t: Translator, allowed: readonly string[]) =>
    t('validation.invalidFileType', { allowed: allowed.join(', ') }),
  fileTooLarge: (t: Translator, mb: number) => t('validation.fileTooLarge', { mb }),
  rescueAnimalType: 'validation.rescueAnimalType',
  rescueUrgency: 'validation.rescueUrgency',
  pincode: 'validation.pincode',
  assignNgo: 'validation.assignNgo',
  assignNgoAdmin: 'validation.assignNgoAdmin',
  passwordIncorrect: 'validation.passwordIncorrect',
  avatarNotImage: 'validation.avatarNotImage',
  avatarTooLarge: 'validation.avatarTooLarge',
  rejectionReason: 'validation.rejectionReason',
  animalNotAvailable: (t: Translator, name: string, status: AnimalStatus) =>
    t('conflict.animalNotAvailable', { name, status: enumLabel(t, 'animalStatus', status) }),
  /** `name` is the animal's, or null when it is gone ("this animal"). */
  duplicateApplication: (t: Translator, name: string | null) =>
    t('validation.duplicateApplication', { name: name ?? t('validation.thisAnimal') }),
  anotherApproved: 'validation.anotherApproved',
  adminCannotApply: 'validation.adminCannotApply',
  passwordsDiffer: 'validation.passwordsDiffer',
  samePassword: 'validation.samePassword',
  confirmWithPassword: 'validation.confirmWithPassword',
} as const
