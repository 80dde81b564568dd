// Saved searches that alert: create from the browse filters, list, rename, pause
// and delete; only their owner sees or touches them (others get 404).
import { AGE_BANDS, type AgeBand } from '@paws/contracts'
import {
  type Alert,
  type AlertCreateBody,
  type AlertFilters,
  type AlertList,
  type AlertUpdateBody,
  MAX_ALERTS_PER_USER,
} from '@paws/contracts/schemas/alerts'
import type { Database } from '../../db/database.ts'
import { BusinessRule, NotFound, ValidationFailed } from '../../lib/errors.ts'
import * as repo from './alerts.repository.ts'

const orUndefined = <T extends string>(v: string): T | undefined => (v === '' ? undefined : (v as T))

export function toAlert(row: repo.AlertRow): Alert {
  const filters: AlertFilters = {}
  const species = orUndefined<NonNullable<AlertFilters['species']>>(row.species)
  const gender = orUndefined<NonNullable<AlertFilters['gender']>>(row.gender)
  const size = orUndefined<NonNullable<AlertFilters['size']>>(row.size)
  if (species) filters.species = species
  if (gender) filters.gender = gender
  if (size) filters.size = size
  if (row.age_band) filters.age = row.age_band
  if (row.city) filters.city = row.city
  if (row.breed) filters.breed = row.breed
  if (row.search) filters.search = row.search
  if (row.kind !== 'animals') {
    filters.kind = row.kind
    if (row.lat !== null && row.lng !== null) Object.assign(filters, { lat: row.lat, lng: row.lng })
    if (row.radius_km !== null) filters.radiusKm = row.radius_km
  }
  return {
    id: row.id,
    name: row.name,
    filters,
    paused: row.paused,
    createdAt: new Date(row.created_at).toISOString(),
    lastSentAt: row.last_sent_at ? new Date(row.last_sent_at).toISOString() : null,
  }
}

/** The columns of the filters: '' is "any"; the age band as its bounds in months. */
export function filterColumns(f: AlertFilters) {
  const band = f.age ? AGE_BANDS[f.age as AgeBand] : undefined
  return {
    species: f.species ?? '',
    gender: f.gender ?? '',
    size: f.size ?? '',
    city: f.city?.trim().toLowerCase() ?? '',
    age_band: f.age ?? '',
    age_min: band?.min ?? 0,
    age_max: band?.max ?? 100_000,
    breed: f.breed?.trim() ?? '',
    search: f.search?.trim() ?? '',
    // A lost or found alert watches a circle (2 km unless said): docs/rules.md#lost-and-found.
    kind: f.kind ?? 'animals',
    lat: f.kind && f.kind !== 'animals' ? (f.lat ?? null) : null,
    lng: f.kind && f.kind !== 'animals' ? (f.lng ?? null) : null,
    radius_km: f.kind && f.kind !== 'animals' ? (f.radiusKm ?? 2) : null,
  }
}

export function createAlertsService(deps: { db: Database }) {
  const { db } = deps

  async function list(userId: number): Promise<AlertList> {
    return { alerts: (await repo.alertsOf(db, userId)).map(toAlert) }
  }

  /** Counted and inserted under a lock on the user, so parallel creations cannot pass the cap together. */
  async function create(userId: number, body: AlertCreateBody): Promise<Alert> {
    const f = body.filters
    if (f.kind && f.kind !== 'animals' && (f.lat === undefined || f.lng === undefined))
      throw new ValidationFailed((t) => [{ field: 'filters.lat', message: t('error.lostFound.noPlace') }])
    const row = await db.transaction().execute(async (trx) => {
      await repo.lockUserAlerts(trx, userId)
      if ((await repo.countAlerts(trx, userId)) >= MAX_ALERTS_PER_USER) {
        throw new BusinessRule('error.alert.cap', { max: MAX_ALERTS_PER_USER })
      }
      return repo.insertAlert(trx, { user_id: userId, name: body.name.trim(), ...filterColumns(body.filters) })
    })
    return toAlert(row)
  }

  async function update(userId: number, id: number, body: AlertUpdateBody): Promise<Alert> {
    const row = await repo.updateAlert(db, userId, id, {
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      ...(body.paused !== undefined ? { paused: body.paused } : {}),
    })
    if (!row) throw new NotFound('error.alert.notFound')
    return toAlert(row)
  }

  async function remove(userId: number, id: number): Promise<void> {
    if (!(await repo.deleteAlert(db, userId, id))) throw new NotFound('error.alert.notFound')
  }

  return { list, create, update, remove }
}

export type AlertsService = ReturnType<typeof createAlertsService>
