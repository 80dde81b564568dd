// The exact messages of the validation rules (docs/rules.md#validation), apart
// from the rules themselves: most screens show a message without running a rule.
import type { AnimalStatus } from './enums.ts'
import { enumLabel, type Translator } from './i18n.ts'

export const MESSAGES = {
  phone: 'Phone number must be exactly 10 digits',
  passwordHeader: 'Password requirements not met:',
  email: 'Please enter a valid email address',
  website: 'Please enter a valid URL (starting with http:// or https://)',
  required: (t: Translator, label: string) => t('validation.required', { label }),
  servicesRequired: 'Please select at least one service',
  capacityMin: 'Maximum capacity must be at least 1',
  positionIncomplete: 'A position needs both its latitude and its longitude',
  otpDigits: 'Please enter all 6 digits',
  animalRequired: 'Please fill in all required fields (Name, Species, Size)',
  ngoNotApproved: 'NGO verification required. Please wait for admin approval before listing animals.',
  ownAnimal: 'You cannot adopt your own animal listing!',
  maxImages: (current: number) =>
    `Maximum 5 images allowed. You currently have ${current} images. You can only add ${Math.max(0, 5 - current)} more.`,
  maxImagesEdit: (existing: number, added: number) =>
    `Maximum 5 images allowed. You currently have ${existing} existing and ${added} new images. You can only add ${Math.max(0, 5 - existing)} more.`,
  declineReason: 'Please provide a reason for declining this rescue request.',
  invalidFileType: (allowed: readonly string[]) => `Invalid file type. Allowed: ${allowed.join(', ')}`,
  fileTooLarge: (mb: number) => `File size too large. Maximum: ${mb}MB`,
  rescueAnimalType: 'Please select the type of animal',
  rescueUrgency: 'Please select how urgent this is',
  pincode: 'Pincode must be 6 digits',
  assignNgo: 'Please select an NGO to assign this rescue to.',
  assignNgoAdmin: 'Please select an NGO to assign this rescue request.',
  passwordIncorrect: 'Password is incorrect',
  lastAdmin: 'You are the only active admin. Make someone else an admin before deleting your account.',
  avatarNotImage: 'Please select an image file',
  avatarTooLarge: 'Image size should be less than 10MB',
  ngoNotAssignable: 'This NGO cannot take rescue cases. Please choose an approved, active NGO.',
  rejectionReason: 'Please provide a reason for rejecting this application.',
  animalNotAvailable: (t: Translator, name: string, status: AnimalStatus) =>
    t('conflict.animalNotAvailable', { name, status: enumLabel(t, 'animalStatus', status) }),
  duplicateApplication: (name: string) =>
    `You already have an open application for ${name}. You can follow it from your dashboard.`,
  anotherApproved: 'Another application for this animal is already approved',
  adminCannotApply: 'Admin accounts cannot apply to adopt animals.',
  passwordsDiffer: 'Passwords do not match',
  samePassword: 'The new password must be different from the current one',
  confirmWithPassword: 'Please enter your password to confirm',
} as const
