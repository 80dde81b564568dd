// Request validation: JSON bodies are checked strictly (no type coercion, unknown fields are
// errors, all errors reported); query strings and params are coerced from text. Fastify's
// defaults would silently drop unknown fields and coerce body types.
//
// Every schema is also hardened before it is compiled, so what PostgreSQL cannot store is a
// 400 here rather than a 500 from the database:
// - integers are bounded to PostgreSQL's integer (int4) unless the schema is narrower;
// - no string anywhere in the input (values or keys, at any depth) may contain U+0000 or an
//   unpaired surrogate, which text and jsonb columns refuse; free-form JSON may nest at most
//   MAX_DEPTH levels.
//
// Integers in the path (ids, positions) are taken only as plain digits: no sign, no spaces,
// no leading zeros, no decimal point, exponent or hex ("1", not " 1", "+1", "01", "1.0", "1e0"
// or "0x1", which coercion alone would read as 1). Then the schema's bounds apply (an id is at
// least 1, and all fit PostgreSQL's integer). docs/rules.md#api-conventions
import { Ajv, type Options } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify'

export const INT32_MAX = 2147483647
export const INT32_MIN = -2147483648
export const MAX_DEPTH = 32

/** An unpaired UTF-16 surrogate (String.prototype.isWellFormed is not in our TS lib yet). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const wellFormed = (text: string) => !LONE_SURROGATE.test(text)

interface NulError {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
  message: string
}

const pointer = (path: (string | number)[]) =>
  path.map((p) => `/${String(p).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('')

/** The first NUL or over-deep spot in a value, as an AJV error; null when clean. */
export function findBadText(value: unknown, path: (string | number)[] = []): NulError | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) {
      return { keyword: 'noNul', instancePath: pointer(path), params: {}, message: 'must not contain NUL characters' }
    }
    // An unpaired surrogate cannot be stored as UTF-8 (jsonb refuses its escape).
    if (!wellFormed(value)) {
      return {
        keyword: 'noNul',
        instancePath: pointer(path),
        params: {},
        message: 'must be valid Unicode text (no unpaired surrogates)',
      }
    }
    return null
  }
  if (value === null || typeof value !== 'object') return null
  if (path.length >= MAX_DEPTH) {
    return {
      keyword: 'maxDepth',
      instancePath: pointer(path),
      params: {},
      message: `must not nest more than ${MAX_DEPTH} levels`,
    }
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = findBadText(value[i], [...path, i])
      if (bad) return bad
    }
    return null
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || !wellFormed(key)) {
      return {
        keyword: 'noNul',
        instancePath: pointer(path),
        params: {},
        message: 'must not have field names containing NUL characters or unpaired surrogates',
      }
    }
    const bad = findBadText(item, [...path, key])
    if (bad) return bad
  }
  return null
}

type Schema = Record<string, unknown>

const SUBSCHEMA_KEYS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames']
const SUBSCHEMA_LIST_KEYS = ['anyOf', 'oneOf', 'allOf', 'prefixItems']
const SUBSCHEMA_MAP_KEYS = ['properties', 'patternProperties']

/** A copy of `schema` with integers bounded to int4 (the shared schemas stay untouched). */
export function boundIntegers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(boundIntegers)
  if (schema === null || typeof schema !== 'object') return schema
  const out: Schema = { ...(schema as Schema) }
  const types = Array.isArray(out.type) ? out.type : [out.type]
  if (types.includes('integer')) {
    if (typeof out.maximum !== 'number' || out.maximum > INT32_MAX) out.maximum = INT32_MAX
    if (typeof out.minimum !== 'number' || out.minimum < INT32_MIN) out.minimum = INT32_MIN
  }
  for (const key of SUBSCHEMA_KEYS) if (out[key] && typeof out[key] === 'object') out[key] = boundIntegers(out[key])
  for (const key of SUBSCHEMA_LIST_KEYS) if (Array.isArray(out[key])) out[key] = boundIntegers(out[key])
  for (const key of SUBSCHEMA_MAP_KEYS) {
    const map = out[key]
    if (map && typeof map === 'object') {
      out[key] = Object.fromEntries(Object.entries(map as Schema).map(([k, v]) => [k, boundIntegers(v)]))
    }
  }
  return out
}

function make(options: Options) {
  const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: true, removeAdditional: false, ...options })
  addFormats.default(ajv)
  ajv.addKeyword({
    keyword: 'storableText',
    schemaType: 'boolean',
    validate: function storableText(this: unknown, _schema: boolean, data: unknown) {
      const bad = findBadText(data)
      ;(storableText as unknown as { errors: NulError[] | null }).errors = bad ? [bad] : null
      return bad === null
    },
  })
  return ajv
}

const strict = make({ coerceTypes: false })
const coercing = make({ coerceTypes: 'array' })

/** The schema as it is compiled: integers bounded, the whole input checked for NUL first. */
export function hardened(schema: unknown): Schema {
  return { storableText: true, ...(boundIntegers(schema) as Schema) }
}

const PLAIN_DIGITS = /^(0|[1-9][0-9]*)$/

/** The integer properties of a path's params schema. */
function integerParams(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {}
  return Object.entries(properties)
    .filter(([, p]) => p.type === 'integer' || (Array.isArray(p.type) && p.type.includes('integer')))
    .map(([name]) => name)
}

type Check = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null }

/** Params: integers must be written as plain digits before coercion reads them. */
function paramsValidator(schema: unknown): Check {
  const validate = coercing.compile(hardened(schema))
  const integers = integerParams(schema)
  const check: Check = (data) => {
    const params = (data ?? {}) as Record<string, unknown>
    const bad = integers.filter((name) => typeof params[name] === 'string' && !PLAIN_DIGITS.test(params[name]))
    if (bad.length > 0) {
      check.errors = bad.map((name) => ({
        keyword: 'plainDigits',
        instancePath: `/${name}`,
        schemaPath: '#/plainDigits',
        params: {},
        message: 'must be a whole number written in digits only, like 12',
      }))
      return false
    }
    const ok = validate(data)
    check.errors = validate.errors as FastifySchemaValidationError[] | null | undefined
    return ok
  }
  return check
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (httpPart === 'params') return paramsValidator(schema)
  const ajv = httpPart === 'body' ? strict : coercing
  return ajv.compile(hardened(schema))
}
