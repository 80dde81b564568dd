// Bad input over every operation of the OpenAPI document (app.swagger(), what
// /api/docs serves): NUL bytes, huge and negative integers, wrong types, deep nesting,
// oversize strings and odd unicode, in path, query and body, and malformed multipart bodies
// on every operation that takes a body, as an anonymous caller, an admin, an approved NGO's
// user and an approved clinic (handlers that refuse admins see the bad input past schema
// validation as the NGO or the clinic). No answer may be a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'

const ctx = await setupApp()
const { app, db } = ctx

interface Schema {
  type?: string | string[]
  properties?: Record<string, Schema>
}
interface Operation {
  security?: unknown[]
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: Schema }[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
}

const deep = (levels: number): unknown => (levels === 0 ? 'x' : { a: deep(levels - 1) })

/** Text values for path and query (already URL-encoded). */
const TEXT_VALUES: Record<string, string> = {
  nul: '%00',
  nulInside: 'a%00b',
  hugeInt: '99999999999',
  hugerInt: '99999999999999999999',
  negative: '-2147483649',
  float: '1.5',
  exponent: '1e400',
  wrongType: 'abc',
  oversize: 'x'.repeat(5000),
  emoji: '%F0%9F%90%B6',
  badUtf8: '%ED%A0%80%FF',
  rtl: '%E2%80%AE%E2%80%8B',
}

/**
 * Forms of 1 that lenient number parsing (coercion) would read as 1, URL-encoded: with spaces,
 * a sign, a leading zero, a decimal point, an exponent, hex.
 */
const LENIENT_INTEGERS = ['%201', '1%20', '%2B1', '01', '1.0', '1e0', '0x1', '1%09', '%0A1']

/** JSON values for body fields. */
const JSON_VALUES: Record<string, unknown> = {
  nul: '\u0000',
  nulInside: 'a\u0000b',
  hugeInt: 2147483648,
  negative: -99999999999,
  float: 1e308,
  wrongType: { not: 'expected' },
  array: [1, 'a', null],
  oversize: 'x'.repeat(70_000),
  loneSurrogate: '\ud800',
  rtl: '\u202e\u200b\ufeff',
  deep: deep(200),
}

