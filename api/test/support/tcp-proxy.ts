// A loopback TCP proxy between the app and its database that a test can cut and restore:
// cut() stops listening (new connections are refused, as with a stopped server) and drops
// every open connection (as a server going down does); hang() drops them too but takes new
// connections and never answers (a hung or overloaded server); restore() listens again on
// the same port and forwards again. Works the same in front of PostgreSQL and of the embedded PGlite socket.
import { createConnection, createServer, type Server, type Socket } from 'node:net'

export interface TcpProxy {
  port: number
  /** The database URL rewritten to go through the proxy. */
  url: string
  cut(): Promise<void>
  drop(): void
  hang(): void
  restore(): Promise<void>
  close(): Promise<void>
}

export async function startTcpProxy(databaseUrl: string): Promise<TcpProxy> {
  const target = new URL(databaseUrl)
  const targetPort = Number(target.port || 5432)
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0
  let hanging = false

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      hanging = false
      if (server) return resolve()
      const s = createServer((client) => {
        if (hanging) {
          sockets.add(client)
          client.on('close', () => sockets.delete(client))
          client.on('error', () => {})
          return
        }
        const upstream = createConnection({ host: target.hostname, port: targetPort })
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => {})
        }
        client.pipe(upstream)
        upstream.pipe(client)
        client.on('close', () => upstream.destroy())
        upstream.on('close', () => client.destroy())
      })
      s.once('error', reject)
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as { port: number }).port
        server = s
        resolve()
      })
    })

  await listen()
  const url = new URL(databaseUrl)
  url.hostname = '127.0.0.1'
  url.port = String(port)

  const drop = () => {
    for (const socket of sockets) socket.destroy()
    sockets.clear()
  }
  const stop = async () => {
    const s = server
    server = undefined
    drop()
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()))
  }
  return {
    port,
    url: url.toString(),
    cut: stop,
    drop,
    hang() {
      hanging = true
      drop()
    },
    restore: listen,
    close: stop,
  }
}
