// Access tokens: HS256 only, `exp` required, 15 minutes. Refresh tokens are not JWTs (random,
// stored hashed), so one can never pass as an access token.
import jwt from '@fastify/jwt'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export const ACCESS_TOKEN_TTL = '15m'

export default fp(async (app: FastifyInstance, opts: { secret: string }) => {
  await app.register(jwt, {
    secret: opts.secret,
    sign: { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL },
    verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] },
  })
})
