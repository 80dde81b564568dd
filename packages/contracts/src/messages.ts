// The exact messages of the validation rules (docs/rules.md#validation), apart
// from the rules themselves: most screens show a message without running a rule.
import type { AnimalStatus } from './enums.ts'
import { enumLabel, type Translator } from './i18n.ts'

export const MESSAGES = {
  phone: 'validation.phone',
  passwordHeader: 'validation.passwordHeader',
  email: 'validation.email',
  website: 'validation.website',
  required: (t: Translator, label: string) => t('validation.required', { label }),
  servicesRequired: 'validation.servicesRequired',
  capacityMin: 'Maximum capacity must be at least 1',
  positionIncomplete: 'validation.positionIncomplete',
  otpDigits: 'validation.otpDigits',
  animalRequired: 'validation.animalRequired',
  ngoNotApproved: 'validation.ngoNotApproved',
  ownAnimal: 'validation.ownAnimal',
  maxImages: (current: number) =>
    `Maximum 5 images allowed. You currently have ${current} images. You can only add ${Math.max(0, 5 - current)} more.`,
  maxImagesEdit: (existing: number, added: number) =>
    `Maximum 5 images allowed. You currently have ${existing} existing and ${added} new images. You can only add ${Math.max(0, 5 - existing)} more.`,
  declineReason: 'validation.declineReason',
  invalidFileType: (allowed: readonly string[]) => `Invalid file type. Allowed: ${allowed.join(', ')}`,
  fileTooLarge: (mb: number) => `File size too large. Maximum: ${mb}MB`,
  rescueAnimalType: 'validation.rescueAnimalType',
  rescueUrgency: 'validation.rescueUrgency',
  pincode: 'validation.pincode',
  assignNgo: 'Please select an NGO to assign this rescue to.',
  assignNgoAdmin: 'Please select an NGO to assign this rescue request.',
  passwordIncorrect: 'validation.passwordIncorrect',
  lastAdmin: 'You are the only active admin. Make someone else an admin before deleting your account.',
  avatarNotImage: 'Please select an image file',
  avatarTooLarge: 'Image size should be less than 10MB',
  ngoNotAssignable: 'This NGO cannot take rescue cases. Please choose an approved, active NGO.',
  rejectionReason: 'validation.rejectionReason',
  animalNotAvailable: (t: Translator, name: string, status: AnimalStatus) =>
    t('conflict.animalNotAvailable', { name, status: enumLabel(t, 'animalStatus', status) }),
  duplicateApplication: (name: string) =>
    `You already have an open application for ${name}. You can follow it from your dashboard.`,
  anotherApproved: 'validation.anotherApproved',
  adminCannotApply: 'validation.adminCannotApply',
  passwordsDiffer: 'validation.passwordsDiffer',
  samePassword: 'validation.samePassword',
  confirmWithPassword: 'validation.confirmWithPassword',
} as const
