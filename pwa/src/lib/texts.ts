// Screen texts of the error catalogue and confirmations (spec part 1 sections 4, 5 and 8),
// kept in one place so screens and end-to-end tests agree. Validation messages shared with
// the API live in @paws/contracts (MESSAGES).
import { PRODUCT_NAME, tr } from '@paws/contracts'

export const TEXT = {
  get loginFailed() {
    return tr('text.loginFailed', 'Login failed')
  },
  get registrationFailed() {
    return tr('text.registrationFailed', 'Registration failed')
  },
  get ngoRegistrationFailed() {
    return tr('text.ngoRegistrationFailed', 'Registration failed. Please try again.')
  },
  get otpFailed() {
    return tr('text.otpFailed', 'OTP verification failed')
  },
  get resendFailed() {
    return tr('text.resendFailed', 'Failed to resend OTP')
  },
  get animalsLoadFailed() {
    return tr('text.animalsLoadFailed', 'Failed to load animals. Please try again.')
  },
  get featuredEmpty() {
    return tr(
      'text.featuredEmpty',
      'No animals available for adoption at the moment. Check back soon for new furry friends looking for homes!',
    )
  },
  get detailLoadFailed() {
    return tr('text.detailLoadFailed', 'Failed to load animal details')
  },
  get editLoadFailed() {
    return tr('text.editLoadFailed', 'Failed to load animal details. Please try again.')
  },
  get noAnimalId() {
    return tr('text.noAnimalId', 'No animal ID provided')
  },
  get animalNotFound() {
    return tr('text.animalNotFound', 'Animal not found')
  },
  get adoptionFailed() {
    return tr('text.adoptionFailed', 'Failed to submit adoption application. Please try again.')
  },
  get deleteFailed() {
    return tr('text.deleteFailed', 'Failed to delete animal. Please try again.')
  },
  get deleted() {
    return tr('text.deleted', 'Animal listing deleted successfully!')
  },
  get statusFailed() {
    return tr('text.statusFailed', 'Failed to update status. Please try again.')
  },
  statusUpdated: (status: string) =>
    tr('text.statusUpdated', `Animal status updated to "${status}" successfully!`, { status }),
  get imageDeleteFailed() {
    return tr('text.imageDeleteFailed', 'Failed to delete image. Please try again.')
  },
  get updateFailed() {
    return tr('text.updateFailed', 'Failed to update animal. Please try again.')
  },
  get imagesPartlyFailed() {
    return tr('text.imagesPartlyFailed', 'Animal updated but some images failed to upload.')
  },
  get createFailed() {
    return tr('text.createFailed', 'Failed to add animal. Please try again.')
  },
  get imageProcessingFailed() {
    return tr('text.imageProcessingFailed', 'Failed to process images. Please try again.')
  },
  get linkCopied() {
    return tr('text.linkCopied', 'Link copied to clipboard!')
  },
  get newsletterDone() {
    return tr('text.newsletterDone', 'Successfully subscribed to newsletter!')
  },
  get newsletterFailed() {
    return tr('text.newsletterFailed', 'Failed to subscribe. Please try again.')
  },
  get verified() {
    return tr('text.verified', 'Account verified successfully!')
  },
  get ngoVerified() {
    return tr('text.ngoVerified', 'NGO account verified successfully! Your application is pending admin approval.')
  },
  get welcome() {
    return tr('text.welcome', `Welcome to ${PRODUCT_NAME}! We're glad you're here.`)
  },
  get ngoRegistered() {
    return tr('text.ngoRegistered', 'NGO registration successful! Please login to continue.')
  },
  get longSave() {
    return tr('text.longSave', 'Saving can take up to 2 minutes on a slow connection. Please keep this page open.')
  },
} as const
