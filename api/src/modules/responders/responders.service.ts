// On duty (NGO members only: coordinators and responders). A member switches on for 1, 3 or 8
// hours or until switched off, with their skills and the phone's position; the position is
// rounded to DUTY_POSITION_DECIMALS (3 decimals of a degree, about 100 m) before it is stored,
// so nothing finer is ever kept. Duty past its end reads as off (no job turns it off). A member
// of an NGO that is not approved and active cannot go on duty.
import {
  DUTY_POSITION_DECIMALS,
  DUTY_SKILLS,
  type Duty,
  type DutyBody,
  type DutySkill,
} from '@paws/contracts/schemas/teams'
import type { Database } from '../../db/database.ts'
import { Forbidden, ValidationFailed } from '../../lib/errors.ts'
import type { AuthUser } from '../../types.ts'
import { actingNgo } from '../teams/teams.repository.ts'
import { findDuty, saveDuty } from './responders.repository.ts'

const HOUR_MS = 60 * 60 * 1000
export const NOT_A_MEMBER = 'Only members of an NGO (coordinators and responders) can go on duty'
export const NGO_NOT_ACTIVE = 'Your NGO must be approved and active to go on duty'

const round = (v: number) => Number(v.toFixed(DUTY_POSITION_DECIMALS))

type DutyRow = NonNullable<Awaited<ReturnType<typeof findDuty>>>

function toDuty(row: DutyRow | undefined, now: Date): Duty {
  const expired = row?.expires_at != null && new Date(row.expires_at).getTime() <= now.getTime()
  const on = row?.on_duty === true && !expired
  const skills = (row?.skills ?? []).filter((s): s is DutySkill => (DUTY_SKILLS as readonly string[]).includes(s))
  return {
    onDuty: on,
    until: on && row.expires_at ? new Date(row.expires_at).toISOString() : null,
    lat: on ? row.lat : null,
    lng: on ? row.lng : null,
    skills,
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
  }
}

export function createRespondersService(deps: { db: Database }) {
  const { db } = deps

  async function member(viewer: AuthUser) {
    const ngo = viewer.role === 'ngo' ? await actingNgo(db, viewer.id) : undefined
    if (!ngo) throw new Forbidden(NOT_A_MEMBER)
    return ngo
  }

  async function get(viewer: AuthUser): Promise<Duty> {
    const ngo = await member(viewer)
    const duty = toDuty(await findDuty(db, viewer.id), new Date())
    // A suspended or un-approved NGO's members are off duty whatever the row says.
    const active = ngo.approval_status === 'approved' && ngo.is_active
    return active ? duty : { ...duty, onDuty: false, until: null, lat: null, lng: null }
  }

  async function set(viewer: AuthUser, body: DutyBody): Promise<Duty> {
    const ngo = await member(viewer)
    const now = new Date()
    const before = await findDuty(db, viewer.id)
    const skills = body.skills ?? (before?.skills as DutySkill[] | undefined) ?? []
    if (!body.onDuty) {
      return toDuty(
        await saveDuty(db, viewer.id, { on_duty: false, lat: null, lng: null, skills, expires_at: null }),
        now,
      )
    }
    if (ngo.approval_status !== 'approved' || !ngo.is_active) throw new Forbidden(NGO_NOT_ACTIVE)
    const hasLat = body.lat !== undefined && body.lat !== null
    const hasLng = body.lng !== undefined && body.lng !== null
    if (hasLat !== hasLng) {
      throw new ValidationFailed([{ field: hasLat ? 'lng' : 'lat', message: 'Send both lat and lng, or neither' }])
    }
    // Staying on duty (a position refresh) keeps the end it had unless hours are sent again.
    const current = toDuty(before, now)
    const expires =
      body.hours !== undefined
        ? body.hours === null
          ? null
          : new Date(now.getTime() + body.hours * HOUR_MS)
        : current.onDuty
          ? current.until === null
            ? null
            : new Date(current.until)
          : null
    const saved = await saveDuty(db, viewer.id, {
      on_duty: true,
      lat: hasLat ? round(body.lat as number) : current.onDuty ? current.lat : null,
      lng: hasLng ? round(body.lng as number) : current.onDuty ? current.lng : null,
      skills,
      expires_at: expires,
    })
    return toDuty(saved, now)
  }

  return { get, set }
}

export type RespondersService = ReturnType<typeof createRespondersService>
