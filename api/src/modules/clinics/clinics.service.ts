// Clinics (the spec's vet role). A clinic signs up pending (auth.registration.ts); an admin
// approves or rejects it as for NGOs, and its user hears of the decision. An approved clinic
// says whether it accepts emergencies, until when (in the future, at most
// CLINIC_ACCEPTING_MAX_HOURS ahead, so a forgotten "yes" runs out) and its free places per
// species, and the moment it said so is kept. Responders see the approved clinics accepting
// now, nearest first; a pending or rejected clinic is never shown and cannot say it accepts.
import { RESCUE_ANIMAL_TYPES, type SharedMessageId } from '@paws/contracts'
import {
  type AvailabilityBody,
  CLINIC_ACCEPTING_MAX_HOURS,
  CLINIC_MESSAGES,
  CLINIC_NEARBY_RADIUS_M,
  type Clinic,
  CLINIC_HANDOVERS_LISTED,
  type ClinicHandover,
  type ClinicHandoverList,
  type ClinicList,
  type ClinicListQuery,
  type ClinicPlaces,
  type ClinicVerifyBody,
  type NearbyClinicList,
  type NearbyClinicsQuery,
  validateClinicDecision,
} from '@paws/contracts/schemas/clinics'
import type { Database } from '../../db/database.ts'
import { Forbidden, NotFound, ValidationFailed } from '../../lib/errors.ts'
import { boxAround, distanceM } from '../../lib/geo.ts'
import { pageMeta } from '../../lib/pagination.ts'
import type { AuthUser } from '../../types.ts'
import { localized, type Notifier } from '../notifications/notifier.ts'
import * as handoverRepo from './clinics.handovers.repository.ts'
import * as repo from './clinics.repository.ts'
import type { Clock } from '../../lib/clock.ts'

const iso = (d: Date | string) => new Date(d).toISOString()

/** The place of a case as a clinic it is handed to reads it: the city and the pincode, not the street (docs/rules.md#clinics). */
function clinicPlace(location: { city: string; pincode: string | null }): { city: string; pincode: string | null } {
  return { city: location.city, pincode: location.pincode }
}

/** Only the species the clinic named, in the enum's order; zero kept (it said "none free"). */
function placesOf(json: ClinicPlaces): ClinicPlaces {
  const out: ClinicPlaces = {}
  for (const s of RESCUE_ANIMAL_TYPES) if (typeof json[s] === 'number') out[s] = json[s]
  return out
}

/** Accepting only while its "until" is ahead of `now`: an expired "yes" reads as no. */
function acceptingAt(row: repo.ClinicRow, now: Date): boolean {
  return row.accepting && row.accepting_until !== null && new Date(row.accepting_until) > now
}

export function toClinic(row: repo.ClinicRow, now: Date): Clinic {
  const accepting = acceptingAt(row, now)
  return {
    id: row.id,
    userId: row.user_id,
    name: row.clinic_name ?? '',
    licenseNumber: row.license_number,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    species: row.species,
    hours: row.hours,
    phone: row.phone,
    email: row.email,
    approvalStatus: row.approval_status,
    rejectionReason: row.rejection_reason,
    availability: {
      accepting,
      until: accepting && row.accepting_until ? iso(row.accepting_until) : null,
      places: placesOf(row.places),
      updatedAt: row.availability_at ? iso(row.availability_at) : null,
    },
    createdAt: iso(row.created_at),
  }
}

function toHandover(r: handoverRepo.ClinicHandoverRow): ClinicHandover {
  const responder = `${r.responder_first_name ?? ''} ${r.responder_last_name ?? ''}`.trim()
  return {
    id: r.id,
    rescueId: r.rescue_id,
    state: r.state,
    clinicRef: r.clinic_ref,
    animalState: r.animal_state,
    handedAt: iso(r.created_at),
    answeredAt: r.answered_at ? iso(r.answered_at) : null,
    caseStatus: r.status,
    animalType: r.animal_type,
    urgency: r.urgency,
    description: r.description,
    injuries: r.condition.injuries ?? null,
    place: clinicPlace({ ...r.location, pincode: r.location.pincode ?? null }),
    responder: { name: responder, phone: r.responder_phone, ngo: r.ngo_name },
  }
}

