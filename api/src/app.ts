// Builds the whole application as a plugin tree; never listens (server.ts does).
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from './config.ts'
import type { Database, Trx } from './db/database.ts'
import './types.ts'
import accessPlugin, { declareAccess } from './plugins/app/access.ts'
import authPlugin from './plugins/app/auth.ts'
import drainPlugin from './plugins/app/drain.ts'
import errorsPlugin from './plugins/app/errors.ts'
import jobsPlugin from './plugins/app/jobs.ts'
import metricsPlugin from './plugins/app/metrics.ts'
import publicCachePlugin from './plugins/app/public-cache.ts'
import { createMailer } from './plugins/app/mailer.ts'
import corsPlugin from './plugins/external/cors.ts'
import compressPlugin from './plugins/external/compress.ts'
import helmetPlugin from './plugins/external/helmet.ts'
import jwtPlugin from './plugins/external/jwt.ts'
import multipartPlugin from './plugins/external/multipart.ts'
import rateLimitPlugin from './plugins/external/rate-limit.ts'
import staticPlugin from './plugins/external/static.ts'
import swaggerPlugin from './plugins/external/swagger.ts'
import authRoutes from './modules/auth/auth.routes.ts'
import devRoutes from './modules/dev/dev.routes.ts'
import healthRoutes from './modules/health/health.routes.ts'
import userRoutes from './modules/users/users.routes.ts'
import adminRoutes from './modules/admin/admin.routes.ts'
import { createAdminService } from './modules/admin/admin.service.ts'
import notificationRoutes from './modules/notifications/notifications.routes.ts'
import pushRoutes from './modules/push/push.routes.ts'
import rescueActionRoutes from './modules/rescues/rescues.actions.routes.ts'
import { loadViewer } from './modules/rescues/rescues.access.ts'
import triageDeskRoutes from './modules/rescues/rescues.desk.routes.ts'
import { createTriageDesk } from './modules/rescues/rescues.desk.service.ts'
import rescueClosureRoutes from './modules/rescues/rescues.closure.routes.ts'
import rescueRoutes from './modules/rescues/rescues.routes.ts'
import animalRoutes from './modules/animals/animals.routes.ts'
import adoptionRoutes from './modules/adoptions/adoptions.routes.ts'
import { createAdoptionsService } from './modules/adoptions/adoptions.service.ts'
import { createAdoptionWorkflow } from './modules/adoptions/adoptions.workflow.ts'
import { createAnimalsService } from './modules/animals/animals.service.ts'
import { createAnimalImagesService } from './modules/animals/animal-images.service.ts'
import ngoRoutes from './modules/ngos/ngos.routes.ts'
import teamRoutes from './modules/teams/teams.routes.ts'
import { createTeamsService } from './modules/teams/teams.service.ts'
import responderRoutes from './modules/responders/responders.routes.ts'
import { createNightWatchService } from './modules/teams/teams.night-watch.ts'
import { createRespondersService } from './modules/responders/responders.service.ts'
import { endDuty } from './modules/responders/responders.repository.ts'
import clinicRoutes from './modules/clinics/clinics.routes.ts'
import statsRoutes from './modules/stats/stats.routes.ts'
import { createStatsService } from './modules/stats/stats.service.ts'
import { createClinicsService } from './modules/clinics/clinics.service.ts'
import usersAdminRoutes from './modules/users/users.admin.routes.ts'
import { createUsersAdminService } from './modules/users/users.admin.service.ts'
import { createNgosService } from './modules/ngos/ngos.service.ts'
import { createAuthService } from './modules/auth/auth.service.ts'
import { createUsersService } from './modules/users/users.service.ts'
import { findSessionAccess } from './modules/users/users.repository.ts'
import { createNotificationsService } from './modules/notifications/notifications.service.ts'
import alertRoutes from './modules/alerts/alerts.routes.ts'
import {
  ALERT_DIGEST_QUEUE,
  ALERT_MATCH_QUEUE,
  type AlertMatchJob,
  createAlertDelivery,
} from './modules/alerts/alerts.delivery.ts'
import { createAlertsService } from './modules/alerts/alerts.service.ts'
import favouriteRoutes from './modules/favourites/favourites.routes.ts'
import { createFavouritesService } from './modules/favourites/favourites.service.ts'
import { MAIL_QUEUE, notificationMailWorker } from './modules/notifications/notification-mail.ts'
import { createNotifier } from './modules/notifications/notifier.ts'
import { createPushSender, PUSH_QUEUE, pushWorker } from './modules/push/push.sender.ts'
import { createPushService } from './modules/push/push.service.ts'
import { resolveVapidKeys } from './modules/push/push.vapid.ts'
import { createEscalation, ESCALATION_QUEUE } from './modules/rescues/rescues.escalation.service.ts'
import { createRingRunner, RING_QUEUE } from './modules/dispatch/dispatch.ring.ts'
import { adminDispatchRoutes, mapConfigRoutes, responderDispatchRoutes } from './modules/dispatch/dispatch.routes.ts'
import { createDispatchService } from './modules/dispatch/dispatch.service.ts'
import { createRescueActions } from './modules/rescues/rescues.actions.service.ts'
import { createRescueClosure } from './modules/rescues/rescues.closure.service.ts'
import { createRescuePhotos } from './modules/rescues/rescues.photos.service.ts'
import { createRescuesService } from './modules/rescues/rescues.service.ts'
import { createRescueWorkflow } from './modules/rescues/rescues.workflow.ts'
import smsRoutes, { adminSmsRoutes } from './modules/sms/sms.routes.ts'
import { createSmsService } from './modules/sms/sms.service.ts'
import smsClaimRoutes from './modules/sms/sms.claims.routes.ts'
import { createSmsClaims } from './modules/sms/sms.claims.ts'
import lostFoundRoutes from './modules/lost-found/lost-found.routes.ts'
import { createLostFound, LOST_FOUND_SWEEP_QUEUE } from './modules/lost-found/lost-found.module.ts'
import { storageFor, type Storage } from './lib/storage.ts'
import { createBackground } from './lib/background.ts'
import { startWorkers } from './lib/workers.ts'
import { type Clock, realClock } from './lib/clock.ts'
import { coverageRoutes } from './modules/coverage/coverage.routes.ts'
import {
  COVERAGE_QUEUE,
  coverageWorker,
  createCoverageService,
  scheduleCoverageNotice,
} from './modules/coverage/coverage.service.ts'

