// The page's automatic sync: it sends while someone is signed in, at once when the outbox
// changes (a forced pass for "Send now"), again when a retry is due, and never after sign-out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SyncEngine, SyncResult } from './sync.ts'
import { createAutoSync } from './triggers.ts'

const g = globalThis as unknown as { window?: EventTarget; document?: EventTarget & { visibilityState: string } }

function fakeEngine(results: Partial<SyncResult>[] = []) {
  const calls: boolean[] = []
  const engine = {
    sync: async (force = false) => {
      calls.push(force)
      return { sent: [], nextAttemptAt: null, needsSignIn: false, ...results.shift() }
    },
  } as unknown as SyncEngine
  return { engine, calls }
}

const settle = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
  g.window = new EventTarget()
  g.document = Object.assign(new EventTarget(), { visibilityState: 'visible' })
})
afterEach(() => {
  vi.useRealTimers()
  delete g.window
  delete g.document
})

describe('the page sync of the outbox', () => {
  it('sends at sign-in, at once on a change (forced for Send now), and when the network is back', async () => {
    const { engine, calls } = fakeEngine()
    const auto = createAutoSync(engine)
    const stop = auto.start()
    await settle()
    expect(calls).toEqual([false])
    auto.changed(true)
    await settle()
    auto.changed()
    await settle()
    g.window?.dispatchEvent(new Event('online'))
    await settle()
    expect(calls).toEqual([false, true, false, true])
    stop()
  })

  it('tries again when the retry is due, so a report kept for later goes without a tap', async () => {
    const { engine, calls } = fakeEngine([{ nextAttemptAt: Date.now() + 5_000 }])
    const auto = createAutoSync(engine)
    const stop = auto.start()
    await settle()
    await vi.advanceTimersByTimeAsync(4_000)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(calls).toHaveLength(2)
    stop()
  })

  it('sends nothing after sign-out: a change, the network or a pending retry', async () => {
    const { engine, calls } = fakeEngine([{ nextAttemptAt: Date.now() + 5_000 }])
    const auto = createAutoSync(engine)
    auto.changed()
    await settle()
    expect(calls).toEqual([])
    const stop = auto.start()
    await settle()
    stop()
    auto.changed(true)
    g.window?.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toEqual([false])
  })
})
