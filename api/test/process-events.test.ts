// The server process's handlers (src/process-events.ts) on a stand-in for `process`: the
// database going away in background work is logged and the process carries on; any other
// error nothing caught drains and exits 1; a second signal changes nothing.
import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { handleProcessEvents } from '../src/process-events.ts'

function harness() {
  const exits: number[] = []
  const target = Object.assign(new EventEmitter(), { exits, exit: (code: number) => void exits.push(code) })
  const lines: string[] = []
  const log = {
    info: (msg: string) => void lines.push(`info ${msg}`),
    warn: (_: object, msg: string) => void lines.push(`warn ${msg}`),
    error: (_: object, msg: string) => void lines.push(`error ${msg}`),
  }
  let closes = 0
  let finish: () => void = () => {}
  const closed = new Promise<void>((r) => {
    finish = r
  })
  handleProcessEvents({
    graceMs: 60_000,
    log,
    close: async () => {
      closes++
      await closed
    },
    target,
  })
  return { target, lines, finish, closes: () => closes }
}

const settle = () => new Promise((r) => setImmediate(r))

describe('process events', () => {
  it('carries on when background work finds the database gone', async () => {
    const h = harness()
    for (const err of [
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ]) {
      h.target.emit('unhandledRejection', err)
    }
    h.target.emit('uncaughtException', new Error('Connection terminated unexpectedly'))
    await settle()
    expect(h.closes()).toBe(0)
    expect(h.target.exits).toEqual([])
    expect(h.lines.filter((l) => l.startsWith('warn'))).toHaveLength(4)
  })

  it('drains and exits 1 on a programming error', async () => {
    const h = harness()
    h.target.emit('unhandledRejection', new TypeError("Cannot read properties of undefined (reading 'id')"))
    expect(h.closes()).toBe(1)
    h.finish()
    await settle()
    expect(h.target.exits).toEqual([1])
    expect(h.lines).toContain('error shutting down after an error')
  })

  it('a second signal does not cut the drain short', async () => {
    const h = harness()
    h.target.emit('SIGTERM')
    h.target.emit('SIGINT')
    h.target.emit('SIGTERM')
    await settle()
    expect(h.closes()).toBe(1)
    expect(h.target.exits).toEqual([])
    h.finish()
    await settle()
    expect(h.target.exits).toEqual([0])
    expect(h.lines.filter((l) => l.includes('received again'))).toHaveLength(2)
  })
})