export interface AppOptions {
  config: Config
  db: Database
  /** The database's connection string, for the job queue's own pool. */
  databaseUrl: string
  jwtSecret: string
  pwaDist?: string
  storage?: Storage
  /** The app's one clock (lib/clock.ts): the real one, but in the dispatch benchmark (a simulated day) and in tests. */
  clock?: Clock
}

export default fp(async function mumbaiPaws(app: FastifyInstance, opts: AppOptions) {
  app.decorate('config', opts.config)
  app.decorate('db', opts.db)
  app.decorate('mailer', createMailer(opts.config, opts.db, app.log))

  await app.register(errorsPlugin)
  await app.register(drainPlugin)
  await app.register(metricsPlugin)
  await app.register(helmetPlugin, { pwaDist: opts.pwaDist })
  await app.register(compressPlugin)
  await app.register(corsPlugin)
  await app.register(rateLimitPlugin)
  await app.register(jwtPlugin, { secret: opts.jwtSecret })
  await app.register(multipartPlugin)
  await app.register(swaggerPlugin)
  await app.register(authPlugin, { findSession: (id, sid) => findSessionAccess(opts.db, id, sid) })
  await app.register(accessPlugin)
  await app.register(publicCachePlugin)
  await app.register(staticPlugin, { pwaDist: opts.pwaDist })
  await app.register(jobsPlugin, {
    databaseUrl: opts.databaseUrl,
    queues: [
      PUSH_QUEUE,
      MAIL_QUEUE,
      ALERT_MATCH_QUEUE,
      ALERT_DIGEST_QUEUE,
      ESCALATION_QUEUE,
      RING_QUEUE,
      COVERAGE_QUEUE,
      LOST_FOUND_SWEEP_QUEUE,
    ],
  })

  const clock = opts.clock ?? realClock
  const storage = opts.storage ?? storageFor(opts.config)
  // E-mails sent without the answer waiting; closing waits for them.
  const background = createBackground(app.log)
  app.decorate('background', background)
  app.addHook('onClose', () => background.drain())
  const auth = createAuthService({
    db: opts.db,
    config: opts.config,
    mailer: app.mailer,
    background,
    secret: opts.jwtSecret,
    signAccess: (user, sid) => app.jwt.sign({ sub: String(user.id), role: user.role, sid }),
  })
  const users = createUsersService({
    db: opts.db,
    storage,
    mailer: app.mailer,
    background,
    config: opts.config,
    secret: opts.jwtSecret,
    checkPassword: auth.checkCurrentPassword,
    mailGuard: auth.mailGuard,
  })
  const vapid = await resolveVapidKeys(opts.db, opts.config)
  const push = createPushService({ db: opts.db, config: opts.config, vapid })
  const deliver = createPushSender({
    db: opts.db,
    vapid,
    log: app.log,
    allowInsecure: opts.config.PUSH_ALLOW_INSECURE_ENDPOINTS,
  })
  const notifier = createNotifier(app.jobs)
  const notifications = createNotificationsService({ db: opts.db })
  const rescueDeps = { db: opts.db, notifier, storage, jobs: app.jobs, clock }
  const escalation = createEscalation(rescueDeps)
  const rings = createRingRunner(rescueDeps)
  const dispatch = createDispatchService(rescueDeps)
  const rescues = createRescuesService(rescueDeps)
  const workflow = createRescueWorkflow(rescueDeps)
  const photos = createRescuePhotos(rescueDeps)
  const alertDelivery = createAlertDelivery({ db: opts.db, notifier, jobs: app.jobs, clock })
  const listing = {
    listed: (trx: Trx, animalId: number) =>
      app.jobs.enqueue(trx, ALERT_MATCH_QUEUE.name, [{ animalId } satisfies AlertMatchJob]),
    flush: () => app.jobs.wake(ALERT_MATCH_QUEUE.name),
  }
  const rescueActions = createRescueActions(rescueDeps)
  const closure = createRescueClosure(rescueDeps)
  const sms = createSmsService({
    db: opts.db,
    secret: opts.jwtSecret,
    rescues,
    hotlineDefault: opts.config.SMS_HOTLINE_NUMBER,
  })
  const smsClaims = createSmsClaims({ db: opts.db, secret: opts.jwtSecret, rescues })
  const animals = createAnimalsService({ db: opts.db, storage, notifier, listing })
  const alerts = createAlertsService({ db: opts.db })
  const favourites = createFavouritesService({ db: opts.db })
  const animalImages = createAnimalImagesService({ db: opts.db, animals })
  const ngos = createNgosService({ db: opts.db, storage, notifier, jobs: app.jobs, clock })
  const clinics = createClinicsService({ db: opts.db, notifier, clock })
  const stats = createStatsService({
    db: opts.db,
    cacheSeconds: opts.config.STATS_CACHE_SECONDS,
    dailyCut: opts.config.STATS_DAILY_CUT,
    clock,
  })
  // A server that listens has the public figures ready before anyone asks (tests, which only
  // inject, compute them on the first request).
  app.addHook('onListen', async () => {
    stats.warm().catch((err: Error) => app.log.warn({ err }, 'the public statistics could not be computed'))
  })
  const coverage = createCoverageService({ db: opts.db, notifier, clock })
  app.addHook('onListen', async () => {
    if (!app.jobs.enabled) return
    await scheduleCoverageNotice(opts.db, app.jobs, clock()).catch((err: Error) =>
      app.log.warn({ err }, 'the coverage notice could not be scheduled'),
    )
  })
  const lostFound = createLostFound({
    db: opts.db,
    notifier,
    storage,
    jobs: app.jobs,
    publicUrl: opts.config.PUBLIC_URL,
    clock,
  })
  // The job workers, one registry: each module's own, started together (lib/workers.ts).
  await startWorkers(app.jobs, [
    pushWorker(deliver, app.metrics.pushFailure),
    notificationMailWorker({ db: opts.db, mailer: app.mailer, publicUrl: opts.config.PUBLIC_URL }),
    escalation.worker,
    rings.worker,
    ...alertDelivery.workers,
    coverageWorker(coverage, { db: opts.db, jobs: app.jobs, clock }),
    lostFound.worker,
  ])
  await lostFound.queueFirstSweep()
  const usersAdmin = createUsersAdminService({ db: opts.db })
  const adoptionDeps = { db: opts.db, notifier }
  const adoptions = createAdoptionsService(adoptionDeps)
  const adoptionWorkflow = createAdoptionWorkflow(adoptionDeps)

  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      // auth.routes.ts is being split elsewhere this round; its access is declared here.
      await api.register(async (scope) => {
        declareAccess(scope, 'public', { 'POST /api/auth/logout': 'signed-in' })
        await scope.register(authRoutes, { prefix: '/auth', auth })
      })
      await api.register(userRoutes, { prefix: '/users', users, auth })
      await api.register(rescueRoutes, { prefix: '/rescues', rescues, workflow, photos, notifier })
      await api.register(rescueActionRoutes, { prefix: '/rescues', actions: rescueActions })
      await api.register(rescueClosureRoutes, { prefix: '/rescues', closure, rescues })
      await api.register(responderDispatchRoutes, {
        prefix: '/rescues',
        dispatch,
        callerOf: (user) => loadViewer(opts.db, user),
      })
      await api.register(mapConfigRoutes, { prefix: '/rescues' })
      await api.register(adminDispatchRoutes, { prefix: '/admin', dispatch })
      await api.register(notificationRoutes, { prefix: '/notifications', notifications })
      await api.register(pushRoutes, { prefix: '/push', push })
      await api.register(adminRoutes, { prefix: '/admin', admin: createAdminService(rescueDeps) })
      await api.register(triageDeskRoutes, { prefix: '/admin', desk: createTriageDesk(rescueDeps) })
      await api.register(usersAdminRoutes, { prefix: '/users', usersAdmin })
      await api.register(animalRoutes, { prefix: '/animals', animals, images: animalImages })
      await api.register(ngoRoutes, { prefix: '/ngos', ngos })
      await api.register(teamRoutes, {
        prefix: '/ngos',
        teams: createTeamsService({
          db: opts.db,
          config: opts.config,
          mailer: app.mailer,
          mailGuard: auth.mailGuard,
          clock,
          memberLeft: (trx, userId) => endDuty(trx, userId, clock()),
        }),
        nightWatch: createNightWatchService({ db: opts.db }),
      })
      await api.register(responderRoutes, {
        prefix: '/responders',
        responders: createRespondersService({ db: opts.db, clock }),
      })
      await api.register(clinicRoutes, { prefix: '/clinics', clinics })
      await api.register(statsRoutes, { prefix: '/stats', stats })
      await api.register(coverageRoutes, { prefix: '/coverage', coverage })
      await api.register(adoptionRoutes, { prefix: '/adoptions', adoptions, workflow: adoptionWorkflow })
      await api.register(favouriteRoutes, { prefix: '/favourites', favourites })
      await api.register(alertRoutes, { prefix: '/alerts', alerts })
      await api.register(smsRoutes, { prefix: '/sms', sms, claims: smsClaims })
      await api.register(smsClaimRoutes, { prefix: '/sms', claims: smsClaims })
      await api.register(lostFoundRoutes, { prefix: '/lost-found', ...lostFound.services })
      await api.register(adminSmsRoutes, { prefix: '/admin', sms })
      if (!opts.config.isProduction) await api.register(devRoutes, { prefix: '/dev', escalation, rings })
    },
    { prefix: '/api' },
  )
})
