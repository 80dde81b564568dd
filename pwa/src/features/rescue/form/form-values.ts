import { type MessageId, t } from '../../../i18n/index.ts'
// The report wizard's values and how they become the report POST /rescues takes. Every field
// the wizard collects is sent (the spec's old client folded some into the description and
// dropped the rest). Blank optional text is sent as null; GPS only when it was captured.
import type {
  Bleeding,
  Breathing,
  Consciousness,
  Injury,
  Mobility,
  RescueAnimalType,
  RescueReportDraft,
  Urgency,
} from '@paws/contracts'
import type { RescueCreateBody } from '@paws/contracts/schemas/rescues'

export interface RescueFormValues {
  animalType: RescueAnimalType | ''
  urgency: Urgency | ''
  address: string
  city: string
  state: string
  pincode: string
  landmarks: string
  lat: number | null
  lng: number | null
  accuracy: number | null
  injuries: Injury | ''
  mobility: Mobility | ''
  consciousness: Consciousness | ''
  bleeding: Bleeding | ''
  breathing: Breathing | ''
  description: string
  canStay: boolean
  canTransport: boolean
  additionalInfo: string
}

export const EMPTY_REPORT: RescueFormValues = {
  animalType: '',
  urgency: '',
  address: '',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '',
  landmarks: '',
  lat: null,
  lng: null,
  accuracy: null,
  injuries: '',
  mobility: '',
  consciousness: '',
  bleeding: '',
  breathing: '',
  description: '',
  canStay: false,
  canTransport: false,
  additionalInfo: '',
}

export const WIZARD_STEPS = ['Animal', 'Location', 'Condition', 'Contact'] as const

/** A step's name in the active language. */
export const stepName = (step: number) => t(`wizard.step${step}` as MessageId)
export type WizardStep = 1 | 2 | 3 | 4

const orNull = (text: string) => text.trim() || null
const choice = <T extends string>(value: T | '') => (value === '' ? null : value)

/** What the contracts' wizard rules read. */
export function draftOf(values: RescueFormValues): RescueReportDraft {
  return {
    animalType: values.animalType,
    urgency: values.urgency,
    description: values.description,
    location: { address: values.address, city: values.city, pincode: values.pincode, lat: values.lat, lng: values.lng },
  }
}

/**
 * The report to send. `nearbyChecked`: the reporter saw the open cases nearby and said this is
 * another animal (else the server flags a possible duplicate for the admin).
 */
export function reportFromValues(values: RescueFormValues, nearbyChecked = false): RescueCreateBody {
  return {
    ...(nearbyChecked ? { nearbyChecked: true } : {}),
    animalType: values.animalType || undefined,
    urgency: values.urgency || undefined,
    description: values.description.trim(),
    location: {
      address: values.address.trim(),
      city: values.city.trim(),
      state: orNull(values.state),
      pincode: orNull(values.pincode),
      landmarks: orNull(values.landmarks),
      lat: values.lat,
      lng: values.lng,
      accuracy: values.accuracy,
    },
    condition: {
      injuries: choice(values.injuries),
      mobility: choice(values.mobility),
      consciousness: choice(values.consciousness),
      bleeding: choice(values.bleeding),
      breathing: choice(values.breathing),
    },
    contact: { canStay: values.canStay, canTransport: values.canTransport },
    additionalInfo: orNull(values.additionalInfo),
  }
}

/** The form filled from a report (an outbox entry being fixed, or a case being edited). */
export function valuesFromReport(report: RescueCreateBody): RescueFormValues {
  const l = report.location ?? {}
  const c = report.condition ?? {}
  return {
    animalType: (report.animalType as RescueAnimalType | undefined) ?? '',
    urgency: (report.urgency as Urgency | undefined) ?? '',
    address: l.address ?? '',
    city: l.city ?? '',
    state: l.state ?? '',
    pincode: l.pincode ?? '',
    landmarks: l.landmarks ?? '',
    lat: l.lat ?? null,
    lng: l.lng ?? null,
    accuracy: l.accuracy ?? null,
    injuries: c.injuries ?? '',
    mobility: c.mobility ?? '',
    consciousness: c.consciousness ?? '',
    bleeding: c.bleeding ?? '',
    breathing: c.breathing ?? '',
    description: report.description ?? '',
    canStay: report.contact?.canStay ?? false,
    canTransport: report.contact?.canTransport ?? false,
    additionalInfo: report.additionalInfo ?? '',
  }
}

/** A draft read back from IndexedDB: known keys only, anything else falls back to empty. */
export function valuesFromDraft(stored: Record<string, unknown>): RescueFormValues {
  const out: Record<string, unknown> = { ...EMPTY_REPORT }
  for (const [key, empty] of Object.entries(EMPTY_REPORT)) {
    const value = stored[key]
    const ok = empty === null ? value === null || typeof value === 'number' : typeof value === typeof empty
    if (ok) out[key] = value
  }
  return out as unknown as RescueFormValues
}
