// Animal listings (docs/rules.md#permissions): public read with soft-deleted rows hidden (admin may
// include them); create by adopters, shelters and approved NGOs; edit, status and delete by
// the owner (shelterId); the admin edits anything through its own route and may delete.
import { ADOPTION_CLOSED, ADOPTION_COMMITTED, ADOPTION_STATUSES, LISTING_ROLES, MESSAGES } from '@paws/contracts'
import type {
  Animal,
  AnimalAdminUpdateBody,
  AnimalCities,
  AnimalList,
  AnimalListQuery,
  AnimalUpdateBody,
} from '@paws/contracts/schemas/animals'
import type { Database, Trx } from '../../db/database.ts'
import { BusinessRule, Conflict, Forbidden, NotFound, Unauthorized } from '../../lib/errors.ts'
import type { Storage } from '../../lib/storage.ts'
import { pageMeta, sortDirection } from '../../lib/pagination.ts'
import { removeImages, storeImages } from '../../lib/uploads.ts'
import type { AuthUser } from '../../types.ts'
import { announceFavouriteStatus, type StatusChange } from '../notifications/favourite-news.ts'
import type { Notifier } from '../notifications/notifier.ts'
import { listAdoptionsForAnimal } from './animals.adoptions.ts'
import { checkCreateBody, toColumns } from './animals.fields.ts'
import { toAnimal } from './animals.mapper.ts'
import {
  type AnimalRow,
  countApplications,
  findAnimal,
  findListerNgo,
  insertAnimal,
  listAnimals,
  listCities,
  lockAnimal,
  softDeleteAnimal,
  updateAnimal,
  type AnimalListOptions,
} from './animals.repository.ts'

export const ANIMAL_FOLDER = 'animals'

const isAdmin = (viewer?: AuthUser) => viewer?.role === 'admin'

// Adoption side effects (docs/rules.md#status-machines) own the animal's status while an
// application is approved or later: approved -> pending, completed -> adopted, and only falling out
// of that range makes it available again. So the owner may not set available or adopted by hand
// while such an application exists (it would re-list a promised animal, or skip the
// workflow's completion); the owner's own holds (medical_hold, unavailable) stay allowed, as
// the workflow already respects them (ADOPTION_ANIMAL_REPLACES). Deleting is refused while
// any application is open (not completed, rejected or cancelled): the applicant would be
// left with an application on an animal that no longer exists. We refuse rather than end
// those applications: ending them is a decision (reject with a reason, per application)
// that the owner makes in the workflow, with its own notifications and history.
const WORKFLOW_STATUSES: readonly string[] = ['available', 'adopted']
const OPEN_APPLICATION = ADOPTION_STATUSES.filter((s) => !ADOPTION_CLOSED.includes(s))

/** What GET /animals filters on, after the permission rules on deleted rows and owner=me. */
export function listOptions(viewer: AuthUser | undefined, q: AnimalListQuery): AnimalListOptions {
  const wantsDeleted = q.includeDeleted === true || q.status === 'deleted'
  if (wantsDeleted && !isAdmin(viewer)) throw new Forbidden('error.animal.deletedAdminOnly')
  if (q.owner === 'me' && !viewer) throw new Unauthorized('error.animal.signInForOwn')
  return {
    search: q.search,
    species: q.species,
    breed: q.breed,
    gender: q.gender,
    size: q.size,
    age: q.age as AnimalListOptions['age'],
    city: q.city,
    status: q.status,
    ownerId: q.owner === 'me' ? viewer?.id : undefined,
    includeDeleted: wantsDeleted,
    page: q.page ?? 1,
    limit: q.limit ?? 20,
    sortBy: q.sortBy ?? 'createdAt',
    sortOrder: sortDirection(q.sortOrder),
  }
}

export interface ListingHook {
  /** Runs in the listing's transaction (queues the alert matching). */
  listed(db: Trx, animalId: number): Promise<void>
  /** After the commit: start the queued work now. */
  flush(): void
}

