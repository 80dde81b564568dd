// On duty (NGO members only: coordinators and responders). A member switches on for 1, 3 or 8
// hours or until switched off, with their skills and the phone's position; the position is
// rounded to DUTY_POSITION_DECIMALS (3 decimals of a degree, about 100 m) before it is stored,
// so nothing finer is ever kept. Duty past its end reads as off (no job turns it off). A member
// of an NGO that is not approved and active cannot go on duty. Quiet hours (no offer then,
// docs/rules.md#dispatch) are set with the duty and kept on or off duty. A member the roster
// took off duty (offers left unanswered in a row) reads why (`pausedFor`) until they set their
// duty again: one tap back on.
import {
  DUTY_POSITION_DECIMALS,
  DUTY_SKILLS,
  type Duty,
  type DutyBody,
  type DutySkill,
  type QuietHours,
  quietHoursEmpty,
} from '@paws/contracts/schemas/teams'
import type { Database, Db } from '../../db/database.ts'
import { Forbidden, ValidationFailed } from '../../lib/errors.ts'
import type { AuthUser } from '../../types.ts'
import { actingNgo } from '../teams/teams.repository.ts'
import { findDuty, findQuietHours, saveDuty, saveQuietHours } from './responders.repository.ts'
import type { Clock } from '../../lib/clock.ts'

const HOUR_MS = 60 * 60 * 1000

const round = (v: number) => Number(v.toFixed(DUTY_POSITION_DECIMALS))

type DutyRow = NonNullable<Awaited<ReturnType<typeof findDuty>>>
type QuietRow = Awaited<ReturnType<typeof findQuietHours>>

const toMinute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const toTime = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`

function toQuietHours(row: QuietRow): QuietHours | null {
  return row ? { from: toTime(row.from_minute), to: toTime(row.to_minute) } : null
}

function toDuty(row: DutyRow | undefined, quiet: QuietRow, now: Date): Duty {
  const expired = row?.expires_at != null && new Date(row.expires_at).getTime() <= now.getTime()
  const on = row?.on_duty === true && !expired
  const skills = (row?.skills ?? []).filter((s): s is DutySkill => (DUTY_SKILLS as readonly string[]).includes(s))
  return {
    onDuty: on,
    until: on && row.expires_at ? new Date(row.expires_at).toISOString() : null,
    lat: on ? row.lat : null,
    lng: on ? row.lng : null,
    skills,
    quietHours: toQuietHours(quiet),
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
    pausedFor: !on && row?.paused_for ? row.paused_for : null,
  }
}

export function createRespondersService(deps: { db: Database; clock: Clock }) {
  const { db } = deps
  const nowOf = deps.clock

  async function member(viewer: AuthUser) {
    const ngo = viewer.role === 'ngo' ? await actingNgo(db, viewer.id) : undefined
    if (!ngo) throw new Forbidden('error.responders.notAMember')
    return ngo
  }

  async function get(viewer: AuthUser): Promise<Duty> {
    const ngo = await member(viewer)
    const duty = toDuty(await findDuty(db, viewer.id), await findQuietHours(db, viewer.id), nowOf())
    // A suspended or un-approved NGO's members are off duty whatever the row says.
    const active = ngo.approval_status === 'approved' && ngo.is_active
    return active ? duty : { ...duty, onDuty: false, until: null, lat: null, lng: null }
  }

  async function set(viewer: AuthUser, body: DutyBody): Promise<Duty> {
    const ngo = await member(viewer)
    const now = nowOf()
    const quiet = body.quietHours
    if (quiet && quietHoursEmpty(quiet)) {
      throw new ValidationFailed([{ field: 'quietHours', message: 'error.responders.quietHoursSame' }])
    }
    if (!body.onDuty) return db.transaction().execute(async (trx) => saveAll(trx, viewer.id, body, null, now))
    if (ngo.approval_status !== 'approved' || !ngo.is_active) throw new Forbidden('error.responders.ngoNotActive')
    const hasLat = body.lat !== undefined && body.lat !== null
    const hasLng = body.lng !== undefined && body.lng !== null
    if (hasLat !== hasLng) {
      const field = hasLat ? 'lng' : 'lat'
      throw new ValidationFailed((t) => [
        { field, message: t('error.responders.bothLatLng', { lat: 'lat', lng: 'lng' }) },
      ])
    }
    return db.transaction().execute(async (trx) => saveAll(trx, viewer.id, body, { hasLat, hasLng }, now))
  }

  /** Saves the duty (off when `position` is null) and the quiet hours sent, in one transaction. */
  async function saveAll(
    trx: Db,
    userId: number,
    body: DutyBody,
    position: { hasLat: boolean; hasLng: boolean } | null,
    now: Date,
  ): Promise<Duty> {
    const before = await findDuty(trx, userId)
    const skills = body.skills ?? (before?.skills as DutySkill[] | undefined) ?? []
    if (body.quietHours !== undefined) {
      const q = body.quietHours
      await saveQuietHours(trx, userId, q === null ? null : { from: toMinute(q.from), to: toMinute(q.to) })
    }
    const quiet = await findQuietHours(trx, userId)
    if (position === null) {
      const off = { on_duty: false, lat: null, lng: null, skills, expires_at: null }
      return toDuty(await saveDuty(trx, userId, off, now), quiet, now)
    }
    const { hasLat, hasLng } = position
    // Staying on duty (a position refresh) keeps the end it had unless hours are sent again.
    const current = toDuty(before, quiet, now)
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
    const saved = await saveDuty(
      trx,
      userId,
      {
        on_duty: true,
        lat: hasLat ? round(body.lat as number) : current.onDuty ? current.lat : null,
        lng: hasLng ? round(body.lng as number) : current.onDuty ? current.lng : null,
        skills,
        expires_at: expires,
      },
      now,
    )
    return toDuty(saved, quiet, now)
  }

  return { get, set }
}

export type RespondersService = ReturnType<typeof createRespondersService>