export function createClinicsService(deps: { db: Database; notifier: Notifier; clock: Clock }) {
  const { db, notifier } = deps
  const now = deps.clock

  async function list(query: ClinicListQuery): Promise<ClinicList> {
    const page = query.page ?? 1
    const limit = query.limit ?? 20
    const { rows, total } = await repo.listClinics(db, { status: query.status, page, limit })
    const at = now()
    return { clinics: rows.map((r) => toClinic(r, at)), meta: pageMeta(total, page, limit) }
  }

  async function mine(viewer: AuthUser): Promise<Clinic> {
    const row = viewer.role === 'vet' ? await repo.findClinicOfUser(db, viewer.id) : undefined
    if (!row) throw new NotFound('error.clinic.notAClinic')
    return toClinic(row, now())
  }

  async function verify(admin: AuthUser, id: number, body: ClinicVerifyBody): Promise<Clinic> {
    const row = await repo.findClinic(db, id)
    if (!row) throw new NotFound('error.clinic.notFound')
    const invalid = validateClinicDecision(body)
    if (invalid.length > 0) throw new ValidationFailed(invalid)
    const reason = body.reason?.trim() ?? ''
    const approved = body.action === 'approve'
    await db.transaction().execute(async (trx) => {
      await repo.updateClinic(trx, id, {
        approval_status: approved ? 'approved' : 'rejected',
        rejection_reason: approved ? null : reason,
        // A rejected clinic stops being offered at once.
        ...(approved ? {} : { accepting: false, accepting_until: null }),
      })
      await notifier.notify(
        trx,
        [row.user_id],
        localized('system', '/clinic', (t) => {
          const values = { clinic: row.clinic_name ?? '', reason }
          return approved
            ? { title: t._('notify.clinic.approved.title'), message: t._('notify.clinic.approved.message', values) }
            : { title: t._('notify.clinic.rejected.title'), message: t._('notify.clinic.rejected.message', values) }
        }),
        admin.id,
      )
    })
    notifier.flush()
    const updated = await repo.findClinic(db, id)
    if (!updated) throw new NotFound('error.clinic.notFound')
    return toClinic(updated, now())
  }

  async function setAvailability(viewer: AuthUser, body: AvailabilityBody): Promise<Clinic> {
    const row = viewer.role === 'vet' ? await repo.findClinicOfUser(db, viewer.id) : undefined
    if (!row) throw new Forbidden('error.clinic.notAClinic')
    if (row.approval_status !== 'approved') throw new Forbidden('error.clinic.notApproved')
    const at = now()
    let problem: SharedMessageId | null = null
    let until: Date | null = null
    if (body.accepting) {
      if (!body.until) problem = CLINIC_MESSAGES.untilRequired
      else {
        until = new Date(body.until)
        if (until <= at) problem = CLINIC_MESSAGES.untilPast
        else if (until.getTime() - at.getTime() > CLINIC_ACCEPTING_MAX_HOURS * 3_600_000) {
          problem = CLINIC_MESSAGES.untilTooFar
        }
      }
    }
    if (problem) {
      const id = problem
      throw new ValidationFailed((t) => [{ field: 'until', message: t(id, { hours: CLINIC_ACCEPTING_MAX_HOURS }) }])
    }
    await repo.updateClinic(db, row.id, {
      accepting: body.accepting,
      accepting_until: until,
      places: JSON.stringify(placesOf(body.places)),
      availability_at: at,
    })
    return mine(viewer)
  }

  async function nearby(query: NearbyClinicsQuery): Promise<NearbyClinicList> {
    const at = now()
    const point = { lat: query.lat, lng: query.lng }
    const rows = await repo.acceptingInBox(db, {
      box: boxAround(query.lat, query.lng, CLINIC_NEARBY_RADIUS_M),
      now: at,
      species: query.species,
    })
    const found = rows
      .filter((r): r is repo.ClinicRow & { lat: number; lng: number } => r.lat !== null && r.lng !== null)
      .map((r) => ({ row: r, distance: distanceM(point, { lat: r.lat, lng: r.lng }) }))
      .filter((f) => f.distance <= CLINIC_NEARBY_RADIUS_M)
      .sort((a, b) => a.distance - b.distance || a.row.id - b.row.id)
      .slice(0, 20)
    return {
      clinics: found.map(({ row, distance }) => ({
        id: row.id,
        name: row.clinic_name ?? '',
        address: row.address,
        lat: row.lat,
        lng: row.lng,
        distanceM: Math.round(distance),
        phone: row.phone,
        hours: row.hours,
        species: row.species,
        places: placesOf(row.places),
        until: iso(row.accepting_until ?? at),
        updatedAt: iso(row.availability_at ?? at),
      })),
    }
  }

  /** The animals handed to the viewer's clinic, newest first; 403 for any other account. */
  async function handovers(viewer: AuthUser): Promise<ClinicHandoverList> {
    const row = viewer.role === 'vet' ? await repo.findClinicOfUser(db, viewer.id) : undefined
    if (!row) throw new Forbidden('error.clinic.notAClinic')
    const rows = await handoverRepo.handoversForClinic(db, row.id, CLINIC_HANDOVERS_LISTED)
    return { handovers: rows.map(toHandover) }
  }

  return { list, mine, verify, setAvailability, nearby, handovers }
}

export type ClinicsService = ReturnType<typeof createClinicsService>
