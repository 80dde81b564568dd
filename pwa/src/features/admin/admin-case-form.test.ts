import { i18n } from '@lingui/core'
import { compileCatalog } from '@paws/contracts/i18n-compile'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { afterEach, describe, expect, it } from 'vitest'
import sharedMr from '../../../../packages/contracts/locales/mr.json' with { type: 'json' }
import pwaMr from '../../locales/mr.json' with { type: 'json' }
import { type FieldMessage, fieldText } from '../../lib/form/index.ts'
import { adminCaseBody, caseValues } from './admin-case-form.ts'

/** The words under each field of a refused form. */
const shown = <R extends { ok: boolean; errors?: Partial<Record<string, FieldMessage>> }>(result: R) =>
  result.errors
    ? { ...result, errors: Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v && fieldText(v)])) }
    : result

const rescue = {
  id: 9,
  status: 'pending',
  urgency: 'high',
  animalType: 'dog',
  description: 'Injured dog near the station',
  location: {
    address: 'Station Road',
    city: 'Mumbai',
    state: null,
    pincode: '400001',
    landmarks: null,
    lat: null,
    lng: null,
    accuracy: null,
  },
  images: ['/uploads/rescues/a.jpg'],
  notes: null,
  assignedVolunteerId: null,
  rescuedAnimalId: null,
} as unknown as Rescue

describe('admin case edit form', () => {
  it('sends the fields back unchanged, without images when they did not change', () => {
    const result = adminCaseBody(caseValues(rescue), rescue)
    expect(result).toEqual({
      ok: true,
      body: {
        animalType: 'dog',
        urgency: 'high',
        description: 'Injured dog near the station',
        location: {
          address: 'Station Road',
          city: 'Mumbai',
          state: null,
          pincode: '400001',
          landmarks: null,
          lat: null,
          lng: null,
        },
        status: 'pending',
        notes: null,
      },
    })
  })

  it('sends notes, ids when filled, and images when changed', () => {
    const values = {
      ...caseValues(rescue),
      urgency: 'critical' as const,
      notes: ' Call first ',
      volunteerId: '4',
      rescuedAnimalId: '12',
      images: '[]',
    }
    const result = adminCaseBody(values, rescue)
    expect(result.ok && result.body).toMatchObject({
      urgency: 'critical',
      notes: 'Call first',
      assignedVolunteerId: 4,
      rescuedAnimalId: 12,
      images: [],
    })
  })

  it('names every broken field and sends nothing', () => {
    const values = {
      ...caseValues(rescue),
      location: '{"city": "Mumbai",}',
      images: '"a.jpg"',
      volunteerId: 'abc',
      description: '  ',
    }
    expect(shown(adminCaseBody(values, rescue))).toEqual({
      ok: false,
      errors: {
        location: 'Location is not valid JSON. Check the quotes, commas and brackets.',
        images: 'Images must be a JSON array of text. Example: ["https://..."]',
        volunteerId: 'Assigned volunteer id must be a whole number',
        description: 'Description is required',
      },
    })
  })

  it('checks the location has what a case needs', () => {
    const result = adminCaseBody(
      { ...caseValues(rescue), location: '{"address": "Station Road", "pincode": "400001"}' },
      rescue,
    )
    expect(shown(result)).toEqual({ ok: false, errors: { location: 'Location city: City is required' } })
  })

  describe('in Marathi', () => {
    const english = i18n.locale
    afterEach(() => i18n.activate(english))

    it("says the location's problem in the reader's words, not English glued to them", () => {
      i18n.load('mr', compileCatalog({ ...sharedMr, ...pwaMr }))
      i18n.activate('mr')
      const result = adminCaseBody(
        { ...caseValues(rescue), location: '{"address": "Station Road", "pincode": "400001"}' },
        rescue,
      )
      expect(shown(result)).toEqual({ ok: false, errors: { location: 'ठिकाणाचे शहर: शहर आवश्यक आहे' } })
    })
  })
})