export function createAnimalsService(deps: {
  db: Database
  storage: Storage
  notifier?: Notifier
  listing?: ListingHook
}) {
  const { db, storage, notifier, listing } = deps

  /** Tells whoever hearted the animal about a status change worth telling. */
  async function tellFavourites(trx: Trx, change: StatusChange) {
    if (notifier) await announceFavouriteStatus(trx, notifier, change)
  }

  async function list(viewer: AuthUser | undefined, q: AnimalListQuery): Promise<AnimalList> {
    const options = listOptions(viewer, q)
    const { rows, total } = await listAnimals(db, options)
    return { animals: rows.map(toAnimal), meta: pageMeta(total, options.page, options.limit) }
  }

  /** The row as this viewer may see it: deleted animals exist for admins only. */
  async function visible(viewer: AuthUser | undefined, id: number): Promise<AnimalRow> {
    const row = await findAnimal(db, id)
    if (!row || (row.deleted_at && !isAdmin(viewer))) throw new NotFound('error.animal.notFound')
    return row
  }

  async function get(viewer: AuthUser | undefined, id: number): Promise<Animal> {
    return toAnimal(await visible(viewer, id))
  }

  /** Adopters, shelters and approved (active) NGOs may list animals. */
  async function assertCanList(viewer: AuthUser): Promise<void> {
    if (!(LISTING_ROLES as readonly string[]).includes(viewer.role)) {
      throw new Forbidden('error.animal.accountCannotList')
    }
    if (viewer.role === 'ngo') {
      const ngo = await findListerNgo(db, viewer.id)
      if (ngo?.approval_status !== 'approved' || !ngo.is_active) throw new Forbidden(MESSAGES.ngoNotApproved)
    }
  }

  async function create(viewer: AuthUser, rawBody: unknown, photos: Buffer[]): Promise<Animal> {
    await assertCanList(viewer)
    const body = checkCreateBody(rawBody)
    const urls = await storeAll(photos)
    let id: number
    try {
      id = await db.transaction().execute(async (trx) => {
        const newId = await insertAnimal(trx, {
          ...toColumns(body),
          name: body.name.trim(),
          species: body.species,
          size: body.size,
          shelter_id: viewer.id,
          images: JSON.stringify(urls),
        })
        await listing?.listed(trx, newId)
        return newId
      })
      listing?.flush()
    } catch (err) {
      await removeAll(urls)
      throw err
    }
    return get(viewer, id)
  }

  async function update(viewer: AuthUser, id: number, body: AnimalUpdateBody): Promise<Animal> {
    const row = await visible(viewer, id)
    if (row.deleted_at) throw new NotFound('error.animal.notFound')
    if (row.shelter_id !== viewer.id) throw new Forbidden('error.animal.editOwnOnly')
    const set = toColumns(body)
    if (Object.keys(set).length > 0) {
      await db.transaction().execute(async (trx) => {
        // The adoption workflow takes the same lock, so the check and the write see one state.
        const locked = await lockAnimal(trx, id)
        if (!locked || locked.deleted_at) throw new NotFound('error.animal.notFound')
        if (set.status !== undefined && set.status !== row.status && WORKFLOW_STATUSES.includes(set.status)) {
          if ((await countApplications(trx, id, ADOPTION_COMMITTED)) > 0)
            throw new Conflict('error.animal.statusFollowsAdoption')
        }
        await updateAnimal(trx, id, set)
        if (set.status !== undefined) {
          await tellFavourites(trx, {
            animalId: id,
            animalName: row.name,
            from: row.status,
            to: set.status,
            actorId: viewer.id,
          })
        }
      })
      notifier?.flush()
    }
    return get(viewer, id)
  }

  async function adminUpdate(id: number, body: AnimalAdminUpdateBody): Promise<Animal> {
    const { status, images, ...fields } = body
    const removed = await db.transaction().execute(async (trx) => {
      const row = await lockAnimal(trx, id)
      if (!row) throw new NotFound('error.animal.notFound')
      const set = toColumns(fields)
      if (status !== undefined) {
        set.status = status
        // "deleted" is the soft delete; any other status brings a deleted animal back.
        if (status === 'deleted') set.deleted_at = row.deleted_at ?? new Date()
        else set.deleted_at = null
      }
      let dropped: string[] = []
      if (images !== undefined) {
        const stored = new Set(row.images)
        if (new Set(images).size !== images.length || images.some((url) => !stored.has(url))) {
          throw new BusinessRule('error.animal.imagesReorderOnly', { route: 'POST /animals/:id/images' })
        }
        dropped = row.images.filter((url) => !images.includes(url))
        set.images = JSON.stringify(images)
      }
      if (Object.keys(set).length > 0) await updateAnimal(trx, id, set)
      if (set.status !== undefined) {
        await tellFavourites(trx, { animalId: id, animalName: row.name, from: row.status, to: set.status })
      }
      return dropped
    })
    notifier?.flush()
    await removeAll(removed)
    const updated = await findAnimal(db, id)
    if (!updated) throw new NotFound('error.animal.notFound')
    return toAnimal(updated)
  }

  async function remove(viewer: AuthUser, id: number): Promise<void> {
    const row = await visible(viewer, id)
    if (row.shelter_id !== viewer.id && !isAdmin(viewer)) throw new Forbidden('error.animal.deleteOwnOnly')
    await db.transaction().execute(async (trx) => {
      await lockAnimal(trx, id)
      if ((await countApplications(trx, id, OPEN_APPLICATION)) > 0)
        throw new Conflict('error.animal.deleteWhileApplications')
      if (!(await softDeleteAnimal(trx, id))) throw new Conflict('error.animal.alreadyDeleted')
    })
  }

  async function adoptions(viewer: AuthUser, id: number, page: number, limit: number) {
    const row = await visible(viewer, id)
    if (row.shelter_id !== viewer.id && !isAdmin(viewer)) {
      throw new Forbidden('error.animal.applicationsOwnerOnly')
    }
    const result = await listAdoptionsForAnimal(db, id, { page, limit })
    return { adoptions: result.adoptions, meta: pageMeta(result.total, page, limit) }
  }

  const storeAll = (photos: Buffer[]) => storeImages(storage, ANIMAL_FOLDER, photos)
  const removeAll = (urls: string[]) => removeImages(storage, urls)

  async function cities(): Promise<AnimalCities> {
    return { cities: await listCities(db) }
  }

  return {
    list,
    cities,
    get,
    visible,
    assertCanList,
    create,
    update,
    adminUpdate,
    remove,
    adoptions,
    storeAll,
    removeAll,
  }
}

export type AnimalsService = ReturnType<typeof createAnimalsService>
