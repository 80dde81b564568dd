import { rescueStepErrors } from '@paws/contracts'
import { describe, expect, it } from 'vitest'
import {
  draftOf,
  EMPTY_REPORT,
  reportFromValues,
  valuesFromDraft,
  valuesFromReport,
  type RescueFormValues,
} from './form-values.ts'
import { t } from '../../../i18n/index.ts'

const filled: RescueFormValues = {
  ...EMPTY_REPORT,
  animalType: 'cow',
  urgency: 'critical',
  address: ' Linking Road, near the signal ',
  city: 'Mumbai',
  state: '',
  pincode: '400050',
  landmarks: 'Opposite the mall',
  lat: 19.0607,
  lng: 72.8362,
  accuracy: 18,
  injuries: 'broken_bones',
  mobility: 'cannot_move',
  consciousness: 'alert',
  bleeding: 'minor',
  breathing: '',
  description: ' Hit by a tempo, lying on the road ',
  canStay: true,
  canTransport: false,
  additionalInfo: '  ',
}

describe('rescue report from the wizard', () => {
  it('sends every field the wizard collects, trimmed, blanks as null', () => {
    const report = reportFromValues(filled)
    expect(report).toEqual({
      animalType: 'cow',
      urgency: 'critical',
      description: 'Hit by a tempo, lying on the road',
      location: {
        address: 'Linking Road, near the signal',
        city: 'Mumbai',
        state: null,
        pincode: '400050',
        landmarks: 'Opposite the mall',
        lat: 19.0607,
        lng: 72.8362,
        accuracy: 18,
      },
      condition: {
        injuries: 'broken_bones',
        mobility: 'cannot_move',
        consciousness: 'alert',
        bleeding: 'minor',
        breathing: null,
      },
      contact: { canStay: true, canTransport: false },
      additionalInfo: null,
    })
  })

  it('round-trips through an outbox entry being fixed', () => {
    const back = valuesFromReport(reportFromValues(filled))
    expect(back).toMatchObject({
      ...filled,
      address: filled.address.trim(),
      description: filled.description.trim(),
      additionalInfo: '',
    })
  })

  it('the wizard rules read the form through draftOf', () => {
    // With a GPS fix the pincode may be left out; without one it is required.
    expect(rescueStepErrors(t, 2, draftOf({ ...filled, pincode: '' }))).toEqual([])
    const noFix = { ...filled, pincode: '', lat: null, lng: null }
    expect(rescueStepErrors(t, 2, draftOf(noFix)).map((e) => e.field)).toEqual(['location.pincode'])
    expect(reportFromValues(filled, true).nearbyChecked).toBe(true)
    expect(reportFromValues(filled)).not.toHaveProperty('nearbyChecked')
    expect(rescueStepErrors(t, 1, draftOf(EMPTY_REPORT))).toHaveLength(2)
    expect(rescueStepErrors(t, 3, draftOf(filled))).toEqual([])
  })

  it('a stored draft keeps known fields of the right type only', () => {
    const values = valuesFromDraft({ animalType: 'dog', lat: 19.1, canStay: 'yes', extra: 1, description: 7 })
    expect(values).toEqual({ ...EMPTY_REPORT, animalType: 'dog', lat: 19.1 })
  })
})
