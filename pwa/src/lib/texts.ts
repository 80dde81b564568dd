import { t } from '../i18n/index.ts'

export const TEXT = {
  get loginFailed() {
    return t('text.loginFailed')
  },
  get registrationFailed() {
    return t('text.registrationFailed')
  },
  get ngoRegistrationFailed() {
    return t('text.ngoRegistrationFailed')
  },
  get otpFailed() {
    return t('text.otpFailed')
  },
  get resendFailed() {
    return t('text.resendFailed')
  },
  get animalsLoadFailed() {
    return t('text.animalsLoadFailed')
  },
  get featuredEmpty() {
    return t('text.featuredEmpty')
  },
  get detailLoadFailed() {
    return t('text.detailLoadFailed')
  },
  get editLoadFailed() {
    return t('text.editLoadFailed')
  },
  get noAnimalId() {
    return t('text.noAnimalId')
  },
  get animalNotFound() {
    return t('text.animalNotFound')
  },
  get adoptionFailed() {
    return t('text.adoptionFailed')
  },
  get deleteFailed() {
    return t('text.deleteFailed')
  },
  get deleted() {
    return t('text.deleted')
  },
  get statusFailed() {
    return t('text.statusFailed')
  },
  statusUpdated: (status: string) => t('text.statusUpdated', { status }),
  get imageDeleteFailed() {
    return t('text.imageDeleteFailed')
  },
  get updateFailed() {
    return t('text.updateFailed')
  },
  get imagesPartlyFailed() {
    return t('text.imagesPartlyFailed')
  },
  get createFailed() {
    return t('text.createFailed')
  },
  get imageProcessingFailed() {
    return t('text.imageProcessingFailed')
  },
  get linkCopied() {
    return t('text.linkCopied')
  },
  get newsletterDone() {
    return t('text.newsletterDone')
  },
  get newsletterFailed() {
    return t('text.newsletterFailed')
  },
  get verified() {
    return t('text.verified')
  },
  get ngoVerified() {
    return t('text.ngoVerified')
  },
  get welcome() {
    return t('text.welcome')
  },
  get ngoRegistered() {
    return t('text.ngoRegistered')
  },
  get longSave() {
    return t('text.longSave')
  },
} as const
