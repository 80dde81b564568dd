// The OpenAPI document integrators read (/api/docs/json): every operation says what it does
// (a summary), where it belongs (a tag), who may call it (`x-access`, the route's declared
// access, with the bearer requirement when it needs a session) and how it can fail (its
// error answers, each with the error body's schema).
import { describe, expect, it } from 'vitest'
import { bearer, createUser, setupApp } from './support/helper.ts'

const ctx = await setupApp()
const { app } = ctx

interface Operation {
  summary?: string
  description?: string
  tags?: string[]
  security?: Record<string, unknown>[]
  'x-access'?: string
  parameters?: unknown[]
  requestBody?: unknown
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>
}

const res = await app.inject({ method: 'GET', url: '/api/docs/json' })
const doc = res.json() as { paths: Record<string, Record<string, Operation>> }
const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
)
const ACCESS = ['public', 'signed-in', 'admin', 'loopback', 'operator']
/** Answers anyone, takes no input and is not rate limited: only the database can fail it (503). */
const NO_CLIENT_ERROR = ['GET /api/health']
/** Un-hearting an animal that is not there, or not hearted, is already done (200). */
const NEVER_NOT_FOUND = ['DELETE /api/favourites/{id}']

const hasSchema = (answer?: { content?: Record<string, { schema?: unknown }> }) =>
  Object.values(answer?.content ?? {}).some((media) => media.schema !== undefined)

describe('the OpenAPI document', () => {
  it('lists the API and only the API', () => {
    expect(res.statusCode).toBe(200)
    expect(operations.length).toBeGreaterThan(80)
    // The documentation pages themselves are not operations an integrator calls.
    expect(operations.filter(({ name }) => name.includes('/api/docs'))).toEqual([])
  })

  it('gives every operation a summary and a tag', () => {
    const missing = operations
      .filter(({ op }) => !op.summary?.trim() || !op.tags?.length)
      .map(({ name, op }) => `${name}: ${op.summary?.trim() ? '' : 'no summary '}${op.tags?.length ? '' : 'no tag'}`)
    expect(missing).toEqual([])
    const long = operations.filter(({ op }) => (op.summary ?? '').length > 80).map(({ name }) => name)
    expect(long).toEqual([])
  })

  it('says who may call every operation, and asks for the bearer token where a session is needed', () => {
    const wrong: string[] = []
    for (const { name, op } of operations) {
      const access = op['x-access']
      if (!access || !ACCESS.includes(access)) wrong.push(`${name}: access ${access}`)
      else if (!op.description?.includes('Access:')) wrong.push(`${name}: access not in the description`)
      const bearer = op.security?.some((requirement) => 'bearerAuth' in requirement) ?? false
      const needsSession = access === 'signed-in' || access === 'admin'
      if (needsSession !== bearer) wrong.push(`${name}: ${access} with${bearer ? '' : 'out'} the bearer requirement`)
    }
    expect(wrong).toEqual([])
  })

  it('lists the error answers of every operation, each with the error body', () => {
    const wrong: string[] = []
    for (const { name, op } of operations) {
      const errors = Object.entries(op.responses ?? {}).filter(([code]) => Number(code) >= 400)
      if (errors.length === 0) wrong.push(`${name}: no error answer`)
      for (const [code, answer] of errors) {
        if (!hasSchema(answer)) wrong.push(`${name}: ${code} has no schema`)
        if (!answer.description || answer.description === 'Default Response') wrong.push(`${name}: ${code} unexplained`)
      }
      const codes = errors.map(([code]) => code)
      const access = op['x-access']
      if ((access === 'signed-in' || access === 'admin') && !codes.includes('401')) wrong.push(`${name}: no 401`)
      if (access === 'admin' && !codes.includes('403')) wrong.push(`${name}: no 403`)
      if (!NO_CLIENT_ERROR.includes(name) && !codes.some((code) => code.startsWith('4'))) wrong.push(`${name}: no 4xx`)
      // A path naming a resource can name one that is not there; input can be refused.
      if (name.includes('{') && !NEVER_NOT_FOUND.includes(name) && !codes.includes('404')) wrong.push(`${name}: no 404`)
      if ((name.includes('{') || op.requestBody || op.parameters?.length) && !codes.includes('400'))
        wrong.push(`${name}: no 400`)
    }
    expect(wrong).toEqual([])
  })

  it('documents the answers the server really gives: a signed-in operation asked without a session is a 401', async () => {
    const profile = doc.paths['/api/users/profile']?.get
    expect(profile?.['x-access']).toBe('signed-in')
    expect(profile?.responses?.['401']).toBeDefined()
    const answer = await app.inject({ method: 'GET', url: '/api/users/profile' })
    expect(answer.statusCode).toBe(401)
    expect(answer.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' })
  })

  it('documents the answers the server really gives: a case that does not exist is a 404, also for its ring', async () => {
    expect(doc.paths['/api/admin/rescues/{id}/ring']?.get?.responses?.['404']).toBeDefined()
    const admin = await createUser(ctx, { role: 'admin' })
    const answer = await app.inject({ method: 'GET', url: '/api/admin/rescues/999999/ring', headers: bearer(admin) })
    expect(answer.statusCode).toBe(404)
    expect(answer.json()).toMatchObject({ statusCode: 404, error: 'Not Found' })
  })
})
