// Demo data for a first start on the embedded database (DESIGN section 1). Runs once: it
// does nothing when the demo admin already exists.
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import { hashPassword } from '../lib/crypto.ts'

export const DEMO_PASSWORD = 'Demo@1234'

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', role: 'admin', firstName: 'Asha', lastName: 'Admin', label: 'admin' },
  { email: 'ngo@demo.test', role: 'ngo', firstName: 'Nikhil', lastName: 'Rao', label: 'NGO (approved)' },
  { email: 'ngo-pending@demo.test', role: 'ngo', firstName: 'Priya', lastName: 'Shah', label: 'NGO (pending approval)' },
  { email: 'adopter@demo.test', role: 'adopter', firstName: 'Aarav', lastName: 'Mehta', label: 'adopter' },
  { email: 'owner@demo.test', role: 'adopter', firstName: 'Meera', lastName: 'Iyer', label: 'adopter listing a pet' },
] as const

export async function seedDemoData(db: Database, _config: Config, log: FastifyBaseLogger): Promise<boolean> {
  const exists = await db.selectFrom('users').select('id').where('email', '=', 'admin@demo.test').executeTakeFirst()
  if (exists) return false
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db.transaction().execute(async (trx) => {
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      const user = await trx
        .insertInto('users')
        .values({
          email: account.email,
          password_hash: passwordHash,
          role: account.role,
          first_name: account.firstName,
          last_name: account.lastName,
          phone: `98200000${String(i + 10)}`,
          city: 'Mumbai',
          state: 'Maharashtra',
          email_verified: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (account.role === 'ngo') {
        const approved = account.email === 'ngo@demo.test'
        await trx
          .insertInto('ngos')
          .values({
            user_id: user.id,
            name: approved ? 'Bandra Animal Rescue Trust' : 'Thane Paws Foundation',
            description: approved
              ? 'Rescue, treatment and rehoming of street animals across the western suburbs.'
              : 'A new volunteer group caring for community dogs and cats in Thane.',
            registration_number: approved ? 'MH/2015/0012345' : 'Not Available',
            contact_info: JSON.stringify({ email: account.email, phone: '9820000011' }),
            location: JSON.stringify({
              address: approved ? '14 Hill Road, Bandra West' : 'Ghodbunder Road',
              city: approved ? 'Mumbai' : 'Thane',
              state: 'Maharashtra',
              zipCode: approved ? '400050' : '400615',
            }),
            services_offered: JSON.stringify(approved ? ['rescue', 'shelter', 'adoption', 'medical_treatment'] : ['rescue']),
            max_capacity: approved ? 60 : 15,
            approval_status: approved ? 'approved' : 'pending',
          })
          .execute()
      }
    }
  })
  log.info('demo accounts created')
  return true
}
