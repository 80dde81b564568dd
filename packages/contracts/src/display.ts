// What the screens show for an animal's status and an NGO's approval
// (docs/rules.md#status-machines).
import { formatAge } from './format.ts'
import { enumLabel, type Translator } from './i18n.ts'

export interface CardStatus {
  /** True when the card shows the "Meet {name}!" button. */
  canMeet: boolean
  /** Badge over the photo, when the animal is not available. */
  badge: string | null
  /** Text in place of the button, when the animal is not available. */
  text: string | null
}

const unavailableCard = (t: Translator): CardStatus => ({
  canMeet: false,
  badge: t('card.badge.unavailable'),
  text: t('card.text.unavailable'),
})

/** Card display: available (or no status) offers "Meet {name}!", the rest a badge and a text. */
export function animalCardStatus(t: Translator, status: string | null | undefined): CardStatus {
  switch (status) {
    case 'pending':
      return {
        canMeet: false,
        badge: t('card.badge.pending'),
        text: t('card.text.pending'),
      }
    case 'adopted':
      return {
        canMeet: false,
        badge: t('card.badge.adopted'),
        text: t('card.text.adopted'),
      }
    case 'medical_hold':
      return {
        canMeet: false,
        badge: t('card.badge.medical_hold'),
        text: t('card.text.medical_hold'),
      }
    case 'unavailable':
      return unavailableCard(t)
    case 'available':
    case null:
    case undefined:
    case '':
      return { canMeet: true, badge: null, text: null }
    default:
      return unavailableCard(t)
  }
}

export const meetLabel = (t: Translator, name: string) => t('card.meet', { name })

/** The detail page's adoption button: its text, and whether it can be pressed (available only). */
export function adoptionButton(t: Translator, status: string | null | undefined): { label: string; enabled: boolean } {
  switch (status) {
    case 'available':
      return { label: t('adoptButton.available'), enabled: true }
    case 'pending':
      return { label: t('adoptButton.pending'), enabled: false }
    case 'adopted':
      return { label: t('adoptButton.adopted'), enabled: false }
    case 'medical_hold':
      return { label: t('adoptButton.medical_hold'), enabled: false }
    case 'unavailable':
      return { label: t('adoptButton.unavailable'), enabled: false }
    default:
      return { label: t('adoptButton.other'), enabled: false }
  }
}

/**
 * Card tags: the animal's own tags when it has any, otherwise the first two of gender, age
 * and size (size only shows up when gender or age is missing).
 */
export function animalCardTags(
  t: Translator,
  animal: {
    tags?: readonly string[] | null
    gender?: string | null
    age?: number | string | null
    size?: string | null
  },
): string[] {
  if (animal.tags && animal.tags.length > 0) return [...animal.tags]
  const derived = [
    animal.gender && animal.gender !== 'unknown' ? enumLabel(t, 'gender', animal.gender) : null,
    animal.age === null || animal.age === undefined || animal.age === '' ? null : formatAge(t, animal.age),
    animal.size ? enumLabel(t, 'size', animal.size) : null,
  ].filter((t): t is string => t !== null)
  return derived.slice(0, 2)
}

export interface ApprovalBanner {
  tone: 'warning' | 'danger' | 'info'
  title: string
  text: string
}

/** The banner an NGO user sees for its approval status; none once approved. */
export function ngoApprovalBanner(t: Translator, approvalStatus: string | null | undefined): ApprovalBanner | null {
  switch (approvalStatus) {
    case 'approved':
      return null
    case 'pending':
      return {
        tone: 'warning',
        title: t('ngoBanner.pending.title'),
        text: t('ngoBanner.pending.text'),
      }
    case 'rejected':
      return {
        tone: 'danger',
        title: t('ngoBanner.rejected.title'),
        text: t('ngoBanner.rejected.text'),
      }
    default:
      return {
        tone: 'info',
        title: t('ngoBanner.other.title'),
        text: t('ngoBanner.other.text'),
      }
  }
}

/** A clinic's approval banner, as an NGO's (docs/rules.md#clinics); none once approved. */
export function clinicApprovalBanner(t: Translator, approvalStatus: string | null | undefined): ApprovalBanner | null {
  switch (approvalStatus) {
    case 'approved':
      return null
    case 'rejected':
      return {
        tone: 'danger',
        title: t('clinicBanner.rejected.title'),
        text: t('clinicBanner.rejected.text'),
      }
    default:
      return {
        tone: 'warning',
        title: t('clinicBanner.pending.title'),
        text: t('clinicBanner.pending.text'),
      }
  }
}
