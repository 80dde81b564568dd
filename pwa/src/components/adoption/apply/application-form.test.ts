import { describe, expect, it } from 'vitest'
import { applicationBody, blankReference, EMPTY_APPLICATION, valuesFromEarlier } from './application-form.ts'
import { tText } from '../../../i18n/index.ts'
/** The errors as the form's fields show them (a rule's message id read through the catalog). */
const shown = <R extends { ok: boolean; errors?: Partial<Record<string, string>> }>(result: R): R =>
  result.errors
    ? { ...result, errors: Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, tText(v ?? '')])) }
    : result

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
    expect(shown(result)).toEqual({
      ok: false,
      errors: {
        'references.0.name': 'Enter the name of your reference',
        'references.0.phone': 'Enter a 10-digit phone number',
      },
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
