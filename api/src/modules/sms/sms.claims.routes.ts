// A signed-out phone's claim codes (docs/sms-reports.md#signed-out): given to any app (public,
// a few an hour per client) and claimed by the account the person makes or signs into.
import type { FastifyInstance } from 'fastify'
import { errorResponses } from '@paws/contracts/schemas/common'
import { SmsClaimBody, SmsClaimCode, SmsClaimResult } from '@paws/contracts/schemas/sms'
import { currentUser } from '../../plugins/app/auth.ts'
import type { SmsClaims } from './sms.claims.ts'

const tags = ['sms']

export default async function smsClaimRoutes(app: FastifyInstance, opts: { claims: SmsClaims }) {
  const { claims } = opts

  app.post('/claim-codes', {
    config: {
      access: 'public',
      rateLimit: { max: app.config.SMS_CLAIM_CODE_RATE_LIMIT_MAX, timeWindow: '1 hour' },
    },
    schema: {
      summary: 'A one-time claim code for reports by SMS without an account',
      tags,
      description:
        'The app asks for one at its first load, signed out, and keeps it for when data fails: an SMS report ' +
        'names the code (`MP1 c<code> ...`) and is signed with its key. The code files one report; the account ' +
        'the person makes later claims it (POST /api/sms/claim-codes/claim). A few an hour per client (429).',
      response: { 201: SmsClaimCode, ...errorResponses(429) },
    },
    handler: async (_req, reply) => reply.status(201).send(await claims.issue()),
  })

  app.post<{ Body: SmsClaimBody }>('/claim-codes/claim', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: 'Claim the report a claim code filed by SMS',
      tags,
      security: [{ bearerAuth: [] }],
      description:
        'With the code and its key (only the phone that got the code has the key): the case its SMS filed, if ' +
        "one came, becomes this account's, so the phone's own copy of the report is that case. The same account " +
        'again: the same answer; the key wrong: 403; an NGO account: 403; claimed by another account: 409.',
      body: SmsClaimBody,
      response: { 200: SmsClaimResult, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (req) => claims.claim(currentUser(req), req.body),
  })
}