/** Whole bodies. */
const WHOLE_BODIES: Record<string, string> = {
  deepArray: `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  deepObject: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  string: '"just a string"',
  number: '2147483648',
  nulKey: '{"\\u0000":1}',
  broken: '{"a":',
}

/** Malformed multipart bodies (content type, body) for every operation that takes a form. */
const MULTIPART_BODIES: Record<string, [string, string]> = {
  noBoundary: ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb'],
  emptyBoundary: ['multipart/form-data; boundary=', 'lorem'],
  cutShort: [
    'multipart/form-data; boundary=B',
    '--B\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
  ],
  garbage: ['multipart/form-data; boundary=B', 'lorem ipsum'],
  openingOnly: ['multipart/form-data; boundary=B', '--B\r\n'],
  badHeader: ['multipart/form-data; boundary=B', '--B\r\nContent-Dispo\r\n\r\nabc\r\n--B--\r\n'],
  nulName: [
    'multipart/form-data; boundary=B',
    '--B\r\nContent-Disposition: form-data; name="\u0000"\r\n\r\nx\r\n--B--\r\n',
  ],
}

const counts: Record<string, number> = {}
const failures: string[] = []
let failed = 0

type Actor = 'anonymous' | 'admin' | 'ngo' | 'clinic'
const actors = {} as Record<Exclude<Actor, 'anonymous'>, TestUser>
const perActor: Record<string, number> = {}
beforeAll(async () => {
  await resetDb(db)
  actors.admin = await createUser(ctx, { role: 'admin' })
  actors.ngo = await createUser(ctx, { role: 'ngo' })
  // An approved clinic (the vet role with its clinic record).
  actors.clinic = await createUser(ctx, { role: 'vet' })
  await db
    .insertInto('vets')
    .values({
      user_id: actors.clinic.id,
      license_number: 'MSVC-1',
      clinic_name: 'Sweep Clinic',
      approval_status: 'approved',
      address: 'Parel, Mumbai',
      lat: 19.0019,
      lng: 72.8416,
      species: JSON.stringify(['dog', 'cat']),
      hours: 'Open 24 hours',
      accepting: true,
      accepting_until: new Date(Date.now() + 4 * 3_600_000),
      places: JSON.stringify({ dog: 2 }),
    })
    .execute()
})

// Requests that would end the admin's own session (and so the rest of the run as admin).
const SESSION_ENDING = ['POST /api/auth/logout', 'DELETE /api/users/profile', 'PUT /api/users/password']

interface Tagged extends Operation {
  tags?: string[]
}
const doc = app.swagger() as { paths: Record<string, Record<string, Tagged>> }
const operations = Object.entries(doc.paths)
  .filter(([path]) => !path.startsWith('/api/docs') && !path.startsWith('/api/dev'))
  .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })))
// One test per area of the document (its tag), so each has its own time and a 5xx names its area.
const areas = new Map<string, typeof operations>()
for (const operation of operations) {
  const area = operation.op.tags?.[0] ?? 'untagged'
  areas.set(area, [...(areas.get(area) ?? []), operation])
}

async function send(
  kind: string,
  method: string,
  url: string,
  body: string | undefined,
  actor: Actor,
  contentType = 'application/json',
) {
  counts[kind] = (counts[kind] ?? 0) + 1
  perActor[actor] = (perActor[actor] ?? 0) + 1
  const headers: Record<string, string> = actor === 'anonymous' ? {} : bearer(actors[actor])
  if (body !== undefined) headers['content-type'] = contentType
  const res = await app.inject({ method: method as 'GET', url, headers, payload: body })
  if (res.statusCode >= 500) failed += 1
  if (res.statusCode >= 500) failures.push(`${res.statusCode} ${kind} ${method} ${url.slice(0, 120)} ${res.body}`)
}

describe('bad input over every operation', () => {
  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThan(50)
  })

  for (const [area, ops] of areas)
    it(`never gets a 5xx: ${area} (${ops.length} operations)`, { timeout: 120_000 }, async () => {
      failures.length = 0
      for (const { path, method, op } of ops) {
        const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name)
        const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)
        const jsonSchema = op.requestBody?.content?.['application/json']?.schema
        // Every operation that takes a body gets the malformed forms: the upload routes (whose
        // form has no JSON schema) and every JSON route sent a form instead.
        const takesForm = op.requestBody !== undefined || method === 'POST' || method === 'PUT'
        const fields = Object.keys(jsonSchema?.properties ?? {})
        const fill = (values: Record<string, string>) =>
          path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? '1')
        const callers: Actor[] = SESSION_ENDING.includes(`${method} ${path}`)
          ? ['anonymous']
          : ['anonymous', 'admin', 'ngo', 'clinic']
        for (const caller of callers) {
          for (const [kind, value] of Object.entries(TEXT_VALUES)) {
            for (const name of params) await send(`path:${kind}`, method, fill({ [name]: value }), undefined, caller)
            for (const name of query)
              await send(`query:${kind}`, method, `${fill({})}?${name}=${value}`, undefined, caller)
          }
          await send('query:unknown', method, `${fill({})}?unknown%00=1`, undefined, caller)
          if (takesForm) {
            for (const [kind, [type, body]] of Object.entries(MULTIPART_BODIES))
              await send(`multipart:${kind}`, method, fill({}), body, caller, type)
          }
          if (!jsonSchema) continue
          // Anonymous field-by-field bodies only where no session is needed (a 401 comes first elsewhere).
          const fieldsToTry = caller !== 'anonymous' || !op.security ? fields : []
          for (const [kind, value] of Object.entries(JSON_VALUES)) {
            for (const field of fieldsToTry) {
              await send(`body:${kind}`, method, fill({}), JSON.stringify({ [field]: value }), caller)
            }
          }
          for (const [kind, body] of Object.entries(WHOLE_BODIES))
            await send(`body:${kind}`, method, fill({}), body, caller)
        }
      }
      expect(failures).toEqual([])
    })

  it('takes an integer in the path only as plain digits: 400 for lenient forms of 1', async () => {
    const tried: string[] = []
    const wrong: string[] = []
    for (const { path, method, op } of operations) {
      const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path')
      for (const param of pathParams) {
        if (/id$/i.test(param.name)) {
          // Every id-like path parameter is declared an integer (so the one rule applies).
          expect(param.schema?.type, `${method} ${path} {${param.name}}`).toBe('integer')
        }
        if (param.schema?.type !== 'integer') continue
        const actor: Actor = SESSION_ENDING.includes(`${method} ${path}`) ? 'anonymous' : 'admin'
        for (const value of LENIENT_INTEGERS) {
          const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === param.name ? value : '1'))
          const headers = actor === 'anonymous' ? {} : bearer(actors[actor])
          const res = await app.inject({ method: method as 'GET', url, headers })
          tried.push(url)
          if (res.statusCode !== 400 || res.json().errors?.[0]?.field !== param.name) {
            wrong.push(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`)
          }
        }
      }
    }
    expect(wrong).toEqual([])
    const routes = new Set(tried.map((u) => u.replace(/\?.*$/, '')))
    expect(routes.size).toBeGreaterThan(20)
    console.log(
      `lenient path integers: ${tried.length} requests (${LENIENT_INTEGERS.length} forms of 1 on every integer path parameter), all 400 naming the parameter`,
    )
  })

  afterAll(() => {
    const total = Object.values(counts).reduce((a, b) => a + b, 0)
    console.log(`bad-input requests: ${total}`, JSON.stringify(counts))
    console.log(`bad-input sweep: ${total} requests (${JSON.stringify(perActor)}), ${failed} failures (5xx)`)
  })
})
