import { t } from '../../i18n/index.ts'

// Texts of the profile screen (docs/screens.md and docs/rules.md#error-messages), shared with the
// end-to-end test.
export const PROFILE_TEXT = {
  get title() {
    return t('profileText.title')
  },
  get loggedOut() {
    return t('profileText.loggedOut')
  },
  get saved() {
    return t('profileText.saved')
  },
  get saveFailed() {
    return t('profileText.saveFailed')
  },
  get noChanges() {
    return t('profileText.noChanges')
  },
  get uploadFailed() {
    return t('profileText.uploadFailed')
  },
  get deleteImageFailed() {
    return t('profileText.deleteImageFailed')
  },
  get imageUploaded() {
    return t('profileText.imageUploaded')
  },
  get imageDeleted() {
    return t('profileText.imageDeleted')
  },
  get passwordChanged() {
    return t('profileText.passwordChanged')
  },
  get passwordFailed() {
    return t('profileText.passwordFailed')
  },
  get deleteFailed() {
    return t('profileText.deleteFailed')
  },
  get goodbye() {
    return t('profileText.goodbye')
  },
  get savedEmailPending() {
    return t('profileText.savedEmailPending')
  },
  get emailNeedsPassword() {
    return t('profileText.emailNeedsPassword')
  },
  emailCodeSent: (email: string) => t('profileText.emailCodeSent', { email }),
  get emailCodeDigits() {
    return t('profileText.emailCodeDigits')
  },
  get emailChanged() {
    return t('profileText.emailChanged')
  },
  get goodbyeDetail() {
    return t('profileText.goodbyeDetail')
  },
} as const
