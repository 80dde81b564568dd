// Turning a verified sign-up attempt into the account: the attempt's role, password and
// details, its NGO, vet or supplier profile, and every attempt of the address dropped, in one
// transaction. Answers undefined when the address got an account meanwhile.
import type { Selectable } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { SignupAttemptsTable } from '../../db/schema.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { insertNgo } from '../ngos/ngos.repository.ts'
import {
  findUserByEmail,
  findUserById,
  insertSupplier,
  insertUser,
  insertVet,
  type UserRow,
} from '../users/users.repository.ts'
import { deleteSignupAttempts } from './auth.repository.ts'

export type SignupAttempt = Selectable<SignupAttemptsTable>

export async function createAccount(db: Database, attempt: SignupAttempt): Promise<UserRow | undefined> {
  const { email, details } = attempt
  try {
    const id = await db.transaction().execute(async (trx) => {
      await deleteSignupAttempts(trx, email)
      if (await findUserByEmail(trx, email)) return undefined
      const userId = await insertUser(trx, {
        email,
        role: attempt.role,
        password_hash: attempt.password_hash,
        first_name: details.firstName,
        last_name: details.lastName,
        phone: details.phone,
        locale: details.locale ?? null,
        email_verified: true,
      })
      if (details.ngo) {
        const ngo = details.ngo
        await insertNgo(trx, {
          user_id: userId,
          name: ngo.name,
          description: ngo.description,
          registration_number: ngo.registrationNumber,
          contact_info: JSON.stringify({ email, phone: details.phone, website: ngo.website }),
          location: JSON.stringify({
            address: ngo.address,
            city: ngo.city,
            state: ngo.state,
            zipCode: ngo.zipCode,
            ...(ngo.lat !== undefined && ngo.lng !== undefined ? { lat: ngo.lat, lng: ngo.lng } : {}),
          }),
          services_offered: JSON.stringify(ngo.servicesOffered),
          max_capacity: ngo.maxCapacity,
        })
      }
      if (details.vet) {
        await insertVet(trx, {
          user_id: userId,
          license_number: details.vet.licenseNumber,
          clinic_name: details.vet.clinicName,
          address: details.vet.address ?? '',
          lat: details.vet.lat ?? null,
          lng: details.vet.lng ?? null,
          species: JSON.stringify(details.vet.species ?? []),
          hours: details.vet.hours ?? '',
        })
      }
      if (details.supplier) {
        await insertSupplier(trx, {
          user_id: userId,
          company_name: details.supplier.companyName,
          business_license: details.supplier.businessLicense,
        })
      }
      return userId
    })
    return id === undefined ? undefined : findUserById(db, id)
  } catch (err) {
    // Two attempts of one address verified at once: the unique index lets one through.
    if (isUniqueViolation(err)) return undefined
    throw err
  }
}
