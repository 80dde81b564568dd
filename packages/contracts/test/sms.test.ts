import { describe, expect, it } from 'vitest'
import {
  asciiLandmark,
  isAnonymousSms,
  isGsm7,
  parseAnonymousSmsReport,
  parseSmsReport,
  SMS_MAX_LENGTH,
  type SmsReport,
  smsFitted,
  smsMessage,
  smsSignedText,
  smsTag,
} from '../src/sms.ts'

const report: SmsReport = {
  userId: 4821,
  reportId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  lat: 19.0760912,
  lng: 72.8776559,
  animalType: 'dog',
  urgency: 'critical',
  landmark: 'Opp. Dadar station gate 2, near the flower market',
}
// Stands in for the HMAC digest (the API's tests sign with the real one).
const sign = (text: string) => smsTag(Uint8Array.from({ length: 32 }, (_, i) => text.charCodeAt(i % text.length) ^ i))

describe('SMS report code', () => {
  it('writes one GSM-7 message of at most 160 characters that reads back as the same report', () => {
    const fitted = smsFitted({ ...report, landmark: `${report.landmark} `.repeat(6) })
    const text = smsMessage(fitted, sign(smsSignedText(fitted)))
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH)
    expect(isGsm7(text)).toBe(true)
    const parsed = parseSmsReport(text)
    expect(parsed).toMatchObject({ ok: true, report: { ...fitted, lat: 19.07609, lng: 72.87766 } })
    if (parsed.ok) expect(parsed.tag).toBe(sign(parsed.signed))
  })

  it('positions to 5 decimals, the report id without dashes, the tag before the landmark', () => {
    const text = smsMessage(report, 'abcdefgh23')
    expect(text).toBe(
      'MP1 4821 0f8fad5bd9cb469fa16570867728950e 19.07609,72.87766 dog critical abcdefgh23 Opp. Dadar station gate 2, near the flower market',
    )
  })

  it('keeps the landmark plain ASCII: accents dropped, other scripts and emoji gone', () => {
    expect(asciiLandmark('Café near दादर station 🐶 #3', 60)).toBe('Cafe near station 3')
    expect(asciiLandmark('   ', 10)).toBe('')
  })

  it('refuses what is not a report code, with the reason', () => {
    for (const text of [
      'hello',
      'MP1 12 xyz',
      'MP1 12 0f8fad5bd9cb469fa16570867728950e 19.07609,72.87766 tiger high abcdefgh23',
      'MP1 12 0f8fad5bd9cb469fa16570867728950e 99.07609,72.87766 dog high abcdefgh23',
      `MP1 12 0f8fad5bd9cb469fa16570867728950e 19.07609,72.87766 dog high abcdefgh23 ${'x'.repeat(120)}`,
    ]) {
      expect(parseSmsReport(text).ok, text).toBe(false)
    }
  })

  it("a signed-out phone's code: `c` and its claim code in the account's place, read back by its own reader only", () => {
    const { userId: _, ...rest } = report
    const anonymous = smsFitted({ ...rest, claimCode: 'k3q7zm2a4d' })
    const text = smsMessage(anonymous, sign(smsSignedText(anonymous)))
    expect(text.startsWith('MP1 ck3q7zm2a4d 0f8fad5bd9cb469fa16570867728950e 19.07609,72.87766 dog critical ')).toBe(
      true,
    )
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH)
    expect(isAnonymousSms(text)).toBe(true)
    expect(parseSmsReport(text).ok).toBe(false)
    const parsed = parseAnonymousSmsReport(text)
    expect(parsed).toMatchObject({ ok: true, report: { ...anonymous, lat: 19.07609, lng: 72.87766 } })
    if (parsed.ok) expect(parsed.tag).toBe(sign(parsed.signed))
    // An account's code is not read as a signed-out one, nor a code of the wrong length.
    expect(isAnonymousSms(smsMessage(report, 'abcdefgh23'))).toBe(false)
    expect(parseAnonymousSmsReport(text.replace('ck3q7zm2a4d', 'ck3q7zm2a4'))).toMatchObject({ ok: false })
  })
})
