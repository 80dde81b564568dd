// HTTPS in front of the product, as Caddy serves it in production (infra/Caddyfile): phones
// reach the app over TLS, which browsers speak as HTTP/2, so a page's requests share one
// connection instead of queueing for six. A throwaway self-signed certificate for 127.0.0.1;
// the Chromium that measures through it is told to accept it (lighthouse.bench.ts).
import http from 'node:http'
import http2 from 'node:http2'
import { generate } from 'selfsigned'
import { freePort } from './api-server.ts'

export interface TlsProxy {
  origin: string
  close(): Promise<void>
}

/**
 * Headers of one connection (RFC 9110 section 7.6.1) and those HTTP/2 forbids; `host` too,
 * which is set to the upstream's.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
  'host',
])

function forwardable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) => value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name),
    ),
  )
}

export async function startTlsProxy(target: string): Promise<TlsProxy> {
  const { private: key, cert } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  })
  const upstream = new URL(target)
  const agent = new http.Agent({ keepAlive: true })
  const sessions = new Set<http2.ServerHttp2Session>()
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const forward = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...forwardable(req.headers), host: upstream.host, 'x-forwarded-proto': 'https' },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers))
        answer.pipe(res)
      },
    )
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(forward)
  })
  server.on('session', (session) => {
    sessions.add(session)
    session.once('close', () => sessions.delete(session))
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy()
        agent.destroy()
        server.close(() => resolve())
      }),
  }
}
