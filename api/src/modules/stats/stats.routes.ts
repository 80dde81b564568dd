// GET /stats/response-times (JSON) and /stats/response-times.csv: public, kept by browsers and
// caches for a few minutes, like the figures behind them. Both answers are written once per
// computation (stats.service.ts) and sent as they are.
import { errorResponses } from '@paws/contracts/schemas/common'
import { ResponseTimes } from '@paws/contracts/schemas/stats'
import type { FastifyInstance } from 'fastify'
import Type from 'typebox'
import { CSV_HEADER, type StatsService } from './stats.service.ts'

const tags = ['stats']
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=600'
const DESCRIPTION =
  'Public. Per area (the pincode of the report) and for the whole city (`city`), over the 90 days up ' +
  'to the last midnight in Mumbai, of the cases an NGO accepted: cases, the median and 90th percentile ' +
  'of the seconds from the report to the first accept and to "on the way" (in progress), and where the ' +
  'cases stand: completed (and how many ended in each outcome of the completion, by the ' +
  "case's latest completion), cancelled, open. Computed from the cases' history as it stood at the " +
  "window's end; a group with fewer than 20 cases or from fewer than 10 reporters is left out, a median " +
  'is never over fewer than 20 cases, and `hidden` says how many areas and cases are left out and why; ' +
  'no place finer than the area.'

export default async function statsRoutes(app: FastifyInstance, opts: { stats: StatsService }) {
  const { stats } = opts

  app.get('/response-times', {
    config: { access: 'public' },
    schema: {
      summary: 'How fast help comes, per area (public)',
      tags,
      description: DESCRIPTION,
      response: { 200: ResponseTimes, ...errorResponses(400) },
    },
    handler: async (_req, reply) => {
      const { json } = await stats.responseTimes()
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(json)
    },
  })

  app.get('/response-times.csv', {
    config: { access: 'public' },
    schema: {
      summary: 'How fast help comes, per area, as CSV (public)',
      tags,
      description: `${DESCRIPTION} The same figures as CSV, one row per area, one for the city and one per reason something is left out: ${CSV_HEADER.join(', ')} (seconds).`,
      produces: ['text/csv'],
      response: { 200: Type.String({ description: 'text/csv' }), ...errorResponses(400) },
    },
    handler: async (_req, reply) => {
      const { csv } = await stats.responseTimes()
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="response-times.csv"')
        .header('cache-control', CACHE_CONTROL)
        .send(csv)
    },
  })
}
