import { MESSAGES } from '@paws/contracts'

// Texts of the profile screen (spec part 2 sections 2 and 8), shared with the end-to-end test.
export const PROFILE_TEXT = {
  title: 'Profile Settings',
  loggedOut: 'Please log in to view your profile',
  saved: 'Profile updated successfully!',
  saveFailed: 'Failed to update profile. Please try again.',
  noChanges: 'There are no changes to save.',
  uploadFailed: 'Failed to upload image. Please try again.',
  deleteImageFailed: 'Failed to delete profile image. Please try again.',
  imageUploaded: 'Profile photo updated!',
  imageDeleted: 'Profile photo removed.',
  passwordsDiffer: MESSAGES.passwordsDiffer,
  samePassword: MESSAGES.samePassword,
  passwordChanged: 'Password changed. Other devices have been signed out.',
  passwordFailed: 'Failed to change password. Please try again.',
  deleteFailed: 'Failed to delete account. Please try again.',
  goodbye: 'Your account has been deleted.',
  savedEmailPending: 'Saved. Your new e-mail needs the code we sent to it.',
  emailNeedsPassword: 'To change your e-mail, enter your current password.',
  emailCodeSent: (email: string) =>
    `We sent a 6-digit code to ${email}. Enter it here to finish changing your e-mail; until then your old e-mail stays.`,
  emailCodeDigits: 'Please enter the 6 digits from the e-mail',
  emailChanged: 'Your e-mail address has been changed.',
  goodbyeDetail: 'We are sorry to see you go. Thank you for being part of Mumbai Paws.',
} as const
