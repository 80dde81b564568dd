// Builds the whole application as a plugin tree; never listens (server.ts does).
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import './types.ts'
import authPlugin from './plugins/app/auth.ts'
import errorsPlugin from './plugins/app/errors.ts'
import { createMailer } from './plugins/app/mailer.ts'
import corsPlugin from './plugins/external/cors.ts'
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
import animalRoutes from './modules/animals/animals.routes.ts'
import { createAnimalsService } from './modules/animals/animals.service.ts'
import { createAnimalImagesService } from './modules/animals/animal-images.service.ts'
import ngoRoutes from './modules/ngos/ngos.routes.ts'
import usersAdminRoutes from './modules/users/users.admin.routes.ts'
import { createUsersAdminService } from './modules/users/users.admin.service.ts'
import { createNgosService } from './modules/ngos/ngos.service.ts'
import { createAuthService } from './modules/auth/auth.service.ts'
import { createUsersService } from './modules/users/users.service.ts'
import { localStorage, type Storage } from './lib/storage.ts'

export interface AppOptions {
  config: Config
  db: Database
  jwtSecret: string
  pwaDist?: string
  storage?: Storage
}

export default fp(async function app(app: FastifyInstance, opts: AppOptions) {
  app.decorate('config', opts.config)
  app.decorate('db', opts.db)
  app.decorate('mailer', createMailer(opts.config, opts.db, app.log))

  await app.register(errorsPlugin)
  await app.register(helmetPlugin)
  await app.register(corsPlugin)
  await app.register(rateLimitPlugin)
  await app.register(jwtPlugin, { secret: opts.jwtSecret })
  await app.register(multipartPlugin)
  await app.register(swaggerPlugin)
  await app.register(authPlugin)
  await app.register(staticPlugin, { pwaDist: opts.pwaDist })

  const storage = opts.storage ?? localStorage(opts.config.uploadsDir)
  const auth = createAuthService({
    db: opts.db,
    config: opts.config,
    mailer: app.mailer,
    secret: opts.jwtSecret,
    signAccess: (user, sid) => app.jwt.sign({ sub: String(user.id), role: user.role as never, sid }),
  })
  const users = createUsersService({ db: opts.db, storage })
  const animals = createAnimalsService({ db: opts.db, storage })
  const animalImages = createAnimalImagesService({ db: opts.db, animals })
  const ngos = createNgosService({ db: opts.db, storage })
  const usersAdmin = createUsersAdminService({ db: opts.db })

  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(authRoutes, { prefix: '/auth', auth })
      await api.register(userRoutes, { prefix: '/users', users, auth })
      await api.register(usersAdminRoutes, { prefix: '/users', usersAdmin })
      await api.register(animalRoutes, { prefix: '/animals', animals, images: animalImages })
      await api.register(ngoRoutes, { prefix: '/ngos', ngos })
      if (!opts.config.isProduction) await api.register(devRoutes, { prefix: '/dev' })
    },
    { prefix: '/api' },
  )
})
