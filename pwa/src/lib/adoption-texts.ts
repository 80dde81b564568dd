// Screen texts of the adoption landing, the application page and the dashboard's adoption
// tabs (spec part 2 sections 2 and 8), kept in one place so screens and end-to-end tests agree.
import { type AdoptionStatus, enumLabel } from '@paws/contracts'

export const ADOPTION_TEXT = {
  hero: 'Find loving homes',
  listTitle: 'Adoption Applications',
  listLoading: 'Loading adoption applications...',
  listFailed: 'Failed to load adoption applications',
  listEmpty: 'No adoption applications yet',
  listEmptyText: 'When someone applies to adopt an animal you have listed, the application will appear here.',
  browsePets: 'Browse Available Pets',

  loginToView: 'Please log in to view adoption details',
  loading: 'Loading adoption details...',
  loadFailed: 'Failed to load adoption details. Please try again.',
  notFound: 'Adoption application not found',
  back: 'Back to Adoptions',

  moved: (id: number, status: AdoptionStatus) => `Application #${id} is now ${enumLabel('adoptionStatus', status)}.`,
  moveFailed: (message: string) => `Failed to update adoption status. ${message}`,
  tryAgain: 'Please try again.',
  cancelTitle: 'Cancel this application?',
  cancelText:
    'The owner will be told that you are no longer interested. This cannot be undone; you can apply again later if the animal is still available.',
  cancelled: 'Your application has been cancelled.',
  processing: 'Processing...',

  myEmpty: 'No applications yet',
  myEmptyText: 'Found an animal you would love to give a home? Apply from its page and follow your application here.',
  receivedEmpty: 'No received applications',
  receivedEmptyText: 'Applications for the animals you list will appear here.',
} as const

/** What the applicant reads about where their application stands. */
export const APPLICANT_STATUS_TEXT: Record<AdoptionStatus, string> = {
  pending: 'The owner has your application and will review it soon.',
  under_review: 'The owner is reviewing your application and may contact you with questions.',
  approved: 'Congratulations! Your application is approved. The owner will contact you about the next steps.',
  paperwork_pending: 'The adoption papers are being prepared.',
  home_visit_scheduled: 'A home visit is planned. The owner will confirm the time with you.',
  home_visit_completed: 'The home visit is done. Pickup is next.',
  ready_for_pickup: 'Your new friend is ready to come home!',
  in_transit: 'Your new friend is on the way to you.',
  trial_period: 'Enjoy the trial period together, and tell the owner how it is going.',
  completed: 'The adoption is complete. Thank you for giving a loving home!',
  rejected: 'The owner could not accept this application.',
  cancelled: 'This application was cancelled.',
  returned: 'The animal has gone back to its owner.',
}
