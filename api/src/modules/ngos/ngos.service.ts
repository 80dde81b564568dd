// NGO profiles (docs/rules.md#permissions): the public sees approved, active NGOs with their public
// fields; the admin sees and edits everything, creates, verifies and deactivates; an NGO's
// own user edits its profile fields and photos but never its approval or active flag.
import { isEmail, MAX_IMAGES, MESSAGES, websiteError } from '@paws/contracts'
import {
  NGO_MESSAGES,
  type Ngo,
  type NgoCreateBody,
  type NgoList,
  type NgoListQuery,
  type NgoUpdateBody,
  type NgoVerifyBody,
} from '@paws/contracts/schemas/ngos'
import type { Database } from '../../db/database.ts'
import type { NgoUpdate } from '../../db/schema.ts'
import { BusinessRule, Conflict, type FieldMessage, Forbidden, NotFound, ValidationFailed } from '../../lib/errors.ts'
import type { Storage } from '../../lib/storage.ts'
import { pageMeta, sortDirection } from '../../lib/pagination.ts'
import { removeImages, storeImages, tooManyImages } from '../../lib/uploads.ts'
import type { AuthUser } from '../../types.ts'
import type { Clock } from '../../lib/clock.ts'
import type { JobQueue } from '../../lib/jobs.ts'
import { localized, type Notifier } from '../notifications/notifier.ts'
import { releaseNgoCases } from '../rescues/rescues.release.service.ts'
import { findUserById } from '../users/users.repository.ts'
import { toNgo } from './ngos.mapper.ts'
import type { ApiTranslator } from '../../lib/i18n.ts'
import {
  findNgo,
  findNgoByUser,
  insertNgo,
  listNgos,
  lockNgoImages,
  type NgoRow,
  updateNgo,
} from './ngos.repository.ts'

const isAdmin = (viewer?: AuthUser) => viewer?.role === 'admin'
const isPublic = (row: NgoRow) => row.approval_status === 'approved' && row.is_active
/** What the NGO's reporters and the admins read when its cases go back to the queue. */
function whyReleased(approval: string, active: boolean): string | null {
  if (approval === 'rejected') return 'was not approved'
  if (approval !== 'approved') return 'is no longer verified'
  return active ? null : 'was suspended'
}

/** The profile columns a body sets, checked (trimmed name, e-mail and website shapes). */
function profileColumns(body: NgoUpdateBody): NgoUpdate {
  // Each problem worded in the reader's language (the name's label with it).
  const errors: ((t: ApiTranslator) => FieldMessage)[] = []
  const set: NgoUpdate = {}
  if (body.name !== undefined) {
    if (body.name.trim() === '') {
      errors.push((t) => ({ field: 'name', message: MESSAGES.required(t, t('field.ngoName')) }))
    }
    set.name = body.name.trim()
  }
  if (body.description !== undefined) set.description = body.description.trim()
  if (body.registrationNumber !== undefined) set.registration_number = body.registrationNumber?.trim() || null
  if (body.contactInfo !== undefined) {
    const { email, website } = body.contactInfo
    if (email && !isEmail(email)) errors.push(() => ({ field: 'contactInfo.email', message: MESSAGES.email }))
    if (website && websiteError(website)) {
      errors.push(() => ({ field: 'contactInfo.website', message: MESSAGES.website }))
    }
    set.contact_info = JSON.stringify(body.contactInfo)
  }
  if (body.location !== undefined) set.location = JSON.stringify(body.location)
  if (body.servicesOffered !== undefined) set.services_offered = JSON.stringify(body.servicesOffered)
  if (body.maxCapacity !== undefined) set.max_capacity = body.maxCapacity
  if (errors.length > 0) throw new ValidationFailed((t) => errors.map((error) => error(t)))
  return set
}

