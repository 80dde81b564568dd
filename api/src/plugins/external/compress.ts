// Answers compressed for the phone: the API's JSON (a page of animals, 16.8 kB, is 3.5 kB as
// Brotli), its CSV exports, and any of the app's files without a compressed copy. Brotli at
// quality 5 (0.3 ms for that page; zlib's default, 11, takes 17 ms for 12% fewer bytes), else
// gzip.
// Behind the production proxy, which compresses too, answers arrive already encoded and it
// leaves them alone. Most of the app's files are compressed at build time (static.ts sends the
// .br and .gz copies, left alone here); photos are not compressible (mime-db). Bodies sent to
// the API are never inflated: a small compressed body could unpack past the body limit.
import { constants } from 'node:zlib'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export default fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  })
})
