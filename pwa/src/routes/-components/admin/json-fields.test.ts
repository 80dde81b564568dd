import { describe, expect, it } from 'vitest'
import { jsonObjectField, jsonStringArrayField, toJsonText } from './json-fields.ts'

describe('jsonObjectField', () => {
  const keys = ['city', 'address']
  it('parses an object with allowed keys; empty text is {}', () => {
    expect(jsonObjectField('{"city":"Mumbai"}', 'Location', keys, '{}')).toEqual({ ok: true, value: { city: 'Mumbai' } })
    expect(jsonObjectField('  ', 'Location', keys, '{}')).toEqual({ ok: true, value: {} })
  })
  it('names the field when the text is not JSON', () => {
    expect(jsonObjectField('{city: Mumbai', 'Location', keys, '{"city": "Mumbai"}')).toEqual({
      ok: false,
      error: 'Location is not valid JSON. Example: {"city": "Mumbai"}',
    })
  })
  it('refuses arrays, plain values and unknown keys', () => {
    expect(jsonObjectField('[1]', 'Location', keys, '{}').ok).toBe(false)
    expect(jsonObjectField('"x"', 'Location', keys, '{}').ok).toBe(false)
    expect(jsonObjectField('{"zip":"1"}', 'Location', keys, '{}')).toEqual({
      ok: false,
      error: 'Location cannot have zip. Allowed keys: city, address',
    })
  })
})

describe('jsonStringArrayField', () => {
  it('parses an array of strings; empty text is []', () => {
    expect(jsonStringArrayField('["calm"]', 'Personality', '[]')).toEqual({ ok: true, value: ['calm'] })
    expect(jsonStringArrayField('', 'Personality', '[]')).toEqual({ ok: true, value: [] })
  })
  it('refuses other shapes', () => {
    expect(jsonStringArrayField('{"a":1}', 'Personality', '[]').ok).toBe(false)
    expect(jsonStringArrayField('[1, 2]', 'Personality', '[]').ok).toBe(false)
    expect(jsonStringArrayField('[calm]', 'Personality', '["calm"]')).toEqual({
      ok: false,
      error: 'Personality is not valid JSON. Example: ["calm"]',
    })
  })
})

it('toJsonText pretty-prints', () => {
  expect(toJsonText({ a: 1 })).toBe('{\n  "a": 1\n}')
})
