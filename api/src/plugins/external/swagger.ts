// The OpenAPI document at /api/docs, made from the route schemas. What every route already
// declares is written into its operation here, in one place: who may call it (`x-access`, a
// line of the description, the bearer requirement when a session is needed) and the error
// answers that follow from it and from the server's own rules (400 for refused input, 401
// and 403 from the access guard, 429 from the rate limit, 503 while the database is away or
// the server drains), each with the error body. A route adds its own summary, tag and the
// answers only it knows (404, 409, 422).
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { ErrorResponse } from '@paws/contracts/schemas/common'
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { RouteAccess } from '../../types.ts'
import { declareAccess } from '../app/access.ts'

const ACCESS_TEXT: Record<RouteAccess, string> = {
  public: 'public: anyone, signed in or not.',
  'signed-in':
    'signed-in: any account, with its bearer token; what it may read or change is decided per resource (404 for what it may not see).',
  admin:
    'admin: admins only; anyone else is refused before the request is read (401 without a session, 403 otherwise).',
  loopback: 'loopback: a client on this machine only (never through a proxy); absent in production.',
  operator: 'operator: the holder of METRICS_TOKEN, or this machine when none is set; anyone else gets 404.',
  gateway:
    'gateway: the SMS gateway, with `Authorization: Bearer <SMS_INBOUND_TOKEN>` (401 otherwise); 404 when the server has no token set.',
}

const ERROR_TEXT: Record<number, string> = {
  400: 'The input is not valid; `errors` names each field.',
  401: 'Not signed in, or the session is over.',
  403: 'Signed in, but not allowed.',
  404: 'Not found, or not there for this caller.',
  409: 'Conflicts with the current state (a status that moved on, a duplicate).',
  413: 'Too large.',
  415: 'Not a supported file type.',
  422: 'Refused by a rule; the message says which.',
  429: 'Too many requests; try again after Retry-After.',
  503: 'The database is unavailable or the server is shutting down; try again after Retry-After.',
}

const errorAnswer = (code: number) => ({ ...ErrorResponse, description: ERROR_TEXT[code] })

type Schema = FastifySchema & {
  hide?: boolean
  description?: string
  security?: Record<string, string[]>[]
  response?: Record<string, unknown>
}

/** The operation of `route` as documented: its access and the error answers it implies. */
function documented(schema: Schema | undefined, route: RouteOptions): Schema {
  const access = route.config?.access
  const takesInput = Boolean(schema?.body || schema?.querystring || schema?.params || schema?.headers)
  const codes = [
    ...(takesInput ? [400] : []),
    ...(access === 'signed-in' || access === 'admin' ? [401] : []),
    ...(access === 'admin' ? [403] : []),
    ...(access === 'loopback' || access === 'operator' ? [404] : []),
    ...(access === 'gateway' ? [401, 404] : []),
    ...(route.config?.rateLimit === false ? [] : [429]),
    503,
  ]
  const response: Record<string, unknown> = { ...schema?.response }
  for (const code of codes) response[code] ??= errorAnswer(code)
  // The error answers a route lists itself get the same words, unless it wrote its own.
  for (const [code, answer] of Object.entries(response)) {
    const text = ERROR_TEXT[Number(code)]
    if (text && typeof answer === 'object' && answer !== null && !('description' in answer))
      response[code] = { ...answer, description: text }
  }
  const needsSession = access === 'signed-in' || access === 'admin'
  return {
    ...schema,
    description: [schema?.description, access ? `Access: ${ACCESS_TEXT[access]}` : undefined]
      .filter(Boolean)
      .join('\n\n'),
    'x-access': access,
    security: needsSession
      ? (schema?.security ?? [{ bearerAuth: [] }])
      : access === 'gateway'
        ? schema?.security
        : undefined,
    response,
  } as Schema
}

export default fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Mumbai Paws API',
        description:
          'Animal adoption and rescue platform for Mumbai. Every operation states who may call it (`x-access`) and ' +
          'its error answers, all with the body `{ statusCode, error, message, errors? }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          smsGateway: { type: 'http', scheme: 'bearer', description: 'The SMS gateway: SMS_INBOUND_TOKEN' },
        },
      },
    },
    transform: ({ schema, url, route }) => ({ schema: documented(schema as Schema, route) as FastifySchema, url }),
  })
  await app.register(async (docs) => {
    declareAccess(docs, 'public')
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  })
})
