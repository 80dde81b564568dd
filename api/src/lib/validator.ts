// Request validation: JSON bodies are checked strictly (no type coercion, unknown fields are
// errors, all errors reported); query strings and params are coerced from text. Fastify's
// defaults would silently drop unknown fields and coerce body types.
import { Ajv, type Options } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifySchemaCompiler } from 'fastify'

function make(options: Options) {
  const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: true, removeAdditional: false, ...options })
  addFormats.default(ajv)
  return ajv
}

const strict = make({ coerceTypes: false })
const coercing = make({ coerceTypes: 'array' })

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? strict : coercing
  return ajv.compile(schema as object)
}
