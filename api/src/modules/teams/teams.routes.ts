// NGO teams: a coordinator invites, lists and removes members; the invited person accepts.
import type { FastifyInstance } from 'fastify'
import { errorResponses } from '@paws/contracts/schemas/common'
import {
  AcceptInvitationBody,
  Invitation,
  InvitationBody,
  MemberList,
  MemberParams,
  Membership,
  NightWatch,
} from '@paws/contracts/schemas/teams'
import type { Static } from 'typebox'
import { currentUser } from '../../plugins/app/auth.ts'
import type { NightWatchService } from './teams.night-watch.ts'
import type { TeamsService } from './teams.service.ts'

const tags = ['ngos']
const security = [{ bearerAuth: [] }]

export default async function teamRoutes(
  app: FastifyInstance,
  opts: { teams: TeamsService; nightWatch: NightWatchService },
) {
  const { teams, nightWatch } = opts
  app.addHook('onRequest', app.authenticate)

  app.get('/me/night-watch', {
    config: { access: 'signed-in' },
    schema: {
      summary: "Your NGO's night watch",
      tags,
      security,
      description:
        'A coordinator: who of the NGO is woken for critical and high cases of its area between 22:00 and 07:00, ' +
        'by weekday (0 Sunday; the evening the night starts), India time.',
      response: { 200: NightWatch, ...errorResponses(401, 403) },
    },
    handler: (req) => nightWatch.get(currentUser(req)),
  })

  app.put<{ Body: NightWatch }>('/me/night-watch', {
    config: { access: 'signed-in' },
    schema: {
      summary: "Set your NGO's night watch",
      tags,
      security,
      description:
        'A coordinator replaces the rota: [{weekday 0-6, userId, from "HH:MM", to "HH:MM"}] (from after to spans ' +
        'midnight). A time outside 00:00-23:59, a watch starting when it ends or a person not a member of the NGO: ' +
        '400, nothing changed.',
      body: NightWatch,
      response: { 200: NightWatch, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => nightWatch.save(currentUser(req), req.body),
  })

  app.post<{ Body: InvitationBody }>('/me/members/invitations', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Invite a member to your NGO',
      tags,
      security,
      description:
        "A coordinator of an approved, active NGO invites an e-mail address to the NGO's team as a coordinator or " +
        'a responder. The address gets a link with a code, valid 7 days, for that address only; a newer invitation ' +
        'replaces one not yet used. Through the shared mail guard: one invitation per address every few minutes, ' +
        'a daily cap per inviting account and an hourly cap per client (429 with Retry-After).',
      body: InvitationBody,
      response: { 201: Invitation, ...errorResponses(400, 401, 403, 409, 429) },
    },
    handler: async (req, reply) => reply.status(201).send(await teams.invite(currentUser(req), req.body, req.ip)),
  })

  app.post<{ Body: AcceptInvitationBody }>('/invitations/accept', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Join an NGO with an invitation',
      tags,
      security,
      description:
        "The invited person, signed in with the invited address, joins the NGO's team; the account acts for the NGO " +
        '(role ngo) while a member. Refused: an unknown code (404), a used one (409), an expired one (422), another ' +
        "address's (403), an admin (403), a member of an NGO already (409).",
      body: AcceptInvitationBody,
      response: { 200: Membership, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: (req) => teams.accept(currentUser(req), req.body.code),
  })

  app.get('/me/members', {
    config: { access: 'signed-in' },
    schema: {
      summary: "Your NGO's members",
      tags,
      security,
      description:
        "A coordinator: the NGO's members (with whether each is on duty now) and its invitations not yet used.",
      response: { 200: MemberList, ...errorResponses(401, 403) },
    },
    handler: (req) => teams.members(currentUser(req)),
  })

  app.delete<{ Params: Static<typeof MemberParams> }>('/me/members/:userId', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Remove a member from your NGO',
      tags,
      security,
      description:
        'A coordinator removes a member: from the next request the account no longer acts for the NGO, gets back the ' +
        "role it had, leaves the NGO's cases it was assigned to and goes off duty. The last coordinator and the NGO's " +
        'own account cannot be removed (409).',
      params: MemberParams,
      response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (req, reply) => {
      await teams.remove(currentUser(req), req.params.userId)
      return reply.status(204).send()
    },
  })
}
