// A minimal static file server with a single-page-app fallback, for the hello-world build.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { createGzip } from 'node:zlib'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

export async function serveStatic(root: string): Promise<{ origin: string; stop(): Promise<void> }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0])).replace(/^(\.\.[/\\])+/, '')
    let file = join(root, path)
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html')
    const type = TYPES[extname(file)] ?? 'application/octet-stream'
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && !type.startsWith('image/')
    res.writeHead(200, {
      'content-type': type,
      'cache-control': 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    })
    const body = createReadStream(file)
    if (gzip) body.pipe(createGzip({ level: 9 })).pipe(res)
    else body.pipe(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
