// Screen texts of the adoption landing, the application page and the dashboard's adoption
// tabs (docs/screens.md and docs/rules.md#error-messages), kept in one place so screens and
// end-to-end tests agree.
import { type AdoptionStatus, enumLabel } from '@paws/contracts'
import { t } from '../i18n/index.ts'

export const ADOPTION_TEXT = {
  get hero() {
    return t('adoptionText.hero')
  },
  get listTitle() {
    return t('adoptionText.listTitle')
  },
  get listLoading() {
    return t('adoptionText.listLoading')
  },
  get listFailed() {
    return t('adoptionText.listFailed')
  },
  get listEmpty() {
    return t('adoptionText.listEmpty')
  },
  get listEmptyText() {
    return t('adoptionText.listEmptyText')
  },
  get browsePets() {
    return t('adoptionText.browsePets')
  },

  get loginToView() {
    return t('adoptionText.loginToView')
  },
  get loading() {
    return t('adoptionText.loading')
  },
  get loadFailed() {
    return t('adoptionText.loadFailed')
  },
  get notFound() {
    return t('adoptionText.notFound')
  },
  get back() {
    return t('adoptionText.back')
  },

  moved: (id: number, status: AdoptionStatus) =>
    t('adoptionText.moved', {
      id,
      status: enumLabel(t, 'adoptionStatus', status),
    }),
  moveFailed: (message: string) => t('adoptionText.moveFailed', { message }),
  get tryAgain() {
    return t('adoptionText.tryAgain')
  },
  get cancelTitle() {
    return t('adoptionText.cancelTitle')
  },
  get cancelText() {
    return t('adoptionText.cancelText')
  },
  get cancelled() {
    return t('adoptionText.cancelled')
  },
  get processing() {
    return t('adoptionText.processing')
  },

  get myEmpty() {
    return t('adoptionText.myEmpty')
  },
  get myEmptyText() {
    return t('adoptionText.myEmptyText')
  },
  get receivedEmpty() {
    return t('adoptionText.receivedEmpty')
  },
  get receivedEmptyText() {
    return t('adoptionText.receivedEmptyText')
  },
} as const

/** What the applicant reads about where their application stands. */
export const APPLICANT_STATUS_TEXT: Record<AdoptionStatus, string> = {
  get pending() {
    return t('adoptionText.status.pending')
  },
  get under_review() {
    return t('adoptionText.status.under_review')
  },
  get approved() {
    return t('adoptionText.status.approved')
  },
  get paperwork_pending() {
    return t('adoptionText.status.paperwork_pending')
  },
  get home_visit_scheduled() {
    return t('adoptionText.status.home_visit_scheduled')
  },
  get home_visit_completed() {
    return t('adoptionText.status.home_visit_completed')
  },
  get ready_for_pickup() {
    return t('adoptionText.status.ready_for_pickup')
  },
  get in_transit() {
    return t('adoptionText.status.in_transit')
  },
  get trial_period() {
    return t('adoptionText.status.trial_period')
  },
  get completed() {
    return t('adoptionText.status.completed')
  },
  get rejected() {
    return t('adoptionText.status.rejected')
  },
  get cancelled() {
    return t('adoptionText.status.cancelled')
  },
  get returned() {
    return t('adoptionText.status.returned')
  },
}
