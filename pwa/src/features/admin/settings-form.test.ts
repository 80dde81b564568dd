import { DISPATCH_DEFAULTS } from '@paws/contracts'
import { ESCALATION_DEFAULTS } from '@paws/contracts/schemas/admin'
import { describe, expect, it } from 'vitest'
import { settingsBody, valuesFromSettings } from './settings-form.ts'

const values = (smsNumber: string) => ({
  ...valuesFromSettings(ESCALATION_DEFAULTS, DISPATCH_DEFAULTS, { number: '+919820041234' }),
  smsNumber,
})

describe("the hotline's SMS number in the admins' settings", () => {
  it('is sent as E.164, the spaces typed in it dropped', () => {
    const body = settingsBody(values(' +91 98765 43210 '))
    expect(body.ok && body.sms).toEqual({ number: '+919876543210' })
  })

  it('is refused under its field without the + and country code, or with letters', () => {
    for (const typed of ['9876543210', '+0 98765 43210', '+91-98765-43210', 'call me', '']) {
      const body = settingsBody(values(typed))
      expect(body.ok, typed).toBe(false)
      expect(!body.ok && Object.keys(body.errors), typed).toEqual(['smsNumber'])
    }
  })
})

describe("the rings' open offers, outer and far ring in the admins' settings", () => {
  it('are sent with the rest', () => {
    const body = settingsBody({
      ...values('+919820041234'),
      openOffers: '7',
      outerRadiusM: '6000',
      farRadiusM: '12000',
    })
    expect(body.ok && body.dispatch).toMatchObject({ openOffers: 7, outerRadiusM: 6000, farRadiusM: 12_000 })
  })

  it('refuse a far ring short of the outer one, under its field', () => {
    const short = settingsBody({ ...values('+919820041234'), farRadiusM: '4000' })
    expect(!short.ok && Object.keys(short.errors)).toEqual(['farRadiusM'])
  })

  it('refuse an outer ring short of the wide one, and an open-offer count out of range, under their fields', () => {
    const short = settingsBody({ ...values('+919820041234'), outerRadiusM: '2000' })
    expect(!short.ok && Object.keys(short.errors)).toEqual(['outerRadiusM'])
    const none = settingsBody({ ...values('+919820041234'), openOffers: '0' })
    expect(!none.ok && Object.keys(none.errors)).toEqual(['openOffers'])
  })
})
