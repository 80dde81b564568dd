// Demo data for a first start on the embedded database (docs/rules.md#demo-data). Runs once: it
// does nothing when the demo admin already exists.
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import { readFile } from 'node:fs/promises'
import { hashPassword } from '../lib/crypto.ts'
import { localStorage, type Storage } from '../lib/storage.ts'
import { type EncodedImage, prepareImage, putImage } from '../lib/images.ts'
import { removeImages } from '../lib/uploads.ts'
import { insertAnimal } from '../modules/animals/animals.repository.ts'
import { insertNgo } from '../modules/ngos/ngos.repository.ts'
import { insertUser, insertVet } from '../modules/users/users.repository.ts'
import { DEMO_ANIMALS } from './demo-animals.ts'
import { seedDemoWorkflows } from './demo-workflows.ts'
import { animalStatuses, demoAdminExists } from './demo.repository.ts'

const PHOTOS = new URL('../../seed-photos/', import.meta.url)
const DAY = 24 * 60 * 60 * 1000

export const DEMO_PASSWORD = 'Demo@1234'

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', role: 'admin', firstName: 'Asha', lastName: 'Admin', label: 'admin' },
  { email: 'ngo@demo.test', role: 'ngo', firstName: 'Nikhil', lastName: 'Rao', label: 'NGO (approved)' },
  {
    email: 'ngo-pending@demo.test',
    role: 'ngo',
    firstName: 'Priya',
    lastName: 'Shah',
    label: 'NGO (pending approval)',
  },
  { email: 'adopter@demo.test', role: 'adopter', firstName: 'Aarav', lastName: 'Mehta', label: 'adopter' },
  { email: 'owner@demo.test', role: 'adopter', firstName: 'Meera', lastName: 'Iyer', label: 'adopter listing a pet' },
  { email: 'clinic@demo.test', role: 'vet', firstName: 'Kavita', lastName: 'Joshi', label: 'clinic (approved)' },
] as const

/**
 * More approved NGOs in other parts of the city, so the admin's assign dialog has a real
 * nearest-first choice. Same password as the demo accounts; not listed on the login page.
 */
const AREA_NGOS = [
  {
    email: 'ngo-andheri@demo.test',
    name: 'Andheri Animal Aid',
    person: ['Kabir', 'Desai'],
    address: 'Veera Desai Road, Andheri West',
    zipCode: '400053',
    lat: 19.1328,
    lng: 72.8346,
    capacity: 25,
  },
  {
    email: 'ngo-colaba@demo.test',
    name: 'South Mumbai Strays Collective',
    person: ['Farah', 'Contractor'],
    address: 'Colaba Causeway, Colaba',
    zipCode: '400005',
    lat: 18.9155,
    lng: 72.8258,
    capacity: 20,
  },
  {
    email: 'ngo-chembur@demo.test',
    name: 'Chembur Animal Care',
    person: ['Suresh', 'Pillai'],
    address: 'Sion-Trombay Road, Chembur',
    zipCode: '400071',
    lat: 19.0522,
    lng: 72.9005,
    capacity: 30,
  },
] as const

export async function seedDemoData(
  db: Database,
  config: Config,
  log: FastifyBaseLogger,
  storage: Storage = localStorage(config.uploadsDir),
): Promise<boolean> {
  if (await demoAdminExists(db)) return false
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  // Photos go through the same pipeline as uploads (re-encoded, thumbnails, UUID names), each
  // file once: animals that share a file get copies of its versions under names of their own.
  // Stored before the transaction and removed again if it fails.
  const encoded = new Map<string, Promise<EncodedImage>>()
  const encodedOf = (file: string) => {
    let image = encoded.get(file)
    if (!image) {
      image = readFile(new URL(file, PHOTOS)).then(prepareImage)
      encoded.set(file, image)
    }
    return image
  }
  const photoUrls: string[][] = []
  let ids: Record<string, number>
  try {
    for (const animal of DEMO_ANIMALS) {
      const urls: string[] = []
      photoUrls.push(urls)
      for (const file of animal.photos) urls.push((await putImage(storage, 'animals', await encodedOf(file))).url)
    }
    ids = await seedRows(db, passwordHash, photoUrls)
  } catch (err) {
    await removeImages(storage, photoUrls.flat())
    throw err
  }
  await seedDemoWorkflows(db, storage, ids)
  await checkAnimalStatuses(db)
  log.info(`demo accounts, ${DEMO_ANIMALS.length} animals, rescue cases and adoption applications created`)
  return true
}

/** The demo's pending and adopted animals got there through their applications: check they did. */
async function checkAnimalStatuses(db: Database): Promise<void> {
  const rows = await animalStatuses(db)
  const actual = new Map(rows.map((r) => [r.name, r.status]))
  const wrong = DEMO_ANIMALS.filter((a) => actual.get(a.name) !== (a.status ?? 'available'))
  if (wrong.length > 0)
    throw new Error(`demo seed: unexpected animal status for ${wrong.map((a) => a.name).join(', ')}`)
}

