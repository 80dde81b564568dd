import { type Locale, MESSAGES, validateProfileUpdate } from '@paws/contracts'
import type { ProfileUpdateBody, ProfileUpdateResponse, User } from '@paws/contracts/schemas/users'
import type { Database } from '../../db/database.ts'
import type { UserUpdate } from '../../db/schema.ts'
import { BusinessRule, NotFound, ValidationFailed } from '../../lib/errors.ts'
import { removeImage, storeImage } from '../../lib/images.ts'
import type { Storage } from '../../lib/storage.ts'
import { toNgo } from '../ngos/ngos.mapper.ts'
import { findNgoOfUser } from '../ngos/ngos.repository.ts'
import { toUser } from './users.mapper.ts'
import { deactivateAccount } from './users.admin.service.ts'
import { createEmailChange, type EmailChangeDeps } from './users.email-change.ts'
import { findSupplierOfUser, findUserById, findVetOfUser, otherActiveAdmins, updateUser } from './users.repository.ts'
import { englishTranslator as t } from '../../lib/i18n.ts'

export function createUsersService(deps: EmailChangeDeps & { db: Database; storage: Storage }) {
  const { db, storage } = deps
  const emailChange = createEmailChange(deps)

  async function profile(userId: number): Promise<User> {
    const row = await findUserById(db, userId)
    if (!row) throw new NotFound('error.user.notFound')
    return toUser(row)
  }

  /**
   * The fields sent are saved at once, except a new e-mail: that needs `currentPassword` and
   * waits for the code sent to it (users.email-change.ts); `pendingEmail` names it.
   */
  async function updateProfile(
    userId: number,
    body: ProfileUpdateBody,
    client: string,
  ): Promise<ProfileUpdateResponse> {
    const errors = validateProfileUpdate(t, body)
    if (errors.length > 0) throw new ValidationFailed((t) => validateProfileUpdate(t, body))
    const current = await profile(userId)
    const newEmail = body.email?.trim().toLowerCase()
    const changing = newEmail !== undefined && newEmail !== current.email.toLowerCase()
    // Checked (password included) before anything is saved, so a refusal changes nothing.
    const pendingEmail = changing ? await emailChange.start(userId, newEmail, body.currentPassword, client) : undefined
    const set: UserUpdate = {}
    if (body.firstName !== undefined) set.first_name = body.firstName.trim()
    if (body.lastName !== undefined) set.last_name = body.lastName.trim()
    if (body.phone !== undefined) set.phone = body.phone.trim() || null
    if (body.address !== undefined) {
      const address = typeof body.address === 'string' ? body.address.trim() || null : body.address
      set.address =
        address === null ? null : JSON.stringify(typeof address === 'string' ? { street: address } : address)
    }
    if (body.city !== undefined) set.city = body.city?.trim() || null
    if (body.state !== undefined) set.state = body.state?.trim() || null
    if (body.pincode !== undefined) set.pincode = body.pincode?.trim() || null
    if (Object.keys(set).length > 0) await updateUser(db, userId, set)
    const saved = await profile(userId)
    return pendingEmail ? { ...saved, pendingEmail } : saved
  }

  /** The account's language: what its e-mails, pushes and notifications speak. */
  async function setLocale(userId: number, locale: Locale): Promise<void> {
    await updateUser(db, userId, { locale })
  }

  /** Applies the pending e-mail change with the code sent to the new address. */
  async function confirmEmailChange(userId: number, code: string): Promise<User> {
    await emailChange.confirm(userId, code)
    return profile(userId)
  }

  async function setAvatar(userId: number, bytes: Buffer): Promise<string> {
    const before = await profile(userId)
    const image = await storeImage(storage, 'avatars', bytes)
    await updateUser(db, userId, { avatar_url: image.url })
    if (before.avatarUrl) await removeImage(storage, before.avatarUrl)
    return image.url
  }

  async function removeAvatar(userId: number): Promise<void> {
    const before = await profile(userId)
    await updateUser(db, userId, { avatar_url: null })
    if (before.avatarUrl) await removeImage(storage, before.avatarUrl)
  }

  /**
   * Closes one's own account after checking the password again; the account is deactivated
   * exactly as the admin's delete does (records kept for the other people involved). The
   * password counts towards the sign-in limits and lock like a sign-in.
   */
  async function deleteAccount(userId: number, password: string, client: string): Promise<void> {
    if (password === '')
      throw new ValidationFailed((t) => [{ field: 'password', message: MESSAGES.required(t, t('field.password')) }])
    const user = await findUserById(db, userId)
    if (!user) throw new NotFound('error.user.notFound')
    await deps.checkPassword(user, password, client, { message: MESSAGES.passwordIncorrect, field: 'password' })
    await db.transaction().execute(async (trx) => {
      if (user.role === 'admin' && (await otherActiveAdmins(trx, userId)) === 0)
        throw new BusinessRule('error.user.lastAdmin')
      await deactivateAccount(trx, userId)
    })
  }

  async function myNgo(userId: number) {
    const row = await findNgoOfUser(db, userId)
    if (!row) throw new NotFound('error.user.noNgoProfile')
    return toNgo(row, true)
  }

  async function myVet(userId: number) {
    const row = await findVetOfUser(db, userId)
    if (!row) throw new NotFound('error.user.noVetProfile')
    return {
      id: row.id,
      approvalStatus: row.approval_status,
      licenseNumber: row.license_number,
      clinicName: row.clinic_name,
    }
  }

  async function mySupplier(userId: number) {
    const row = await findSupplierOfUser(db, userId)
    if (!row) throw new NotFound('error.user.noSupplierProfile')
    return {
      id: row.id,
      isVerified: row.is_verified,
      companyName: row.company_name,
      businessLicense: row.business_license,
    }
  }

  return {
    profile,
    updateProfile,
    confirmEmailChange,
    setLocale,
    setAvatar,
    removeAvatar,
    deleteAccount,
    myNgo,
    myVet,
    mySupplier,
  }
}

export type UsersService = ReturnType<typeof createUsersService>
