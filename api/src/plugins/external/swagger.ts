import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { declareAccess } from '../app/access.ts'

export default fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Mumbai Paws API',
        description: 'Animal adoption and rescue platform for Mumbai',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          smsGateway: { type: 'http', scheme: 'bearer', description: 'The SMS gateway: SMS_INBOUND_TOKEN' },
        },
      },
    },
  })
  await app.register(async (docs) => {
    declareAccess(docs, 'public')
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  })
})
