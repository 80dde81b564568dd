// What the screens show for an animal's status and an NGO's approval (spec part 1 section 4).
import type { AnimalStatus } from './enums.ts'
import { formatAge } from './format.ts'
import { tr } from './i18n.ts'

/** English labels (exports, logs); screens use enumLabel('animalStatus', status). */
export const ANIMAL_STATUS_LABELS: Record<AnimalStatus, string> = {
  available: 'Available',
  pending: 'Pending',
  adopted: 'Adopted',
  medical_hold: 'Medical Hold',
  unavailable: 'Unavailable',
  deleted: 'Deleted',
}

export interface CardStatus {
  /** True when the card shows the "Meet {name}!" button. */
  canMeet: boolean
  /** Badge over the photo, when the animal is not available. */
  badge: string | null
  /** Text in place of the button, when the animal is not available. */
  text: string | null
}

const unavailableCard = (): CardStatus => ({
  canMeet: false,
  badge: tr('card.badge.unavailable', 'Unavailable'),
  text: tr('card.text.unavailable', 'Not Available'),
})

/** Card display: available (or no status) offers "Meet {name}!", the rest a badge and a text. */
export function animalCardStatus(status: string | null | undefined): CardStatus {
  switch (status) {
    case 'pending':
      return {
        canMeet: false,
        badge: tr('card.badge.pending', 'Application Under Review'),
        text: tr('card.text.pending', 'Under Review'),
      }
    case 'adopted':
      return {
        canMeet: false,
        badge: tr('card.badge.adopted', 'Adopted'),
        text: tr('card.text.adopted', 'Successfully Adopted!'),
      }
    case 'medical_hold':
      return {
        canMeet: false,
        badge: tr('card.badge.medical_hold', 'Medical Care'),
        text: tr('card.text.medical_hold', 'Under Medical Care'),
      }
    case 'unavailable':
      return unavailableCard()
    case 'available':
    case null:
    case undefined:
    case '':
      return { canMeet: true, badge: null, text: null }
    default:
      return unavailableCard()
  }
}

export const meetLabel = (name: string) => tr('card.meet', `Meet ${name}!`, { name })

/** The detail page's adoption button: its text, and whether it can be pressed (available only). */
export function adoptionButton(status: string | null | undefined): { label: string; enabled: boolean } {
  switch (status) {
    case 'available':
      return { label: tr('adoptButton.available', "I'm Interested in Adopting"), enabled: true }
    case 'pending':
      return { label: tr('adoptButton.pending', 'Application Under Review'), enabled: false }
    case 'adopted':
      return { label: tr('adoptButton.adopted', 'Successfully Adopted! 🎉'), enabled: false }
    case 'medical_hold':
      return { label: tr('adoptButton.medical_hold', 'Under Medical Care'), enabled: false }
    case 'unavailable':
      return { label: tr('adoptButton.unavailable', 'Temporarily Unavailable'), enabled: false }
    default:
      return { label: tr('adoptButton.other', 'Not Available for Adoption'), enabled: false }
  }
}

const capitalise = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s)

/**
 * Card tags: the animal's own tags when it has any, otherwise the first two of gender, age
 * and size (size only shows up when gender or age is missing).
 */
export function animalCardTags(animal: {
  tags?: readonly string[] | null
  gender?: string | null
  age?: number | string | null
  size?: string | null
}): string[] {
  if (animal.tags && animal.tags.length > 0) return [...animal.tags]
  const derived = [
    animal.gender && animal.gender !== 'unknown' ? tr(`enum.gender.${animal.gender}`, capitalise(animal.gender)) : null,
    animal.age === null || animal.age === undefined || animal.age === '' ? null : formatAge(animal.age),
    animal.size ? tr(`enum.size.${animal.size}`, capitalise(animal.size.replace('_', ' '))) : null,
  ].filter((t): t is string => t !== null)
  return derived.slice(0, 2)
}

export interface ApprovalBanner {
  tone: 'warning' | 'danger' | 'info'
  title: string
  text: string
}

/** The banner an NGO user sees for its approval status; none once approved. */
export function ngoApprovalBanner(approvalStatus: string | null | undefined): ApprovalBanner | null {
  switch (approvalStatus) {
    case 'approved':
      return null
    case 'pending':
      return {
        tone: 'warning',
        title: tr('ngoBanner.pending.title', 'Account Verification Pending'),
        text: tr(
          'ngoBanner.pending.text',
          'Your NGO account is being reviewed by our team. Approval usually takes 2-5 business days, ' +
            'and we will send you an email as soon as it is approved. Until then you cannot list animals.',
        ),
      }
    case 'rejected':
      return {
        tone: 'danger',
        title: tr('ngoBanner.rejected.title', 'Account Verification Rejected'),
        text: tr(
          'ngoBanner.rejected.text',
          'Your NGO verification was not approved. Please contact support to resubmit your documents.',
        ),
      }
    default:
      return {
        tone: 'info',
        title: tr('ngoBanner.other.title', 'Account Verification is in Progress'),
        text: tr(
          'ngoBanner.other.text',
          'We are checking your NGO details. You will be able to list animals once the review is complete.',
        ),
      }
  }
}

/** A clinic's approval banner, as an NGO's (docs/rules.md#clinics); none once approved. */
export function clinicApprovalBanner(approvalStatus: string | null | undefined): ApprovalBanner | null {
  switch (approvalStatus) {
    case 'approved':
      return null
    case 'rejected':
      return {
        tone: 'danger',
        title: tr('clinicBanner.rejected.title', 'Clinic Verification Rejected'),
        text: tr(
          'clinicBanner.rejected.text',
          'Your clinic was not approved. Please contact support to resubmit your licence details.',
        ),
      }
    default:
      return {
        tone: 'warning',
        title: tr('clinicBanner.pending.title', 'Clinic Verification Pending'),
        text: tr(
          'clinicBanner.pending.text',
          'Our team is checking your clinic and licence. Until it is approved, responders cannot bring animals to you.',
        ),
      }
  }
}
