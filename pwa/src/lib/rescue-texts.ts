// Screen texts of the rescue, dashboard and outbox screens (docs/screens.md and
// docs/rules.md#error-messages, docs/rules.md#offline-reports), kept in one place so screens and
// end-to-end tests agree.
// Validation messages shared with the API live in @paws/contracts (MESSAGES).
import { formatDistance, HELPLINE_PHONE } from '@paws/contracts'
import { reportSentText } from './shell-texts.ts'
import { t } from '../i18n/index.ts'

export const RESCUE_TEXT = {
  /** A report kept in the outbox (offline, or the server could not take it yet), under "Saved on this phone". */
  get savedOfflineText() {
    return t('rescueText.savedOfflineText')
  },
  get hero() {
    return t('rescueText.hero')
  },
  get loginToReport() {
    return t('rescueText.loginToReport')
  },
  get loginToView() {
    return t('rescueText.loginToView')
  },
  get ngoRestriction() {
    return t('rescueText.ngoRestriction')
  },
  get ngoRestrictionText() {
    return t('rescueText.ngoRestrictionText')
  },
  get ngoListTitle() {
    return t('rescueText.ngoListTitle')
  },
  get ngoListEmpty() {
    return t('rescueText.ngoListEmpty')
  },
  get ngoListEmptyText() {
    return t('rescueText.ngoListEmptyText')
  },
  get listFailed() {
    return t('rescueText.listFailed')
  },
  get longSubmit() {
    return t('rescueText.longSubmit')
  },
  get submitted() {
    return t('rescueText.submitted')
  },
  get submittedText() {
    return t('rescueText.submittedText')
  },
  get submitFailed() {
    return t('rescueText.submitFailed')
  },
  get submitFailedText() {
    return t('rescueText.submitFailedText')
  },
  get savedOffline() {
    return t('rescueText.savedOffline')
  },
  get callNow() {
    return t('rescueText.callNow')
  },
  reportSent: reportSentText,
  get listOffline() {
    return t('rescueText.listOffline')
  },
  get signInToSend() {
    return t('rescueText.signInToSend')
  },
  get draftRestored() {
    return t('rescueText.draftRestored')
  },
  get hotline() {
    return t('rescueText.hotline', { phone: HELPLINE_PHONE })
  },

  get noId() {
    return t('rescueText.noId')
  },
  get notFound() {
    return t('rescueText.notFound')
  },
  get loading() {
    return t('rescueText.loading')
  },
  loadFailed: (message: string) => t('rescueText.loadFailed', { message }),
  get updated() {
    return t('rescueText.updated')
  },
  get updateFailed() {
    return t('rescueText.updateFailed')
  },
  get photosPartlyFailed() {
    return t('rescueText.photosPartlyFailed')
  },
  get imageDeleteFailed() {
    return t('rescueText.imageDeleteFailed')
  },
  get cancelled() {
    return t('rescueText.cancelled')
  },
  get cancelFailed() {
    return t('rescueText.cancelFailed')
  },
  get statusUpdated() {
    return t('rescueText.statusUpdated')
  },
  statusFailed: (message: string) => t('rescueText.statusFailed', { message }),
  get accepted() {
    return t('rescueText.accepted')
  },
  acceptFailed: (message: string) => t('rescueText.acceptFailed', { message }),
  get declined() {
    return t('rescueText.declined')
  },
  declineFailed: (message: string) => t('rescueText.declineFailed', { message }),
  assigned: (ngo: string) => t('rescueText.assigned', { ngo }),
  get assignFailed() {
    return t('rescueText.assignFailed')
  },
  get noNgos() {
    return t('rescueText.noNgos')
  },
  get ngosFailed() {
    return t('rescueText.ngosFailed')
  },
  get completedLocked() {
    return t('rescueText.completedLocked')
  },
  get dashboardLogin() {
    return t('rescueText.dashboardLogin')
  },
  get dashboardLoading() {
    return t('rescueText.dashboardLoading')
  },
  get dashboardFailed() {
    return t('rescueText.dashboardFailed')
  },
  get offline() {
    return t('rescueText.offline')
  },
  /** The offline banner for an NGO: its cases and updates work without a signal. */
  get offlineNgo() {
    return t('rescueText.offlineNgo')
  },
  get noAssigned() {
    return t('rescueText.noAssigned')
  },
  get noRescues() {
    return t('rescueText.noRescues')
  },
  get noAnimals() {
    return t('rescueText.noAnimals')
  },
} as const

/** GPS messages of the report form (docs/rules.md#offline-reports). */
export const GPS_TEXT = {
  get button() {
    return t('gps.button')
  },
  get finding() {
    return t('gps.finding')
  },
  get unsupported() {
    return t('gps.unsupported')
  },
  get denied() {
    return t('gps.denied')
  },
  get unavailable() {
    return t('gps.unavailable')
  },
  get timeout() {
    return t('gps.timeout')
  },
  captured: (lat: number, lng: number, accuracy: number | null) => {
    const at = `${lat.toFixed(5)}, ${lng.toFixed(5)}`
    return accuracy !== null
      ? t('gps.capturedAccuracy', {
          at,
          distance: formatDistance(t, accuracy),
        })
      : t('gps.captured', { at })
  },
} as const
