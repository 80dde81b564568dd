// Screen texts of the error catalogue and confirmations (spec part 1 sections 4, 5 and 8),
// kept in one place so screens and end-to-end tests agree. Validation messages shared with
// the API live in @paws/contracts (MESSAGES).
import { PRODUCT_NAME } from '@paws/contracts'

export const TEXT = {
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  ngoRegistrationFailed: 'Registration failed. Please try again.',
  otpFailed: 'OTP verification failed',
  resendFailed: 'Failed to resend OTP',
  animalsLoadFailed: 'Failed to load animals. Please try again.',
  featuredEmpty:
    'No animals available for adoption at the moment. Check back soon for new furry friends looking for homes!',
  detailLoadFailed: 'Failed to load animal details',
  editLoadFailed: 'Failed to load animal details. Please try again.',
  noAnimalId: 'No animal ID provided',
  animalNotFound: 'Animal not found',
  adoptionFailed: 'Failed to submit adoption application. Please try again.',
  deleteFailed: 'Failed to delete animal. Please try again.',
  deleted: 'Animal listing deleted successfully!',
  statusFailed: 'Failed to update status. Please try again.',
  statusUpdated: (status: string) => `Animal status updated to "${status}" successfully!`,
  imageDeleteFailed: 'Failed to delete image. Please try again.',
  updateFailed: 'Failed to update animal. Please try again.',
  imagesPartlyFailed: 'Animal updated but some images failed to upload.',
  createFailed: 'Failed to add animal. Please try again.',
  imageProcessingFailed: 'Failed to process images. Please try again.',
  linkCopied: 'Link copied to clipboard!',
  newsletterDone: 'Successfully subscribed to newsletter!',
  newsletterFailed: 'Failed to subscribe. Please try again.',
  verified: 'Account verified successfully!',
  ngoVerified: 'NGO account verified successfully! Your application is pending admin approval.',
  welcome: `Welcome to ${PRODUCT_NAME}! We're glad you're here.`,
  ngoRegistered: 'NGO registration successful! Please login to continue.',
  longSave: 'Saving can take up to 2 minutes on a slow connection. Please keep this page open.',
} as const

/** The notice of a session that ended on its own (SessionEndedNotice). */
export const SESSION_ENDED_NOTICE = 'Signed out: sign in again to see your cases.'
