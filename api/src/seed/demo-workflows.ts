// Plays the demo rescue cases and adoption applications (demo-cases.ts) through the real
// services, so the machines' rules, the timelines, the notifications and the animals'
// statuses are exactly what the product writes. Each step is then moved back to the day the
// story gives it: every timestamp the step wrote is set to that moment. Notifications older
// than five days are marked read, as a user who has been around would have.
import type { Role } from '@paws/contracts'
import type { RescueUpdateBody } from '@paws/contracts/schemas/rescues'
import type { Database } from '../db/database.ts'
import { realClock } from '../lib/clock.ts'
import { disabledJobQueue } from '../lib/jobs.ts'
import type { Storage } from '../lib/storage.ts'
import { createAdoptionsService } from '../modules/adoptions/adoptions.service.ts'
import { createAdoptionWorkflow } from '../modules/adoptions/adoptions.workflow.ts'
import { createNotifier } from '../modules/notifications/notifier.ts'
import { loadViewer } from '../modules/rescues/rescues.access.ts'
import { createRescuesService } from '../modules/rescues/rescues.service.ts'
import { createRescueWorkflow } from '../modules/rescues/rescues.workflow.ts'
import type { AuthUser } from '../types.ts'
import { DEMO_ADOPTION_EVENTS, DEMO_RESCUES, type DemoRescue } from './demo-cases.ts'
import { animalOwners, backdate, markNotificationsRead } from './demo.repository.ts'

const DAY = 24 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000

/** Runs `work`, then moves every time it wrote to `when` (a moment well in the past). */
async function at(db: Database, when: Date, work: () => Promise<unknown>): Promise<void> {
  const started = new Date(Date.now() - 1000)
  await work()
  await backdate(db, started, when)
}

const RESCUE_PATH = ['assigned', 'accepted', 'in_progress', 'rescued', 'completed'] as const

/** The demo's data refers only to itself; a miss is a mistake in demo-cases.ts. */
function need<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`demo seed: no ${what}`)
  return value
}

export async function seedDemoWorkflows(db: Database, storage: Storage, ids: Record<string, number>): Promise<void> {
  const notifier = createNotifier(disabledJobQueue)
  const rescueDeps = { db, notifier, storage, jobs: disabledJobQueue, clock: realClock }
  const rescues = createRescuesService(rescueDeps)
  const rescueWorkflow = createRescueWorkflow(rescueDeps)
  const adoptions = createAdoptionsService({ db, notifier })
  const adoptionWorkflow = createAdoptionWorkflow({ db, notifier })
  const user = (email: string, role: Role): AuthUser => ({ id: ids[email], role, sid: 'demo-seed', locale: null })
  const admin = await loadViewer(db, user('admin@demo.test', 'admin'))
  const ngo = await loadViewer(db, user('ngo@demo.test', 'ngo'))
  const now = Date.now()

  const playRescue = async (c: DemoRescue) => {
    const requester = await loadViewer(db, user(c.by, 'adopter'))
    let when = now - c.daysAgo * DAY
    let id = 0
    await at(db, new Date(when), async () => {
      id = (await rescues.create(requester, c.report)).rescue.id
    })
    const steps: [typeof admin, RescueUpdateBody][] = []
    if (c.status !== 'pending') steps.push([admin, { ngoId: need(ngo.ngoId, 'NGO for ngo@demo.test') }])
    if (c.status === 'declined') steps.push([ngo, { status: 'declined', declineReason: c.declineReason }])
    else
      for (const status of RESCUE_PATH.slice(1, (RESCUE_PATH as readonly string[]).indexOf(c.status) + 1))
        steps.push([ngo, { status }])
    for (const [who, body] of steps) {
      when += 3 * HOUR
      await at(db, new Date(when), () => rescueWorkflow.update(who, id, body))
    }
  }
  for (const c of DEMO_RESCUES) await playRescue(c)

  const animals = await animalOwners(db)
  const animalByName = new Map(animals.map((a) => [a.name, a]))
  const applications = new Map<string, { id: number; applicant: AuthUser; owner: AuthUser }>()
  for (const event of DEMO_ADOPTION_EVENTS) {
    const when = new Date(now - event.daysAgo * DAY + 10 * HOUR)
    if ('apply' in event) {
      const animal = need(animalByName.get(event.apply.animal), `animal ${event.apply.animal}`)
      const applicant = user(event.apply.by, 'adopter')
      const ownerRole = animal.shelter_id === ids['ngo@demo.test'] ? 'ngo' : 'adopter'
      await at(db, when, async () => {
        const { notes, reason, answers } = event.apply
        const created = await adoptions.create(applicant, {
          animalId: animal.id,
          applicationData: answers ?? {},
          notes,
          reason,
        })
        applications.set(event.key, {
          id: created.id,
          applicant,
          owner: { id: animal.shelter_id, role: ownerRole, sid: 'demo-seed', locale: null },
        })
      })
    } else {
      const application = need(applications.get(event.key), `application ${event.key}`)
      const actor = event.as === 'owner' ? application.owner : application.applicant
      const { to: status, note, rejectionReason } = event
      await at(db, when, () => adoptionWorkflow.changeStatus(actor, application.id, { status, note, rejectionReason }))
    }
  }

  await markNotificationsRead(db, new Date(now - 5 * DAY))
}
