// Static files: uploaded photos under /uploads (immutable UUID names, long cache) and, when
// built, the PWA at / with index.html for every client-side route.
import { existsSync, mkdirSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { join, normalize } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { smallAvif } from '../../lib/images.ts'

const FALLBACK_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Mumbai Paws</title></head>
<body style="font-family:system-ui;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<h1>Mumbai Paws API</h1><p>The API is running at <a href="/api/health">/api/health</a>;
its documentation is at <a href="/api/docs">/api/docs</a>.</p>
<p>The app has not been built yet: run <code>npm start</code> from the project root.</p></body></html>`

export default fp(async (app: FastifyInstance, opts: { pwaDist?: string }) => {
  const uploads = app.config.uploadsDir
  mkdirSync(uploads, { recursive: true })
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  })

  // A photo's small version (a phone's card) as AVIF to browsers that take it, else as WebP,
  // under the same address (Vary: Accept). A photo stored before the AVIF copies existed gets
  // its copy made from the large version on its first such request, once.
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]
    if (request.method !== 'GET' || !path.startsWith('/uploads/') || !path.endsWith('-small.webp')) return
    reply.header('vary', 'Accept')
    if (!String(request.headers.accept ?? '').includes('image/avif')) return
    const key = decodeURIComponent(path.slice('/uploads/'.length)).replace(/-small\.webp$/, '-small.avif')
    const file = normalize(join(uploads, key))
    if (!file.startsWith(normalize(uploads))) return
    let avif: Buffer
    try {
      avif = await readFile(file)
    } catch {
      const large = file.replace(/-small\.avif$/, '.webp')
      if (!existsSync(large)) return
      try {
        avif = await smallAvif(await readFile(large))
        const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
        await writeFile(temporary, avif)
        await rename(temporary, file)
      } catch (err) {
        request.log.warn({ err, file }, 'could not make the AVIF copy of a photo; sending the WebP')
        return
      }
    }
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/avif').send(avif)
  })

  // The built PWA, when there is one.
  const dist = opts.pwaDist !== undefined && existsSync(join(opts.pwaDist, 'index.html')) ? opts.pwaDist : undefined
  if (dist !== undefined) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      // An array: with preCompressed, a plain string index is never found (404 at /).
      index: ['index.html'],
      // The build writes .br and .gz copies of its text files (pwa/vite.config.ts).
      preCompressed: true,
      setHeaders(reply, path) {
        // Hashed assets never change; the shell, manifest and service worker must revalidate.
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable')
        else reply.header('cache-control', 'no-cache')
      },
    })
  } else {
    app.get('/', { schema: { hide: true } }, (_req, reply) => reply.type('text/html').send(FALLBACK_PAGE))
  }

  // Client-side routes: any GET outside /api and /uploads that is not a file gets the shell.
  app.addHook('onRequest', async (request, reply) => {
    if (dist === undefined || request.method !== 'GET') return
    const path = request.url.split('?')[0]
    if (path.startsWith('/api') || path.startsWith('/uploads/') || /\.[a-z0-9]+$/i.test(path) || path === '/') return
    return reply.header('cache-control', 'no-cache').sendFile('index.html', dist)
  })
})
