import { describe, expect, it } from 'vitest'
import { jsonText, parseJsonObject, parseJsonStringArray } from './json-field.ts'

describe('JSON fields of the admin forms', () => {
  it('reads an object, and says which field is broken and how', () => {
    expect(parseJsonObject('{"city": "Mumbai"}', 'Location')).toEqual({ ok: true, value: { city: 'Mumbai' } })
    expect(parseJsonObject('{city: Mumbai}', 'Location')).toEqual({
      ok: false,
      message: 'Location is not valid JSON. Check the quotes, commas and brackets.',
    })
    for (const wrong of ['[1]', '"Mumbai"', 'null', '42']) {
      expect(parseJsonObject(wrong, 'Location')).toEqual({ ok: false, message: 'Location must be a JSON object, for example {"city": "Mumbai"}.' })
    }
  })

  it('treats empty text as required, or as the given empty value', () => {
    expect(parseJsonObject('  ', 'Location')).toEqual({ ok: false, message: 'Location is required' })
    expect(parseJsonObject('', 'Address', null)).toEqual({ ok: true, value: null })
  })

  it('reads an array of text with a size limit', () => {
    expect(parseJsonStringArray('["a.jpg", "b.jpg"]', 'Images', 5)).toEqual({ ok: true, value: ['a.jpg', 'b.jpg'] })
    expect(parseJsonStringArray('', 'Images')).toEqual({ ok: true, value: [] })
    expect(parseJsonStringArray('["a", 1]', 'Images').ok).toBe(false)
    expect(parseJsonStringArray('{"a": 1}', 'Images')).toEqual({ ok: false, message: 'Images must be a JSON array of text, for example ["https://..."].' })
    expect(parseJsonStringArray('["a","b","c"]', 'Images', 2)).toEqual({ ok: false, message: 'Images can hold at most 2 items.' })
    expect(parseJsonStringArray('[', 'Images').ok).toBe(false)
  })

  it('prints values for a textarea', () => {
    expect(jsonText(null)).toBe('')
    expect(jsonText(['a'])).toBe('[\n  "a"\n]')
  })
})
