import { MESSAGES, validateLogin } from '@paws/contracts'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../http/errors.ts'
import { asCheck, byField, hasErrors, serverFailure, toCheck, withoutField } from './form-state.ts'
import { t } from '../../i18n/index.ts'

describe('toCheck', () => {
  it('lets the values through when a contracts validator finds nothing', () => {
    const values = { email: 'a@b.in', password: 'x' }
    expect(toCheck(validateLogin(t, values), values)).toEqual({ ok: true, value: values })
  })

  it('keys a contracts validator list by field, with its exact messages', () => {
    const values = { email: '', password: '' }
    expect(toCheck(validateLogin(t, values), values)).toEqual({
      ok: false,
      errors: { email: MESSAGES.required(t, 'Email'), password: MESSAGES.required(t, 'Password') },
    })
  })

  it('passes a Check through and treats no validator as valid', () => {
    expect(toCheck({ ok: true, value: 42 }, {})).toEqual({ ok: true, value: 42 })
    expect(toCheck({ ok: false, errors: { a: 'no' } }, {})).toEqual({ ok: false, errors: { a: 'no' } })
    expect(toCheck(undefined, { a: 1 })).toEqual({ ok: true, value: { a: 1 } })
  })
})

describe('field error helpers', () => {
  it('keeps the first message per field', () => {
    expect(
      byField([
        { field: 'a', message: 'first' },
        { field: 'a', message: 'second' },
        { field: 'b', message: 'b' },
      ]),
    ).toEqual({ a: 'first', b: 'b' })
  })

  it('drops one field and tells whether any message is left', () => {
    const errors = { a: 'x', b: 'y' }
    expect(withoutField(errors, 'a')).toEqual({ b: 'y' })
    expect(withoutField(errors, 'c')).toBe(errors)
    expect(hasErrors({ a: undefined })).toBe(false)
    expect(hasErrors({ a: 'x' })).toBe(true)
  })
})

describe('serverFailure', () => {
  const badRequest = new ApiError(400, {
    statusCode: 400,
    message: 'Validation failed',
    errors: [
      { field: 'email', message: MESSAGES.email },
      { field: 'other', message: 'Other is wrong' },
    ],
  })

  it("maps the server's 400 field errors onto the fields asked for", () => {
    expect(serverFailure(badRequest, { fallback: 'f', serverFields: 'all' })).toEqual({
      errors: { email: MESSAGES.email, other: 'Other is wrong' },
      message: null,
    })
    expect(serverFailure(badRequest, { fallback: 'f', serverFields: ['email'] })).toEqual({
      errors: { email: MESSAGES.email },
      message: null,
    })
  })

  it('shows field lines as the form-level message when fields are not mapped', () => {
    expect(serverFailure(badRequest, { fallback: 'f' })).toEqual({
      errors: {},
      message: `email: ${MESSAGES.email}\nother: Other is wrong`,
    })
    expect(serverFailure(badRequest, { fallback: 'f', serverFields: ['phone'] }).message).toContain('email:')
  })

  it("uses the server's message, else the fallback", () => {
    expect(serverFailure(new ApiError(409, { message: 'Taken' }), { fallback: 'f' }).message).toBe('Taken')
    expect(serverFailure(new ApiError(500, null), { fallback: 'Try again' }).message).toBe('Try again')
    expect(serverFailure(new Error('boom'), { fallback: 'Try again' }).message).toBe('Try again')
  })
})

describe('asCheck', () => {
  it("turns a form module's { ok: true, ...body } into a Check of the body", () => {
    const result = { ok: true, body: { name: 'Rex' } } as
      | { ok: true; body: { name: string } }
      | { ok: false; errors: Record<string, string> }
    expect(asCheck(result)).toEqual({ ok: true, value: { body: { name: 'Rex' } } })
    expect(asCheck({ ok: false, errors: { name: 'x' } })).toEqual({ ok: false, errors: { name: 'x' } })
  })
})
