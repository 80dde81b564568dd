import { i18n } from '@lingui/core'
import { compileCatalog } from '@paws/contracts/i18n-compile'
import { MESSAGES, validateLogin, validateProfileUpdate } from '@paws/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import sharedEn from '../../../../packages/contracts/locales/en.json' with { type: 'json' }
import sharedHi from '../../../../packages/contracts/locales/hi.json' with { type: 'json' }
import pwaEn from '../../locales/en.json' with { type: 'json' }
import { ApiError } from '../../http/errors.ts'
import {
  asCheck,
  byField,
  type FieldErrors,
  fieldText,
  hasErrors,
  requiredMessage,
  serverFailure,
  serverSaid,
  toCheck,
  withoutField,
} from './form-state.ts'
import { t } from '../../i18n/index.ts'

/** The words under each field. */
const shown = (errors: FieldErrors) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v && fieldText(v)]))

describe('toCheck', () => {
  it('lets the values through when a contracts validator finds nothing', () => {
    const values = { email: 'a@b.in', password: 'x' }
    expect(toCheck(validateLogin(t, values), values)).toEqual({ ok: true, value: values })
  })

  it('keys a contracts validator list by field, with its exact messages', () => {
    const values = { email: '', password: '' }
    const checked = toCheck(validateLogin(t, values), values)
    expect(!checked.ok && shown(checked.errors)).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    })
  })

  it('passes a Check through and treats no validator as valid', () => {
    const refused = { ok: false, errors: { a: { id: MESSAGES.phone } } } as const
    expect(toCheck({ ok: true, value: 42 }, {})).toEqual({ ok: true, value: 42 })
    expect(toCheck(refused, {})).toEqual(refused)
    expect(toCheck(undefined, { a: 1 })).toEqual({ ok: true, value: { a: 1 } })
  })
})

describe('field error helpers', () => {
  it('keeps the first message per field', () => {
    expect(
      byField([
        { field: 'a', message: MESSAGES.email },
        { field: 'a', message: MESSAGES.phone },
        { field: 'b', message: 'validation.required', values: { label: 'City' } },
      ]),
    ).toEqual({ a: { id: MESSAGES.email }, b: { id: 'validation.required', values: { label: 'City' } } })
  })

  it('drops one field and tells whether any message is left', () => {
    const errors: FieldErrors = { a: { id: MESSAGES.email }, b: { server: 'Taken' } }
    expect(withoutField(errors, 'a')).toEqual({ b: { server: 'Taken' } })
    expect(withoutField(errors, 'c')).toBe(errors)
    expect(hasErrors({ a: undefined })).toBe(false)
    expect(hasErrors({ a: { id: MESSAGES.email } })).toBe(true)
  })
})

describe("a field's words", () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: compileCatalog({ ...sharedEn, ...pwaEn }) }))

  it("words the PWA's own messages in the reader's language, those shown too once the language changes", () => {
    const errors = byField(validateProfileUpdate(t, { phone: '98765' }))
    expect(shown(errors)).toEqual({ phone: 'Phone number must be exactly 10 digits' })
    i18n.loadAndActivate({ locale: 'hi', messages: compileCatalog(sharedHi) })
    expect(shown(errors)).toEqual({ phone: 'फ़ोन नंबर ठीक 10 अंकों का होना चाहिए' })
    expect(fieldText(requiredMessage('ईमेल'))).toBe('ईमेल ज़रूरी है')
  })

  it("shows a server's words as the server said them, even when they look like a key", () => {
    i18n.loadAndActivate({ locale: 'hi', messages: compileCatalog(sharedHi) })
    expect(fieldText({ server: 'यह ईमेल पहले से इस्तेमाल में है' })).toBe('यह ईमेल पहले से इस्तेमाल में है')
    expect(fieldText({ server: 'validation.phone' })).toBe('validation.phone')
  })
})

describe('serverFailure', () => {
  const badRequest = new ApiError(400, {
    statusCode: 400,
    message: 'Validation failed',
    errors: [
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'other', message: 'Other is wrong' },
    ],
  })

  it("maps the server's 400 field errors onto the fields asked for, as the server worded them", () => {
    expect(serverFailure(badRequest, { fallback: 'ui.somethingWentWrongTryAgain', serverFields: 'all' })).toEqual({
      errors: { email: { server: 'Please enter a valid email address' }, other: { server: 'Other is wrong' } },
      message: null,
    })
    expect(serverFailure(badRequest, { fallback: 'ui.somethingWentWrongTryAgain', serverFields: ['email'] })).toEqual({
      errors: { email: { server: 'Please enter a valid email address' } },
      message: null,
    })
  })

  it('shows field lines as the form-level message when fields are not mapped', () => {
    expect(serverFailure(badRequest, { fallback: 'ui.somethingWentWrongTryAgain' })).toEqual({
      errors: {},
      message: { server: 'email: Please enter a valid email address\nother: Other is wrong' },
    })
    expect(
      serverFailure(badRequest, { fallback: 'ui.somethingWentWrongTryAgain', serverFields: ['phone'] }).message,
    ).toEqual({ server: expect.stringContaining('email:') })
  })

  it("uses the server's words, else the fallback's id (worded where the message is drawn)", () => {
    const fallback = 'ui.somethingWentWrongTryAgain'
    expect(serverFailure(new ApiError(409, { message: 'Taken' }), { fallback }).message).toEqual({ server: 'Taken' })
    expect(serverFailure(new ApiError(500, null), { fallback }).message).toEqual({ id: fallback })
    expect(serverFailure(new Error('boom'), { fallback }).message).toEqual({ id: fallback })
  })

  it("puts one field's failure under it: the server's words, else the form's own message", () => {
    expect(serverSaid(new ApiError(409, { message: 'Already a member' }), 'team.inviteFailed')).toEqual({
      server: 'Already a member',
    })
    expect(serverSaid(new ApiError(0, null, 'network'), 'team.inviteFailed')).toEqual({ id: 'team.inviteFailed' })
  })
})

describe('asCheck', () => {
  it("turns a form module's { ok: true, ...body } into a Check of the body", () => {
    const result = { ok: true, body: { name: 'Rex' } } as
      | { ok: true; body: { name: string } }
      | { ok: false; errors: FieldErrors }
    const refused: FieldErrors = { name: { id: MESSAGES.email } }
    expect(asCheck(result)).toEqual({ ok: true, value: { body: { name: 'Rex' } } })
    expect(asCheck({ ok: false, errors: refused })).toEqual({ ok: false, errors: refused })
  })
})
