import { i18n } from '@lingui/core'
import { compileCatalog } from '@paws/contracts/i18n-compile'
import { afterEach, describe, expect, it } from 'vitest'
import sharedEn from '../../../../../packages/contracts/locales/en.json' with { type: 'json' }
import sharedMr from '../../../../../packages/contracts/locales/mr.json' with { type: 'json' }
import pwaEn from '../../../locales/en.json' with { type: 'json' }
import { type Check, type FieldErrors, fieldText } from '../../../lib/form/form-state.ts'
import { applicationBody, blankReference, EMPTY_APPLICATION, valuesFromEarlier } from './application-form.ts'

/** The words under the fields of a refused application. */
const shown = (result: Check<unknown>) =>
  result.ok
    ? {}
    : Object.fromEntries(Object.entries(result.errors as FieldErrors).map(([k, v]) => [k, v && fieldText(v)]))

describe('applicationBody', () => {
  it('sends nothing for skipped questions and nothing invented', () => {
    expect(applicationBody(7, EMPTY_APPLICATION)).toEqual({ ok: true, value: { animalId: 7, applicationData: {} } })
  })
  it('sends exactly the answers given, false included', () => {
    const result = applicationBody(7, {
      ...EMPTY_APPLICATION,
      livingSpace: 'apartment',
      hasYard: false,
      hasChildren: true,
      references: [{ name: ' Asha ', phone: '9820012345', relationship: '' }, blankReference()],
      message: '  We live near a park. ',
    })
    expect(result).toEqual({
      ok: true,
      value: {
        animalId: 7,
        applicationData: {
          livingSpace: 'apartment',
          hasYard: false,
          hasChildren: true,
          references: [{ name: 'Asha', phone: '9820012345' }],
        },
        notes: 'We live near a park.',
      },
    })
  })
  it('asks for a name and a 10-digit phone on a started reference', () => {
    const result = applicationBody(7, {
      ...EMPTY_APPLICATION,
      references: [{ name: '', phone: '98200', relationship: 'Friend' }],
    })
    expect(result.ok).toBe(false)
    expect(shown(result)).toEqual({
      'references.0.name': 'Enter the name of your reference',
      'references.0.phone': 'Enter a 10-digit phone number',
    })
  })

  describe("in the reader's language", () => {
    afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: compileCatalog({ ...sharedEn, ...pwaEn }) }))

    it('words the messages already shown in Marathi once the reader switches to Marathi', () => {
      const result = applicationBody(7, {
        ...EMPTY_APPLICATION,
        references: [{ name: '', phone: '98', relationship: '' }],
      })
      i18n.loadAndActivate({ locale: 'mr', messages: compileCatalog(sharedMr) })
      expect(shown(result)).toEqual({
        'references.0.name': 'तुमच्या संदर्भ व्यक्तीचे नाव लिहा',
        'references.0.phone': '10 अंकी फोन नंबर लिहा',
      })
    })
  })
})

describe('valuesFromEarlier', () => {
  it('offers the answers that still fit the questions, never the old free text', () => {
    const v = valuesFromEarlier({ livingSpace: 'Flat, 2BHK', hasYard: 'a balcony', hasPets: true, experience: 'some' })
    expect(v).toMatchObject({ livingSpace: null, hasYard: null, hasPets: true, experience: 'some', message: '' })
  })
  it('is null when there is nothing to offer', () => {
    expect(valuesFromEarlier({})).toBeNull()
    expect(valuesFromEarlier(undefined)).toBeNull()
  })
})
