import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { MAX_IMAGE_MB, MAX_IMAGES } from '@paws/contracts'

export default fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_MB * 1024 * 1024,
      files: MAX_IMAGES,
      fields: 40,
      fieldSize: 64 * 1024,
      parts: 60,
    },
  })
})
