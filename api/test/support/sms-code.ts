// The report code a phone writes for an SMS (docs/sms-reports.md), signed with its account's
// key as the phone gets it from GET /api/sms/key.
import { createHmac } from 'node:crypto'
import { type SmsReport, smsFitted, smsMessage, smsSignedText, smsTag } from '@paws/contracts'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { bearer, type TestUser } from './helper.ts'

/** The account's key as the phone gets it. */
export async function smsKeyOf(app: FastifyInstance, user: TestUser): Promise<Buffer> {
  const res = await app.inject({ method: 'GET', url: '/api/sms/key', headers: bearer(user) })
  expect(res.statusCode, res.body).toBe(200)
  return Buffer.from((res.json() as { key: string }).key, 'base64url')
}

/** The message the phone writes for a report waiting in its outbox. */
export async function smsFor(
  app: FastifyInstance,
  user: TestUser,
  reportId: string,
  extra: Partial<SmsReport> = {},
): Promise<string> {
  const report = smsFitted({
    userId: user.id,
    reportId,
    lat: 19.0544123,
    lng: 72.8402456,
    animalType: 'dog',
    urgency: 'critical',
    landmark: 'SV Road near Bandra station',
    ...extra,
  })
  const tag = smsTag(
    createHmac('sha256', await smsKeyOf(app, user))
      .update(smsSignedText(report))
      .digest(),
  )
  return smsMessage(report, tag)
}
