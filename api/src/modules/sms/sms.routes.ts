// The SMS gateway's webhook and the account's SMS key (docs/sms-reports.md). The webhook
// exists only with SMS_INBOUND_TOKEN set (404 otherwise) and answers only that bearer token
// (401); every other refusal is logged with the sender and the text.
import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { errorResponses } from '@paws/contracts/schemas/common'
import { SmsHotline, SmsInboundBody, SmsInboundResult, SmsKey } from '@paws/contracts/schemas/sms'
import { Unauthorized } from '../../lib/errors.ts'
import { currentUser } from '../../plugins/app/auth.ts'
import type { SmsService } from './sms.service.ts'
import { isAnonymousSms } from '@paws/contracts'
import type { SmsClaims } from './sms.claims.ts'

const tags = ['sms']

function holdsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? ''
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export default async function smsRoutes(app: FastifyInstance, opts: { sms: SmsService; claims: SmsClaims }) {
  const { sms, claims } = opts
  const token = app.config.SMS_INBOUND_TOKEN

  app.post<{ Body: SmsInboundBody }>('/inbound', {
    config: { access: 'gateway' },
    schema: {
      summary: 'Receive a report sent by SMS (the SMS gateway)',
      tags,
      security: [{ smsGateway: [] }],
      description:
        'An SMS received by the hotline number, posted by the gateway with `Authorization: Bearer <SMS_INBOUND_TOKEN>` ' +
        '(404 when the server has no token set). A report code (docs/sms-reports.md) signed by its account files a ' +
        "case under the report's id (201), the same case the phone's copy gives when it arrives, in either order. " +
        'Not a report code: 400; not signed by the account it names, or an NGO account: 403; already filed: 409. ' +
        "A signed-out phone's code (`MP1 c<claim code> ...`) files one report under its claim code (409 after), " +
        'at most 3 a day per sender (429) (docs/sms-reports.md#signed-out).',
      body: SmsInboundBody,
      response: { 201: SmsInboundResult, ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    onRequest: async (request, reply) => {
      if (!token) return reply.callNotFound()
      if (!holdsToken(request, token)) {
        request.log.warn({ sms: 'unauthorised gateway call' }, 'SMS refused')
        throw new Unauthorized()
      }
    },
    // Every refusal past the token (malformed body, not a code, forged, repeated) is logged
    // with what was received and the answer.
    onSend: async (request, reply, payload) => {
      if (reply.statusCode >= 400 && reply.statusCode !== 401 && reply.statusCode !== 404) {
        request.log.warn({ sms: request.body, status: reply.statusCode, answer: payload }, 'SMS refused')
      }
      return payload
    },
    // A signed-out phone's code names its claim code instead of an account (sms.claims.ts).
    handler: async (req, reply) =>
      reply.status(201).send(await (isAnonymousSms(req.body.text) ? claims.receive(req.body) : sms.receive(req.body))),
  })

  app.get('/key', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: 'My key for signing reports sent by SMS',
      tags,
      security: [{ bearerAuth: [] }],
      description:
        "The key the phone signs this account's SMS reports with (kept on the phone for when data fails). It " +
        'changes whenever every session of the account ends (a password change or reset); the old one signs nothing.',
      response: { 200: SmsKey, ...errorResponses(401) },
    },
    handler: async (req) => sms.key(currentUser(req).id),
  })

  app.get('/hotline', {
    config: { access: 'public' },
    schema: {
      summary: "The hotline's SMS number",
      tags,
      description:
        'Where "Send by SMS" sends a coded report when data fails: the admins\' setting, else SMS_HOTLINE_NUMBER. ' +
        'The phone keeps it for when there is no data.',
      response: { 200: SmsHotline },
    },
    handler: () => sms.hotline(),
  })
}

/** Under /admin: the hotline's SMS number. */
export async function adminSmsRoutes(app: FastifyInstance, opts: { sms: SmsService }) {
  const { sms } = opts
  const tags = ['admin']
  const security = [{ bearerAuth: [] }]
  app.addHook('onRequest', app.authenticate)

  app.get('/settings/sms', {
    config: { access: 'admin' },
    schema: {
      summary: "Read the hotline's SMS number (admin)",
      tags,
      security,
      description: 'The number phones send coded SMS reports to (docs/sms-reports.md).',
      response: { 200: SmsHotline, ...errorResponses(401, 403) },
    },
    handler: () => sms.hotline(),
  })

  app.put<{ Body: SmsHotline }>('/settings/sms', {
    config: { access: 'admin' },
    schema: {
      summary: "Set the hotline's SMS number (admin)",
      tags,
      security,
      description:
        'Sets it (E.164, e.g. +919820041234); phones take it the next time they have data. The gateway posting ' +
        "to POST /api/sms/inbound must receive this number's messages.",
      body: SmsHotline,
      response: { 200: SmsHotline, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => sms.saveHotline(req.body),
  })
}
