// The night watch (docs/rules.md#dispatch): a coordinator sets who of the NGO is woken for
// critical and high cases of its area at night, by weekday (the evening the night starts),
// India time. A PUT replaces the whole rota; a person not a member of the NGO, or a watch that
// starts when it ends, is refused with nothing changed.
import type { NightWatch } from '@paws/contracts/schemas/teams'
import type { Database } from '../../db/database.ts'
import { Forbidden, ValidationFailed } from '../../lib/errors.ts'
import type { AuthUser } from '../../types.ts'
import * as repo from './teams.repository.ts'

const toMinute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const toTime = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`

export function createNightWatchService(deps: { db: Database }) {
  const { db } = deps

  async function coordinated(viewer: AuthUser) {
    const ngo = await repo.actingNgo(db, viewer.id)
    if (ngo?.kind !== 'coordinator') throw new Forbidden('error.team.notCoordinator')
    return ngo
  }

  async function read(ngoId: number): Promise<NightWatch> {
    const rows = await repo.nightWatchOf(db, ngoId)
    return {
      rota: rows.map((r) => ({
        weekday: r.weekday,
        userId: r.user_id,
        from: toTime(r.from_minute),
        to: toTime(r.to_minute),
      })),
    }
  }

  async function get(viewer: AuthUser): Promise<NightWatch> {
    return read((await coordinated(viewer)).id)
  }

  async function save(viewer: AuthUser, body: NightWatch): Promise<NightWatch> {
    const ngo = await coordinated(viewer)
    body.rota.forEach((e, i) => {
      if (e.from === e.to) {
        throw new ValidationFailed([{ field: `rota/${i}/to`, message: 'error.nightWatch.sameTimes' }])
      }
    })
    await db.transaction().execute(async (trx) => {
      const members = await repo.membersAmong(
        trx,
        ngo.id,
        body.rota.map((e) => e.userId),
      )
      const stranger = body.rota.findIndex((e) => !members.has(e.userId))
      if (stranger >= 0) {
        throw new ValidationFailed([{ field: `rota/${stranger}/userId`, message: 'error.nightWatch.notAMember' }])
      }
      await repo.replaceNightWatch(
        trx,
        ngo.id,
        body.rota.map((e) => ({
          weekday: e.weekday,
          user_id: e.userId,
          from_minute: toMinute(e.from),
          to_minute: toMinute(e.to),
        })),
      )
    })
    return read(ngo.id)
  }

  return { get, save }
}

export type NightWatchService = ReturnType<typeof createNightWatchService>
