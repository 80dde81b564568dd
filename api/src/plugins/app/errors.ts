// One error handler: domain errors and validation to the docs/rules.md#api-conventions shape
// { statusCode, error, message, errors? }; anything unexpected is logged with the request id
// and answered as a bare 500 with no stack or SQL.
import { STATUS_CODES } from 'node:http'
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Locale } from '@paws/contracts'
import { clientDataError } from '../../lib/db-errors.ts'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../lib/db-availability.ts'
import { DomainError, type FieldMessage, NotFound } from '../../lib/errors.ts'
import { readerLocale, translate, translateText } from '../../lib/i18n.ts'

interface AjvError {
  instancePath: string
  keyword: string
  message?: string
  params: Record<string, unknown>
}

function fieldOf(e: AjvError): string {
  const path = e.instancePath.replace(/^\//, '').replaceAll('/', '.')
  if (e.keyword === 'required') {
    const missing = String(e.params.missingProperty ?? e.params.requiredProperties ?? '')
    return path ? `${path}.${missing}` : missing
  }
  if (e.keyword === 'additionalProperties') {
    const extra = String(e.params.additionalProperty ?? '')
    return path ? `${path}.${extra}` : extra
  }
  return path || 'body'
}

function englishMessageOf(e: AjvError, field: string): string {
  switch (e.keyword) {
    case 'required':
      return `${field} is required`
    case 'additionalProperties':
      return `${field} is not an allowed field`
    case 'enum':
      return `${field} must be one of: ${(e.params.allowedValues as unknown[]).join(', ')}`
    case 'noNul':
    case 'maxDepth':
      return `${field === 'body' ? 'The request' : field} ${e.message}`
    default:
      return `${field} ${e.message ?? 'is invalid'}`
  }
}

/**
 * A field's problem in `locale`: English says exactly what the schema wanted; Marathi and
 * Hindi say it in their words (required, not allowed, one of, or not valid).
 */
function messageOf(e: AjvError, field: string, locale: string): string {
  if (locale === 'en') return englishMessageOf(e, field)
  switch (e.keyword) {
    case 'required':
      return translate(locale, 'validation.required', { label: field })
    case 'additionalProperties':
      return translate(locale, 'error.notAllowedField', { field })
    case 'enum':
      return translate(locale, 'error.mustBeOneOf', {
        field,
        values: (e.params.allowedValues as unknown[]).join(', '),
      })
    default:
      return translate(locale, 'error.invalidField', { field })
  }
}

export function ajvToFieldErrors(validation: AjvError[], locale = 'en'): FieldMessage[] {
  const seen = new Set<string>()
  const errors: FieldMessage[] = []
  for (const e of validation) {
    // anyOf/oneOf wrappers repeat what their branches said.
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf' || e.keyword === 'if') continue
    const field = fieldOf(e)
    const message = messageOf(e, field, locale)
    const key = `${field}\u0000${message}`
    if (!seen.has(key)) {
      seen.add(key)
      errors.push({ field, message })
    }
  }
  return errors
}

/**
 * The error body in the language of whoever asked: the account's, else the
 * request's Accept-Language. Messages the catalogs know are translated; the rest stay English.
 */
function localeOf(request: FastifyRequest): Locale {
  return readerLocale(request)
}

function bodyFor(request: FastifyRequest) {
  const locale = localeOf(request)
  return (statusCode: number, message: string | DomainError, errors?: FieldMessage[]) => {
    const shaped = (text: string, worded?: FieldMessage[]) => ({
      statusCode,
      error: STATUS_CODES[statusCode] ?? 'Error',
      message: text,
      ...(worded ? { errors: worded } : {}),
    })
    if (message instanceof DomainError) {
      const answer = message.answerIn(locale)
      return shaped(answer.message, answer.errors)
    }
    const translated = errors?.map((e) => ({ ...e, message: translateText(locale, e.message) }))
    const text =
      errors && message === errors.map((e) => e.message).join('\n')
        ? (translated ?? []).map((e) => e.message).join('\n')
        : translateText(locale, message)
    return shaped(text, translated)
  }
}

const MULTIPART_UNREADABLE = new DomainError(400, 'error.multipartUnreadable')
const DATABASE_UNAVAILABLE = new DomainError(503, 'error.databaseUnavailable')
const INTERNAL = new DomainError(500, 'error.internal')

/**
 * The errors @fastify/busboy raises for a malformed body (no boundary, a body that ends
 * before its closing boundary, a part cut short): the request's fault, so a 400.
 */
export function isMultipartParseError(err: { message?: string; statusCode?: number }): boolean {
  if (err.statusCode !== undefined && err.statusCode < 500) return false
  return /^(Multipart: Boundary not found|Unexpected end of multipart data|Malformed part header)$|terminated early due to unexpected end of multipart data$/.test(
    err.message ?? '',
  )
}

export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const body = bodyFor(request)
    if (err instanceof DomainError) {
      if (err.headers) reply.headers(err.headers)
      return reply.status(err.statusCode).send({ ...body(err.statusCode, err, err.errors), ...err.details })
    }
    if (err.validation) {
      const errors = ajvToFieldErrors(err.validation as unknown as AjvError[], localeOf(request))
      return reply.status(400).send(body(400, errors.map((e) => e.message).join('\n') || 'Invalid request', errors))
    }
    const dataError = clientDataError(err)
    if (dataError) {
      request.log.warn({ err }, 'database refused request data')
      return reply.status(400).send(body(400, dataError))
    }
    if (isDatabaseUnavailable(err)) {
      // Expected during a database restart or failover: a warning, and a quick 503 to retry.
      request.log.warn({ err: { message: err.message, code: err.code } }, 'database unavailable')
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      return reply.status(503).send(body(503, DATABASE_UNAVAILABLE))
    }
    const status = err.statusCode ?? 500
    if (status >= 500 && isMultipartParseError(err)) {
      // The multipart parser (busboy) throws plain errors for a body it cannot read.
      request.log.warn({ err: { message: err.message } }, 'unreadable multipart body')
      return reply.status(400).send(body(400, MULTIPART_UNREADABLE))
    }
    if (status >= 500) {
      request.log.error({ err }, 'unexpected error')
      return reply.status(500).send(body(500, INTERNAL))
    }
    if (status === 429) return reply.status(429).send(body(429, err.message))
    // Framework errors with a 4xx (bad JSON, too large, multipart limits) keep their message.
    return reply.status(status).send(body(status, err.message))
  })

  app.setNotFoundHandler((request, reply) => {
    const body = bodyFor(request)
    const path = request.url.split('?')[0]
    const missing = new NotFound('error.routeNotFound', { method: request.method, path })
    reply.status(404).send(body(404, missing))
  })
})
