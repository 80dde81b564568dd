// The admin's desk: deadline settings, the right NGO for a case (nearest first
// with how busy and how quick each is, one suggested), and merging a duplicate case into
// the one that stays without losing a photo, follower or timeline entry.
import type { EscalationSettings, NgoFigures, NgoOptions } from '@paws/contracts/schemas/admin'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { BusinessRule, Conflict, NotFound } from '../../lib/errors.ts'
import { actorFor, historyValues } from '../../lib/history.ts'
import { escalationSettings, saveEscalationSettings } from '../../lib/settings.ts'
import { ngoUserIds } from '../notifications/notifications.repository.ts'
import { localized } from '../notifications/notifier.ts'
import { mergedConflict } from '../rescues/rescues.access.ts'
import { stopDeadlines } from '../rescues/rescues.escalation.service.ts'
import { findRescue, insertHistory } from '../rescues/rescues.repository.ts'
import { withdrawRing } from '../dispatch/dispatch.ring.ts'
import type { RescueDeps } from '../rescues/rescues.deps.ts'
import { rescueDetail } from '../rescues/rescues.service.ts'
import * as merge from './admin.merge.repository.ts'
import { type NgoFigureRow, ngoExists, ngoFigures, ngosNearCase } from './admin.ngo-figures.repository.ts'

function toFigures(row: NgoFigureRow | undefined): NgoFigures {
  return {
    openCases: row?.open_cases ?? 0,
    medianAcceptMinutes: row?.median_accept_minutes ?? null,
    acceptedLast30Days: row?.accepted_30d ?? 0,
  }
}

export function createAdminService(deps: RescueDeps) {
  const { db, notifier } = deps

  async function ngoOptions(rescueId: number): Promise<NgoOptions> {
    if (!(await findRescue(db, rescueId))) throw new NotFound('error.rescue.notFound')
    const near = await ngosNearCase(db, rescueId)
    const figures = await ngoFigures(
      db,
      near.map((n) => n.id),
    )
    const ngos = near.map((n) => ({
      id: n.id,
      name: n.name,
      city: n.city,
      distanceKm: n.distance_km === null ? null : Math.round(Number(n.distance_km) * 10) / 10,
      maxCapacity: n.max_capacity,
      figures: toFigures(figures.get(n.id)),
    }))
    // The nearest with room. A case with no usable place (no coordinates, no pincode or locality
    // the region's table knows) is suggested nobody: a guess would send a far NGO.
    const pick = ngos.find(
      (n) => n.distanceKm !== null && (n.maxCapacity === null || n.figures.openCases < n.maxCapacity),
    )
    return { ngos, suggestedId: pick?.id ?? null }
  }

  async function figuresOf(ngoId: number): Promise<NgoFigures> {
    if (!(await ngoExists(db, ngoId))) throw new NotFound('error.ngo.notFound')
    return toFigures((await ngoFigures(db, [ngoId])).get(ngoId))
  }

  /** Merges case `fromId` into `intoId` and answers the survivor as an admin sees it. */
  async function mergeCases(adminId: number, fromId: number, intoId: number): Promise<Rescue> {
    if (fromId === intoId) {
      throw new BusinessRule('error.admin.mergeSelf', undefined, [
        { field: 'intoId', message: 'error.admin.chooseAnotherCase' },
      ])
    }
    await db.transaction().execute(async (trx) => {
      const rows = await merge.lockCases(trx, [fromId, intoId])
      const from = rows.find((r) => r.id === fromId)
      const into = rows.find((r) => r.id === intoId)
      if (!from || !into) throw new NotFound('error.rescue.notFound')
      if (from.merged_into_id !== null) throw mergedConflict(from.merged_into_id)
      if (into.merged_into_id !== null) {
        const mergedInto = into.merged_into_id
        throw new Conflict('error.admin.mergeIntoMerged', { intoId, mergedInto })
      }
      const photos = await merge.movePhotos(trx, fromId, intoId)
      const followers = await merge.carryFollowers(trx, fromId, intoId)
      await merge.copyHistory(trx, fromId, intoId)
      await merge.markMerged(trx, fromId, intoId)
      await stopDeadlines(trx, deps, fromId)
      await withdrawRing(trx, deps, fromId)
      const who = await actorFor(trx, adminId, 'admin')
      await insertHistory(trx, {
        rescue_id: fromId,
        ...historyValues(
          who,
          from.status,
          'cancelled',
          { key: 'historyNote.mergedInto', values: { id: intoId } },
          true,
        ),
      })
      await insertHistory(trx, {
        rescue_id: intoId,
        ...historyValues(who, into.status, into.status, {
          key: 'historyNote.mergedHere',
          values: { id: fromId, photos, followers: followers.length },
        }),
      })
      await notifier.notify(
        trx,
        followers,
        localized('rescue', `/rescue/${fromId}`, (t) => ({
          title: t._('notify.merged.follower.title'),
          message: t._('notify.merged.follower.message', { from: fromId, into: intoId }),
        })),
        adminId,
      )
      if (from.ngo_id !== null && from.ngo_id !== into.ngo_id) {
        await notifier.notify(
          trx,
          await ngoUserIds(trx, from.ngo_id),
          localized('rescue', `/rescue/${fromId}`, (t) => ({
            title: t._('notify.merged.ngo.title'),
            message: t._('notify.merged.ngo.message', { from: fromId, into: intoId }),
          })),
          adminId,
        )
      }
    })
    notifier.flush()
    return rescueDetail(db, intoId, { exactPlace: true, contact: true, restricted: true, digests: true })
  }

  return {
    settings: () => escalationSettings(db),
    saveSettings: (value: EscalationSettings) => saveEscalationSettings(db, value),
    ngoOptions,
    figuresOf,
    mergeCases,
  }
}

export type AdminService = ReturnType<typeof createAdminService>
