// A loopback TCP proxy that shapes a link like a phone's: a one-way delay on every chunk in
// both directions (round trip = 2 x delay) and a token-bucket bandwidth limit upstream
// (and optionally downstream). Chunks keep their order; nothing is dropped.
import net from 'node:net'

export interface LinkShape {
  /** Round-trip time in milliseconds. */
  rttMs: number
  /** Client-to-server bandwidth, bits per second. */
  upBitsPerSecond: number
  /** Server-to-client bandwidth, bits per second (default: unlimited). */
  downBitsPerSecond?: number
}

export interface ThrottleProxy {
  port: number
  bytesUp: () => number
  close(): Promise<void>
}

function pipeShaped(
  from: net.Socket,
  to: net.Socket,
  delayMs: number,
  bitsPerSecond: number | undefined,
  count: (n: number) => void,
) {
  let lineFreeAt = 0
  let lastDelivery = 0
  from.on('data', (chunk: Buffer) => {
    count(chunk.length)
    const now = performance.now()
    const sendTime = bitsPerSecond ? (chunk.length * 8 * 1000) / bitsPerSecond : 0
    // The chunk leaves once the line is free and arrives one-way-delay later.
    lineFreeAt = Math.max(now, lineFreeAt) + sendTime
    const arrival = Math.max(lineFreeAt + delayMs, lastDelivery)
    lastDelivery = arrival
    setTimeout(
      () => {
        if (!to.destroyed) to.write(chunk)
      },
      Math.max(0, arrival - now),
    )
  })
  from.on('end', () => setTimeout(() => to.end(), Math.max(0, lastDelivery - performance.now())))
  from.on('error', () => to.destroy())
}

export function startThrottleProxy(targetPort: number, shape: LinkShape): Promise<ThrottleProxy> {
  let up = 0
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1')
    client.setNoDelay(true)
    upstream.setNoDelay(true)
    sockets.add(client).add(upstream)
    const oneWay = shape.rttMs / 2
    pipeShaped(client, upstream, oneWay, shape.upBitsPerSecond, (n) => (up += n))
    pipeShaped(upstream, client, oneWay, shape.downBitsPerSecond, () => {})
    client.on('close', () => sockets.delete(client))
    upstream.on('close', () => sockets.delete(upstream))
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      resolve({
        port,
        bytesUp: () => up,
        close: () =>
          new Promise((done) => {
            for (const s of sockets) s.destroy()
            server.close(() => done())
          }),
      })
    })
  })
}
