// Screen texts of the rescue, dashboard and outbox screens (spec part 2 sections 2 and 8,
// DESIGN section 6), kept in one place so screens and end-to-end tests agree. Validation
// messages shared with the API live in @paws/contracts (MESSAGES).
import { HELPLINE_PHONE } from '@paws/contracts'

/** A report kept in the outbox (offline, or the server could not take it yet); the sheet's title says "Saved on this phone". */
export const SAVED_OFFLINE_TEXT = 'It will be sent as soon as there is a connection, even if you close the app.'

export const RESCUE_TEXT = {
  hero: 'Help us save a life',
  loginToReport: 'Please log in to report a rescue case',
  loginToView: 'Please log in to view rescue details',
  ngoRestriction: 'NGO Access Restriction',
  ngoRestrictionText:
    'NGO accounts respond to rescue cases rather than report them. You can follow and update the cases assigned to your organization from your dashboard.',
  ngoListTitle: 'Rescue Requests',
  ngoListEmpty: 'No rescue requests',
  ngoListEmptyText: 'There are currently no rescue requests assigned to your organization.',
  listFailed: 'Failed to load rescue requests',
  longSubmit: 'Sending a report with photos may take up to 2 minutes on a slow connection.',
  submitted: 'Rescue Request Submitted!',
  submittedText:
    'Thank you. Your report has reached our rescue team, and we will let you know as soon as an NGO takes it up.',
  submitFailed: 'Submission Failed',
  submitFailedText: `There was an error submitting your rescue request. Please try again or call our emergency hotline for urgent cases.`,
  savedOffline: 'Saved on this phone',
  callNow: 'The animal needs help fast: a call usually goes through even without data.',
  reportSent: (id: number) => `Your report was sent: Case #${id}`,
  listOffline:
    'You are offline. This is what this phone has; your cases on the server show again when you are back online.',
  signInToSend: 'Please sign in again to send this report. It is kept on this phone.',
  draftRestored: 'We restored the report you started earlier.',
  hotline: `Emergency hotline (24/7): ${HELPLINE_PHONE}`,

  noId: 'No rescue ID provided',
  notFound: 'Rescue request not found',
  loading: 'Loading rescue details...',
  loadFailed: (message: string) => `Failed to load rescue details: ${message}`,
  updated: 'Rescue Request Updated!',
  updateFailed: 'Failed to update rescue request. Please try again.',
  photosPartlyFailed: 'Rescue updated but some images failed to upload.',
  imageDeleteFailed: 'Failed to delete image. Please try again.',
  cancelled: 'Rescue request has been cancelled successfully.',
  cancelFailed: 'Failed to cancel rescue request. Please try again.',
  statusUpdated: 'Status updated successfully!',
  statusFailed: (message: string) => `Failed to update status: ${message}`,
  accepted: 'Rescue request accepted! You can now manage its progress.',
  acceptFailed: (message: string) => `Failed to accept rescue: ${message}`,
  declined: 'Rescue request declined. It has been returned to the admin for reassignment.',
  declineFailed: (message: string) => `Failed to decline rescue: ${message}`,
  assigned: (ngo: string) => `Rescue request assigned successfully to ${ngo}!`,
  assignFailed: 'Failed to assign rescue request. Please try again.',
  noNgos: 'No NGOs available. Please register NGOs first.',
  ngosFailed: 'Failed to load NGOs for assignment',
  completedLocked: 'This case is completed and cannot be changed.',

  dashboardLogin: 'Please log in to access dashboard',
  dashboardLoading: 'Loading dashboard...',
  dashboardFailed: 'Failed to load dashboard data. Please try again.',
  offline:
    'You are offline. Cases from the server show again when you are back online; reports you make are kept on this phone.',
  /** The offline banner for an NGO (issue 12): its cases and updates work without a signal. */
  offlineNgo:
    'You are offline. Your open cases are kept on this phone, and what you do on them (accept, updates, photos) is sent when you are back online.',
  noAssigned: 'No Rescue Cases Assigned',
  noRescues: 'No rescue requests yet',
  noAnimals: 'No animals listed yet',
} as const

/** GPS messages of the report form (DESIGN section 6). */
export const GPS_TEXT = {
  button: 'Use my current location',
  finding: 'Finding your location...',
  unsupported: 'This device cannot share its location. Please type the address below.',
  denied:
    'Location permission was denied. Allow location access for this site in your browser settings, or type the address below.',
  unavailable:
    'Your location is not available right now (no GPS signal). Please try again outdoors, or type the address below.',
  timeout: 'Finding your location took too long. Please try again, or type the address below.',
  captured: (lat: number, lng: number, accuracy: number | null) =>
    `Location captured: ${lat.toFixed(5)}, ${lng.toFixed(5)}${accuracy !== null ? ` (accurate to about ${Math.round(accuracy)} m)` : ''}`,
} as const

/** The header badge's accessible name. */
export function waitingLabel(count: number, signedIn: boolean): string {
  const reports = count === 1 ? '1 report' : `${count} reports`
  return signedIn ? `${reports} waiting to be sent` : `${reports} waiting to be sent: sign in to send`
}