async function seedRows(db: Database, passwordHash: string, photoUrls: string[][]): Promise<Record<string, number>> {
  const ids: Record<string, number> = {}
  const now = Date.now()
  await db.transaction().execute(async (trx) => {
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      const userId = await insertUser(trx, {
        email: account.email,
        password_hash: passwordHash,
        role: account.role,
        first_name: account.firstName,
        last_name: account.lastName,
        phone: `98200000${String(i + 10)}`,
        city: 'Mumbai',
        state: 'Maharashtra',
        email_verified: true,
        created_at: new Date(now - 60 * DAY),
        updated_at: new Date(now - 60 * DAY),
      })
      ids[account.email] = userId
      if (account.role === 'ngo') {
        const approved = account.email === 'ngo@demo.test'
        await insertNgo(trx, {
          user_id: userId,
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
            lat: approved ? 19.0553 : 19.2583,
            lng: approved ? 72.8302 : 72.9686,
          }),
          services_offered: JSON.stringify(
            approved ? ['rescue', 'shelter', 'adoption', 'medical_treatment'] : ['rescue'],
          ),
          max_capacity: approved ? 60 : 15,
          approval_status: approved ? 'approved' : 'pending',
          created_at: new Date(now - 60 * DAY),
        })
      }
      if (account.role === 'vet') {
        // An approved clinic near the demo NGO, not accepting emergencies until it says so.
        await insertVet(trx, {
          user_id: userId,
          license_number: 'MSVC/2012/3391',
          clinic_name: 'Khar Veterinary Clinic',
          address: '8th Road, Khar West, Mumbai 400052',
          lat: 19.0717,
          lng: 72.8363,
          species: JSON.stringify(['dog', 'cat', 'bird']),
          hours: 'Mon-Sat 9:00-20:00',
          approval_status: 'approved',
          created_at: new Date(now - 60 * DAY),
        })
      }
    }
    for (const [i, ngo] of AREA_NGOS.entries()) {
      const userId = await insertUser(trx, {
        email: ngo.email,
        password_hash: passwordHash,
        role: 'ngo',
        first_name: ngo.person[0],
        last_name: ngo.person[1],
        phone: `98210000${String(i + 10)}`,
        city: 'Mumbai',
        state: 'Maharashtra',
        email_verified: true,
        created_at: new Date(now - 45 * DAY),
        updated_at: new Date(now - 45 * DAY),
      })
      await insertNgo(trx, {
        user_id: userId,
        name: ngo.name,
        description: `Rescue and first aid for street animals around ${ngo.address.split(', ').pop()}.`,
        registration_number: `MH/2019/00${String(4410 + i)}`,
        contact_info: JSON.stringify({ email: ngo.email, phone: `98210000${String(i + 10)}` }),
        location: JSON.stringify({
          address: ngo.address,
          city: 'Mumbai',
          state: 'Maharashtra',
          zipCode: ngo.zipCode,
          lat: ngo.lat,
          lng: ngo.lng,
        }),
        services_offered: JSON.stringify(['rescue', 'medical_treatment']),
        max_capacity: ngo.capacity,
        approval_status: 'approved',
        created_at: new Date(now - 45 * DAY),
      })
    }
    for (const [i, a] of DEMO_ANIMALS.entries()) {
      // Spread over the last two months, the first in the list the newest.
      const createdAt = new Date(now - i * 2 * DAY - (i % 3) * 3_600_000)
      await insertAnimal(trx, {
        shelter_id: ids[a.by === 'ngo' ? 'ngo@demo.test' : 'owner@demo.test'],
        name: a.name,
        species: a.species,
        breed: a.breed,
        age: a.age,
        gender: a.gender,
        size: a.size,
        weight: a.weight,
        color: a.color,
        description: a.description,
        special_needs: a.specialNeeds ?? null,
        spayed_neutered: a.spayed,
        city: a.city,
        location: a.location,
        personality: JSON.stringify(a.personality),
        medical_history: JSON.stringify({
          vaccinated: a.vaccinated,
          microchipped: a.by === 'ngo' && a.species === 'dog',
          healthChecked: a.status !== 'medical_hold',
          notes: a.specialNeeds ?? (a.vaccinated ? 'Vaccinations up to date.' : ''),
        }),
        images: JSON.stringify(photoUrls[i]),
        metadata: JSON.stringify(a.rehomingReason ? { rehomingReason: a.rehomingReason } : {}),
        // pending and adopted come from the demo applications (demo-workflows.ts).
        status: a.status === 'pending' || a.status === 'adopted' ? 'available' : (a.status ?? 'available'),
        created_at: createdAt,
        updated_at: createdAt,
      })
    }
  })
  return ids
}
