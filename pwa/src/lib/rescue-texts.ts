// Screen texts of the rescue, dashboard and outbox screens (spec part 2 sections 2 and 8,
// DESIGN section 6), kept in one place so screens and end-to-end tests agree. Validation
// messages shared with the API live in @paws/contracts (MESSAGES).
import { HELPLINE_PHONE, tr } from '@paws/contracts'
import { reportSentText } from './shell-texts.ts'

/** A report kept in the outbox (offline, or the server could not take it yet); the sheet's title says "Saved on this phone". */
export const SAVED_OFFLINE_TEXT = 'It will be sent as soon as there is a connection, even if you close the app.'

export const RESCUE_TEXT = {
  get hero() {
    return tr('rescueText.hero', 'Help us save a life')
  },
  get loginToReport() {
    return tr('rescueText.loginToReport', 'Please log in to report a rescue case')
  },
  get loginToView() {
    return tr('rescueText.loginToView', 'Please log in to view rescue details')
  },
  get ngoRestriction() {
    return tr('rescueText.ngoRestriction', 'NGO Access Restriction')
  },
  get ngoRestrictionText() {
    return tr(
      'rescueText.ngoRestrictionText',
      'NGO accounts respond to rescue cases rather than report them. You can follow and update the cases assigned to your organization from your dashboard.',
    )
  },
  get ngoListTitle() {
    return tr('rescueText.ngoListTitle', 'Rescue Requests')
  },
  get ngoListEmpty() {
    return tr('rescueText.ngoListEmpty', 'No rescue requests')
  },
  get ngoListEmptyText() {
    return tr('rescueText.ngoListEmptyText', 'There are currently no rescue requests assigned to your organization.')
  },
  get listFailed() {
    return tr('rescueText.listFailed', 'Failed to load rescue requests')
  },
  get longSubmit() {
    return tr('rescueText.longSubmit', 'Sending a report with photos may take up to 2 minutes on a slow connection.')
  },
  get submitted() {
    return tr('rescueText.submitted', 'Rescue Request Submitted!')
  },
  get submittedText() {
    return tr(
      'rescueText.submittedText',
      'Thank you. Your report has reached our rescue team, and we will let you know as soon as an NGO takes it up.',
    )
  },
  get submitFailed() {
    return tr('rescueText.submitFailed', 'Submission Failed')
  },
  get submitFailedText() {
    return tr(
      'rescueText.submitFailedText',
      `There was an error submitting your rescue request. Please try again or call our emergency hotline for urgent cases.`,
    )
  },
  get savedOffline() {
    return tr('rescueText.savedOffline', 'Saved on this phone')
  },
  get callNow() {
    return tr('rescueText.callNow', 'The animal needs help fast: a call usually goes through even without data.')
  },
  reportSent: reportSentText,
  get listOffline() {
    return tr(
      'rescueText.listOffline',
      'You are offline. This is what this phone has; your cases on the server show again when you are back online.',
    )
  },
  get signInToSend() {
    return tr('rescueText.signInToSend', 'Please sign in again to send this report. It is kept on this phone.')
  },
  get draftRestored() {
    return tr('rescueText.draftRestored', 'We restored the report you started earlier.')
  },
  get hotline() {
    return tr('rescueText.hotline', `Emergency hotline (24/7): ${HELPLINE_PHONE}`, { phone: HELPLINE_PHONE })
  },

  get noId() {
    return tr('rescueText.noId', 'No rescue ID provided')
  },
  get notFound() {
    return tr('rescueText.notFound', 'Rescue request not found')
  },
  get loading() {
    return tr('rescueText.loading', 'Loading rescue details...')
  },
  loadFailed: (message: string) =>
    tr('rescueText.loadFailed', `Failed to load rescue details: ${message}`, { message }),
  get updated() {
    return tr('rescueText.updated', 'Rescue Request Updated!')
  },
  get updateFailed() {
    return tr('rescueText.updateFailed', 'Failed to update rescue request. Please try again.')
  },
  get photosPartlyFailed() {
    return tr('rescueText.photosPartlyFailed', 'Rescue updated but some images failed to upload.')
  },
  get imageDeleteFailed() {
    return tr('rescueText.imageDeleteFailed', 'Failed to delete image. Please try again.')
  },
  get cancelled() {
    return tr('rescueText.cancelled', 'Rescue request has been cancelled successfully.')
  },
  get cancelFailed() {
    return tr('rescueText.cancelFailed', 'Failed to cancel rescue request. Please try again.')
  },
  get statusUpdated() {
    return tr('rescueText.statusUpdated', 'Status updated successfully!')
  },
  statusFailed: (message: string) => tr('rescueText.statusFailed', `Failed to update status: ${message}`, { message }),
  get accepted() {
    return tr('rescueText.accepted', 'Rescue request accepted! You can now manage its progress.')
  },
  acceptFailed: (message: string) => tr('rescueText.acceptFailed', `Failed to accept rescue: ${message}`, { message }),
  get declined() {
    return tr('rescueText.declined', 'Rescue request declined. It has been returned to the admin for reassignment.')
  },
  declineFailed: (message: string) =>
    tr('rescueText.declineFailed', `Failed to decline rescue: ${message}`, { message }),
  assigned: (ngo: string) => tr('rescueText.assigned', `Rescue request assigned successfully to ${ngo}!`, { ngo }),
  get assignFailed() {
    return tr('rescueText.assignFailed', 'Failed to assign rescue request. Please try again.')
  },
  get noNgos() {
    return tr('rescueText.noNgos', 'No NGOs available. Please register NGOs first.')
  },
  get ngosFailed() {
    return tr('rescueText.ngosFailed', 'Failed to load NGOs for assignment')
  },
  get completedLocked() {
    return tr('rescueText.completedLocked', 'This case is completed and cannot be changed.')
  },
  get dashboardLogin() {
    return tr('rescueText.dashboardLogin', 'Please log in to access dashboard')
  },
  get dashboardLoading() {
    return tr('rescueText.dashboardLoading', 'Loading dashboard...')
  },
  get dashboardFailed() {
    return tr('rescueText.dashboardFailed', 'Failed to load dashboard data. Please try again.')
  },
  get offline() {
    return tr(
      'rescueText.offline',
      'You are offline. Cases from the server show again when you are back online; reports you make are kept on this phone.',
    )
  },
  /** The offline banner for an NGO (issue 12): its cases and updates work without a signal. */
  get offlineNgo() {
    return tr(
      'rescueText.offlineNgo',
      'You are offline. Your open cases are kept on this phone, and what you do on them (accept, updates, photos) is sent when you are back online.',
    )
  },
  get noAssigned() {
    return tr('rescueText.noAssigned', 'No Rescue Cases Assigned')
  },
  get noRescues() {
    return tr('rescueText.noRescues', 'No rescue requests yet')
  },
  get noAnimals() {
    return tr('rescueText.noAnimals', 'No animals listed yet')
  },
} as const

/** GPS messages of the report form (DESIGN section 6). */
export const GPS_TEXT = {
  get button() {
    return tr('gps.button', 'Use my current location')
  },
  get finding() {
    return tr('gps.finding', 'Finding your location...')
  },
  get unsupported() {
    return tr('gps.unsupported', 'This device cannot share its location. Please type the address below.')
  },
  get denied() {
    return tr(
      'gps.denied',
      'Location permission was denied. Allow location access for this site in your browser settings, or type the address below.',
    )
  },
  get unavailable() {
    return tr(
      'gps.unavailable',
      'Your location is not available right now (no GPS signal). Please try again outdoors, or type the address below.',
    )
  },
  get timeout() {
    return tr('gps.timeout', 'Finding your location took too long. Please try again, or type the address below.')
  },
  captured: (lat: number, lng: number, accuracy: number | null) => {
    const at = `${lat.toFixed(5)}, ${lng.toFixed(5)}`
    return accuracy !== null
      ? tr('gps.capturedAccuracy', `Location captured: ${at} (accurate to about ${Math.round(accuracy)} m)`, {
          at,
          metres: Math.round(accuracy),
        })
      : tr('gps.captured', `Location captured: ${at}`, { at })
  },
} as const
