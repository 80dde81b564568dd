import { MESSAGES, tr } from '@paws/contracts'

// Texts of the profile screen (spec part 2 sections 2 and 8), shared with the end-to-end test.
export const PROFILE_TEXT = {
  get title() {
    return tr('profileText.title', 'Profile Settings')
  },
  get loggedOut() {
    return tr('profileText.loggedOut', 'Please log in to view your profile')
  },
  get saved() {
    return tr('profileText.saved', 'Profile updated successfully!')
  },
  get saveFailed() {
    return tr('profileText.saveFailed', 'Failed to update profile. Please try again.')
  },
  get noChanges() {
    return tr('profileText.noChanges', 'There are no changes to save.')
  },
  get uploadFailed() {
    return tr('profileText.uploadFailed', 'Failed to upload image. Please try again.')
  },
  get deleteImageFailed() {
    return tr('profileText.deleteImageFailed', 'Failed to delete profile image. Please try again.')
  },
  get imageUploaded() {
    return tr('profileText.imageUploaded', 'Profile photo updated!')
  },
  get imageDeleted() {
    return tr('profileText.imageDeleted', 'Profile photo removed.')
  },
  passwordsDiffer: MESSAGES.passwordsDiffer,
  samePassword: MESSAGES.samePassword,
  get passwordChanged() {
    return tr('profileText.passwordChanged', 'Password changed. Other devices have been signed out.')
  },
  get passwordFailed() {
    return tr('profileText.passwordFailed', 'Failed to change password. Please try again.')
  },
  get deleteFailed() {
    return tr('profileText.deleteFailed', 'Failed to delete account. Please try again.')
  },
  get goodbye() {
    return tr('profileText.goodbye', 'Your account has been deleted.')
  },
  get savedEmailPending() {
    return tr('profileText.savedEmailPending', 'Saved. Your new e-mail needs the code we sent to it.')
  },
  get emailNeedsPassword() {
    return tr('profileText.emailNeedsPassword', 'To change your e-mail, enter your current password.')
  },
  emailCodeSent: (email: string) =>
    tr(
      'profileText.emailCodeSent',
      `We sent a 6-digit code to ${email}. Enter it here to finish changing your e-mail; until then your old e-mail stays.`,
      { email },
    ),
  get emailCodeDigits() {
    return tr('profileText.emailCodeDigits', 'Please enter the 6 digits from the e-mail')
  },
  get emailChanged() {
    return tr('profileText.emailChanged', 'Your e-mail address has been changed.')
  },
  get goodbyeDetail() {
    return tr('profileText.goodbyeDetail', 'We are sorry to see you go. Thank you for being part of Mumbai Paws.')
  },
} as const
