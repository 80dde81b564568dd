// Clinics: the admin's list and approval (as for NGOs), the clinic's own profile and its
// availability, and the approved clinics accepting now near a point.
import {
  AvailabilityBody,
  Clinic,
  ClinicHandoverList,
  ClinicList,
  ClinicListQuery,
  ClinicVerifyBody,
  NearbyClinicList,
  NearbyClinicsQuery,
} from '@paws/contracts/schemas/clinics'
import { errorResponses, IdParams } from '@paws/contracts/schemas/common'
import type { FastifyInstance } from 'fastify'
import type { Static } from 'typebox'
import { currentUser, requireRole } from '../../plugins/app/auth.ts'
import type { ClinicsService } from './clinics.service.ts'

const tags = ['clinics']
const security = [{ bearerAuth: [] }]

export default async function clinicRoutes(app: FastifyInstance, opts: { clinics: ClinicsService }) {
  const { clinics } = opts
  app.addHook('onRequest', app.authenticate)

  app.get<{ Querystring: ClinicListQuery }>('/', {
    config: { access: 'admin' },
    schema: {
      summary: 'List clinics by approval status (admin)',
      tags,
      security,
      description: 'Admin: every clinic with its approval status (filter status), newest first.',
      querystring: ClinicListQuery,
      response: { 200: ClinicList, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => clinics.list(req.query),
  })

  app.get('/me', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Read my clinic',
      tags,
      security,
      description: "A clinic's own profile, approval and availability (404 for any other account).",
      response: { 200: Clinic, ...errorResponses(401, 404) },
    },
    handler: (req) => clinics.mine(currentUser(req)),
  })

  app.get('/me/handovers', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'The animals handed to my clinic',
      tags,
      security,
      description:
        "A clinic's hand-overs, newest first (at most 50): coming, admitted or could not take, with the " +
        "clinic's own number and news, the animal and its condition, the case's city and pincode (never the " +
        'exact place or the reporter) and the responder who brings it. The clinic answers and updates through ' +
        'POST /rescues/{id}/actions (clinic_admit, clinic_refuse, clinic_update). 403 for any other account.',
      response: { 200: ClinicHandoverList, ...errorResponses(401, 403) },
    },
    handler: (req) => clinics.handovers(currentUser(req)),
  })

  app.put<{ Body: AvailabilityBody }>('/me/availability', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Say whether my clinic takes emergencies now, and its free places',
      tags,
      security,
      description:
        'An approved clinic says whether it accepts emergencies now, until when (required while accepting: ' +
        'in the future, at most 72 hours ahead) and its free places per species (0 or more). The time it ' +
        'said so is kept. 403 for a clinic that is not approved and for any other account.',
      body: AvailabilityBody,
      response: { 200: Clinic, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => clinics.setAvailability(currentUser(req), req.body),
  })

  app.get<{ Querystring: NearbyClinicsQuery }>('/nearby', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Clinics accepting emergencies near a point',
      tags,
      security,
      description:
        'The approved clinics accepting emergencies now within 25 km of lat/lng (treating species, if given), ' +
        'nearest first, at most 20: distance, free places, hours and phone.',
      querystring: NearbyClinicsQuery,
      response: { 200: NearbyClinicList, ...errorResponses(400, 401) },
    },
    handler: (req) => clinics.nearby(req.query),
  })

  app.post<{ Params: Static<typeof IdParams>; Body: ClinicVerifyBody }>('/:id/verify', {
    config: { access: 'admin' },
    schema: {
      summary: 'Approve or reject a clinic (admin)',
      tags,
      security,
      description: "Admin: approve or reject a clinic (a reason is required to reject). The clinic's user is told.",
      params: IdParams,
      body: ClinicVerifyBody,
      response: { 200: Clinic, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => clinics.verify(requireRole(req, 'admin'), req.params.id, req.body),
  })
}
