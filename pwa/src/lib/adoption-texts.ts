// Screen texts of the adoption landing, the application page and the dashboard's adoption
// tabs (spec part 2 sections 2 and 8), kept in one place so screens and end-to-end tests agree.
import { type AdoptionStatus, enumLabel, tr } from '@paws/contracts'

export const ADOPTION_TEXT = {
  get hero() {
    return tr('adoptionText.hero', 'Find loving homes')
  },
  get listTitle() {
    return tr('adoptionText.listTitle', 'Adoption Applications')
  },
  get listLoading() {
    return tr('adoptionText.listLoading', 'Loading adoption applications...')
  },
  get listFailed() {
    return tr('adoptionText.listFailed', 'Failed to load adoption applications')
  },
  get listEmpty() {
    return tr('adoptionText.listEmpty', 'No adoption applications yet')
  },
  get listEmptyText() {
    return tr(
      'adoptionText.listEmptyText',
      'When someone applies to adopt an animal you have listed, the application will appear here.',
    )
  },
  get browsePets() {
    return tr('adoptionText.browsePets', 'Browse Available Pets')
  },

  get loginToView() {
    return tr('adoptionText.loginToView', 'Please log in to view adoption details')
  },
  get loading() {
    return tr('adoptionText.loading', 'Loading adoption details...')
  },
  get loadFailed() {
    return tr('adoptionText.loadFailed', 'Failed to load adoption details. Please try again.')
  },
  get notFound() {
    return tr('adoptionText.notFound', 'Adoption application not found')
  },
  get back() {
    return tr('adoptionText.back', 'Back to Adoptions')
  },

  moved: (id: number, status: AdoptionStatus) =>
    tr('adoptionText.moved', `Application #${id} is now ${enumLabel('adoptionStatus', status)}.`, {
      id,
      status: enumLabel('adoptionStatus', status),
    }),
  moveFailed: (message: string) =>
    tr('adoptionText.moveFailed', `Failed to update adoption status. ${message}`, { message }),
  get tryAgain() {
    return tr('adoptionText.tryAgain', 'Please try again.')
  },
  get cancelTitle() {
    return tr('adoptionText.cancelTitle', 'Cancel this application?')
  },
  get cancelText() {
    return tr(
      'adoptionText.cancelText',
      'The owner will be told that you are no longer interested. This cannot be undone; you can apply again later if the animal is still available.',
    )
  },
  get cancelled() {
    return tr('adoptionText.cancelled', 'Your application has been cancelled.')
  },
  get processing() {
    return tr('adoptionText.processing', 'Processing...')
  },

  get myEmpty() {
    return tr('adoptionText.myEmpty', 'No applications yet')
  },
  get myEmptyText() {
    return tr(
      'adoptionText.myEmptyText',
      'Found an animal you would love to give a home? Apply from its page and follow your application here.',
    )
  },
  get receivedEmpty() {
    return tr('adoptionText.receivedEmpty', 'No received applications')
  },
  get receivedEmptyText() {
    return tr('adoptionText.receivedEmptyText', 'Applications for the animals you list will appear here.')
  },
} as const

/** What the applicant reads about where their application stands. */
export const APPLICANT_STATUS_TEXT: Record<AdoptionStatus, string> = {
  get pending() {
    return tr('adoptionText.status.pending', 'The owner has your application and will review it soon.')
  },
  get under_review() {
    return tr(
      'adoptionText.status.under_review',
      'The owner is reviewing your application and may contact you with questions.',
    )
  },
  get approved() {
    return tr(
      'adoptionText.status.approved',
      'Congratulations! Your application is approved. The owner will contact you about the next steps.',
    )
  },
  get paperwork_pending() {
    return tr('adoptionText.status.paperwork_pending', 'The adoption papers are being prepared.')
  },
  get home_visit_scheduled() {
    return tr(
      'adoptionText.status.home_visit_scheduled',
      'A home visit is planned. The owner will confirm the time with you.',
    )
  },
  get home_visit_completed() {
    return tr('adoptionText.status.home_visit_completed', 'The home visit is done. Pickup is next.')
  },
  get ready_for_pickup() {
    return tr('adoptionText.status.ready_for_pickup', 'Your new friend is ready to come home!')
  },
  get in_transit() {
    return tr('adoptionText.status.in_transit', 'Your new friend is on the way to you.')
  },
  get trial_period() {
    return tr(
      'adoptionText.status.trial_period',
      'Enjoy the trial period together, and tell the owner how it is going.',
    )
  },
  get completed() {
    return tr('adoptionText.status.completed', 'The adoption is complete. Thank you for giving a loving home!')
  },
  get rejected() {
    return tr('adoptionText.status.rejected', 'The owner could not accept this application.')
  },
  get cancelled() {
    return tr('adoptionText.status.cancelled', 'This application was cancelled.')
  },
  get returned() {
    return tr('adoptionText.status.returned', 'The animal has gone back to its owner.')
  },
}