export function createNgosService(deps: {
  db: Database
  storage: Storage
  notifier: Notifier
  jobs: JobQueue
  clock: Clock
}) {
  const { db, storage, notifier } = deps

  async function list(viewer: AuthUser | undefined, q: NgoListQuery): Promise<NgoList> {
    const admin = isAdmin(viewer)
    const page = q.page ?? 1
    const limit = q.limit ?? 20
    const { rows, total } = await listNgos(db, {
      publicOnly: !admin,
      search: q.search,
      isVerified: q.isVerified,
      status: q.status,
      sortBy: q.sortBy ?? 'createdAt',
      sortOrder: sortDirection(q.sortOrder),
      page,
      limit,
    })
    return { ngos: rows.map((row) => toNgo(row, admin)), meta: pageMeta(total, page, limit) }
  }

  /** The row and whether this viewer sees all of it; 404 when they may not see it at all. */
  async function load(viewer: AuthUser | undefined, id: number): Promise<{ row: NgoRow; full: boolean }> {
    const row = await findNgo(db, id)
    if (!row) throw new NotFound('error.ngo.notFound')
    const full = isAdmin(viewer) || (viewer !== undefined && row.user_id === viewer.id)
    if (!full && !isPublic(row)) throw new NotFound('error.ngo.notFound')
    return { row, full }
  }

  async function get(viewer: AuthUser | undefined, id: number): Promise<Ngo> {
    const { row, full } = await load(viewer, id)
    return toNgo(row, full)
  }

  /** Admin, or the NGO's own user; anyone else gets 403 (or 404 for an NGO they cannot see). */
  async function loadForManager(viewer: AuthUser, id: number): Promise<NgoRow> {
    const { row, full } = await load(viewer, id)
    if (!full) throw new Forbidden('error.ngo.manageOwnOnly')
    return row
  }

  async function update(viewer: AuthUser, id: number, body: NgoUpdateBody): Promise<Ngo> {
    const row = await loadForManager(viewer, id)
    const { isVerified, isActive, ...profile } = body
    if (!isAdmin(viewer) && (isVerified !== undefined || isActive !== undefined)) {
      throw new Forbidden('error.ngo.statusAdminOnly')
    }
    const set = profileColumns(profile)
    if (isActive !== undefined) set.is_active = isActive
    if (isVerified === true) {
      set.approval_status = 'approved'
      set.rejection_reason = null
    } else if (isVerified === false && row.approval_status === 'approved') {
      set.approval_status = 'pending'
    }
    if (Object.keys(set).length > 0) {
      await db.transaction().execute(async (trx) => {
        await updateNgo(trx, id, set)
        // Suspended or un-verified by an admin: its open cases go back to the admin queue.
        const why = whyReleased(set.approval_status ?? row.approval_status, set.is_active ?? row.is_active)
        if (why && (isActive !== undefined || isVerified !== undefined)) {
          await releaseNgoCases(trx, deps, { id, name: row.name }, viewer.id, why)
        }
      })
      notifier.flush()
    }
    return get(viewer, id)
  }

  async function create(viewer: AuthUser, body: NgoCreateBody): Promise<Ngo> {
    const { userId, isVerified, isActive, ...profile } = body
    if (userId !== undefined) {
      const user = await findUserById(db, userId)
      if (!user) {
        throw new BusinessRule('error.ngo.noSuchUser', undefined, [
          { field: 'userId', message: 'error.ngo.noSuchUser' },
        ])
      }
      if (user.role !== 'ngo') {
        throw new BusinessRule('error.ngo.notNgoRole', undefined, [
          { field: 'userId', message: 'error.ngo.notNgoAccount' },
        ])
      }
      if (await findNgoByUser(db, userId)) throw new Conflict('error.ngo.alreadyHasProfile')
    }
    const set = profileColumns(profile)
    const id = await insertNgo(db, {
      ...set,
      name: profile.name.trim(),
      user_id: userId ?? null,
      approval_status: isVerified === false ? 'pending' : 'approved',
      is_active: isActive ?? true,
    })
    return get(viewer, id)
  }

  async function verify(viewer: AuthUser, id: number, body: NgoVerifyBody): Promise<Ngo> {
    const row = await findNgo(db, id)
    if (!row) throw new NotFound('error.ngo.notFound')
    const reason = body.reason?.trim() ?? ''
    if (body.action === 'reject' && reason === '') {
      throw new ValidationFailed([{ field: 'reason', message: NGO_MESSAGES.rejectReason }])
    }
    const approved = body.action === 'approve'
    await db.transaction().execute(async (trx) => {
      await updateNgo(trx, id, {
        approval_status: approved ? 'approved' : 'rejected',
        rejection_reason: approved ? null : reason,
      })
      if (!approved) await releaseNgoCases(trx, deps, { id, name: row.name }, viewer.id, 'was not approved')
      // The NGO's user hears of the decision (docs/rules.md#notifications).
      if (row.user_id !== null) {
        await notifier.notify(
          trx,
          [row.user_id],
          localized('system', approved ? '/dashboard' : '/profile', (t) => {
            const values = { ngo: row.name, reason: reason ?? '' }
            return approved
              ? { title: t._('notify.ngo.approved.title'), message: t._('notify.ngo.approved.message', values) }
              : { title: t._('notify.ngo.rejected.title'), message: t._('notify.ngo.rejected.message', values) }
          }),
          viewer.id,
        )
      }
    })
    notifier.flush()
    return get(viewer, id)
  }

  /**
   * Deactivates rather than deletes: rescues and history keep pointing at the row. Its open
   * cases go back to the admin queue in the same transaction.
   */
  async function deactivate(viewer: AuthUser, id: number): Promise<void> {
    const row = await findNgo(db, id)
    if (!row) throw new NotFound('error.ngo.notFound')
    await db.transaction().execute(async (trx) => {
      if (!(await updateNgo(trx, id, { is_active: false }))) throw new NotFound('error.ngo.notFound')
      await releaseNgoCases(trx, deps, { id, name: row.name }, viewer.id, 'was suspended')
    })
    notifier.flush()
  }

  async function currentImages(viewer: AuthUser, id: number): Promise<number> {
    return (await loadForManager(viewer, id)).images.length
  }

  /** After currentImages has checked the caller: stores the photos and appends them under the row lock. */
  async function addImages(id: number, photos: Buffer[]): Promise<string[]> {
    if (photos.length === 0) throw new BusinessRule('error.noPhotosSent', { field: 'images' })
    const urls = await storeImages(storage, 'ngos', photos)
    try {
      return await db.transaction().execute(async (trx) => {
        const row = await lockNgoImages(trx, id)
        if (!row) throw new NotFound('error.ngo.notFound')
        if (row.images.length + urls.length > MAX_IMAGES) throw tooManyImages(row.images.length)
        const next = [...row.images, ...urls]
        await updateNgo(trx, id, { images: JSON.stringify(next) })
        return next
      })
    } catch (err) {
      await removeImages(storage, urls)
      throw err
    }
  }

  return { list, get, update, create, verify, deactivate, currentImages, addImages }
}

export type NgosService = ReturnType<typeof createNgosService>
