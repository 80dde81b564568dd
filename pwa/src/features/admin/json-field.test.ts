import { i18n } from '@lingui/core'
import { compileCatalog } from '@paws/contracts/i18n-compile'
import { afterEach, describe, expect, it } from 'vitest'
import sharedMr from '../../../../packages/contracts/locales/mr.json' with { type: 'json' }
import pwaMr from '../../locales/mr.json' with { type: 'json' }
import { t } from '../../i18n/index.ts'
import { adminAnimalBody } from './animal-admin-form.ts'
import { fieldText } from '../../lib/form/index.ts'
import { type JsonResult, jsonText, parseJsonObject, parseJsonRecord, parseJsonStringArray } from './json-field.ts'

/** A result as the form shows it: the value, or the words under the field. */
const read = <T>(result: JsonResult<T>) => (result.ok ? result : { ok: false, message: fieldText(result.message) })

describe('JSON object fields', () => {
  it('reads an object, and says which field is broken and how', () => {
    expect(read(parseJsonObject('{"city": "Mumbai"}', 'Location'))).toEqual({ ok: true, value: { city: 'Mumbai' } })
    expect(read(parseJsonObject('{city: Mumbai}', 'Location'))).toEqual({
      ok: false,
      message: 'Location is not valid JSON. Check the quotes, commas and brackets.',
    })
    for (const wrong of ['[1]', '"Mumbai"', 'null', '42']) {
      expect(read(parseJsonObject(wrong, 'Location'))).toEqual({
        ok: false,
        message: 'Location must be a JSON object. Example: {"city": "Mumbai"}',
      })
    }
  })

  it('shows the example given for the field', () => {
    expect(read(parseJsonObject('{city: Mumbai', 'Location', { example: '{"city": "Thane"}' }))).toEqual({
      ok: false,
      message: 'Location is not valid JSON. Example: {"city": "Thane"}',
    })
    expect(read(parseJsonObject('[1]', 'Location', { example: '{}' }))).toEqual({
      ok: false,
      message: 'Location must be a JSON object. Example: {}',
    })
  })

  it('treats empty text as required, or as the given empty value', () => {
    expect(read(parseJsonObject('  ', 'Location'))).toEqual({ ok: false, message: 'Location is required' })
    expect(read(parseJsonObject('', 'Address', { empty: null }))).toEqual({ ok: true, value: null })
    expect(read(parseJsonRecord('  ', 'Location'))).toEqual({ ok: true, value: {} })
  })

  it('refuses keys outside a fixed shape', () => {
    const keys = ['city', 'address']
    expect(read(parseJsonRecord('{"city":"Mumbai"}', 'Location', { keys }))).toEqual({
      ok: true,
      value: { city: 'Mumbai' },
    })
    expect(read(parseJsonRecord('{"zip":"1"}', 'Location', { keys }))).toEqual({
      ok: false,
      message: 'Location cannot have zip. Allowed keys: city, address',
    })
  })
})

describe('JSON text-array fields', () => {
  it('reads an array of text with a size limit; empty text is []', () => {
    expect(read(parseJsonStringArray('["a.jpg", "b.jpg"]', 'Images', { max: 5 }))).toEqual({
      ok: true,
      value: ['a.jpg', 'b.jpg'],
    })
    expect(read(parseJsonStringArray('', 'Images'))).toEqual({ ok: true, value: [] })
    expect(read(parseJsonStringArray('["a","b","c"]', 'Images', { max: 2 }))).toEqual({
      ok: false,
      message: 'Images can hold at most 2 items.',
    })
  })

  it('refuses other shapes, with the field example when there is one', () => {
    expect(parseJsonStringArray('["a", 1]', 'Images').ok).toBe(false)
    expect(read(parseJsonStringArray('{"a": 1}', 'Images'))).toEqual({
      ok: false,
      message: 'Images must be a JSON array of text. Example: ["https://..."]',
    })
    expect(parseJsonStringArray('[', 'Images').ok).toBe(false)
    expect(read(parseJsonStringArray('[calm]', 'Personality', { example: '["calm"]' }))).toEqual({
      ok: false,
      message: 'Personality is not valid JSON. Example: ["calm"]',
    })
    expect(read(parseJsonStringArray('[1, 2]', 'Personality', { example: '["calm"]' }))).toEqual({
      ok: false,
      message: 'Personality must be a JSON array of text. Example: ["calm"]',
    })
  })
})

it('jsonText prints values for a textarea', () => {
  expect(jsonText(null)).toBe('')
  expect(jsonText(['a'])).toBe('[\n  "a"\n]')
  expect(jsonText({ a: 1 })).toBe('{\n  "a": 1\n}')
})

describe("JSON field messages in the reader's language", () => {
  const english = i18n.locale
  afterEach(() => i18n.activate(english))

  it('says in Marathi which field is broken, with the example left as JSON', () => {
    i18n.load('mr', compileCatalog({ ...sharedMr, ...pwaMr }))
    i18n.activate('mr')
    expect(read(parseJsonObject('{city', t('admin.location'), { example: '{"city": "Thane"}' }))).toEqual({
      ok: false,
      message: 'ठिकाण योग्य JSON नाही. उदाहरण: {"city": "Thane"}',
    })
    expect(read(parseJsonObject('', t('admin.location')))).toEqual({ ok: false, message: 'ठिकाण आवश्यक आहे' })
    const animal = adminAnimalBody({
      name: 'Moti',
      species: 'dog',
      breed: '',
      age: '',
      gender: 'male',
      size: 'medium',
      weight: '',
      color: '',
      description: '',
      specialNeeds: '',
      city: '',
      location: '',
      personality: '[1]',
      medicalHistory: '{"vaccinated": "yes"}',
      status: 'available',
      spayedNeutered: false,
    })
    expect(animal.ok).toBe(false)
    const words =
      !animal.ok && Object.fromEntries(Object.entries(animal.errors).map(([k, v]) => [k, v && fieldText(v)]))
    expect(words).toMatchObject({
      personality: 'स्वभाव ही मजकुराची JSON यादी असावी. उदाहरण: ["friendly", "playful"]',
      medicalHistory: expect.stringMatching(/^वैद्यकीय इतिहास: vaccinated true किंवा false असावे\./),
    })
  })
})
