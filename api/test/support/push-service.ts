// A real local push service for tests: web-push-testing's server, run in this process on a
// free port. It decrypts what it receives (so tests read the payload back) and can expire a
// subscription (then it answers 410).
import { createRequire } from 'node:module'
import type { Server } from 'node:http'

interface PushApiModelLike {
  notifyUrl: string
}
interface TestingServerLike {
  _server?: Server
  startServer(): void
}

const require = createRequire(import.meta.url)
const TestingServer = require('web-push-testing/src/server.js') as new (
  model: PushApiModelLike,
  port: number,
) => TestingServerLike
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => PushApiModelLike }

export interface TestSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
  clientHash: string
}

export async function startPushService() {
  const model = new PushApiModel()
  const server = new TestingServer(model, 0)
  const log = console.log
  console.log = () => {}
  try {
    server.startServer()
    await new Promise<void>((resolve) => server._server!.once('listening', () => resolve()))
  } finally {
    console.log = log
  }
  const { port } = server._server!.address() as { port: number }
  const base = `http://127.0.0.1:${port}`
  model.notifyUrl = `${base}/notify/`

  async function call(path: string, body?: unknown) {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    })
    return { status: res.status, json: (await res.json().catch(() => null)) as { data?: unknown } | null }
  }

  return {
    async subscribe(applicationServerKey: string): Promise<TestSubscription> {
      const res = await call('/subscribe', { applicationServerKey, userVisibleOnly: 'true' })
      if (res.status !== 200) throw new Error(`subscribe failed: ${JSON.stringify(res.json)}`)
      return res.json!.data as TestSubscription
    },
    /** The decrypted payloads this subscription received, oldest first. */
    async messages(clientHash: string): Promise<string[]> {
      const res = await call('/get-notifications', { clientHash })
      return (res.json!.data as { messages: string[] }).messages
    },
    async expire(clientHash: string): Promise<void> {
      const res = await call(`/expire-subscription/${clientHash}`)
      if (res.status !== 200) throw new Error('expire failed')
    },
    close: () => new Promise<void>((resolve) => server._server!.close(() => resolve())),
  }
}
