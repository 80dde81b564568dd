import { t } from '../i18n/index.ts'
import { describe, expect, it, vi } from 'vitest'
import { createPushDevice, PushSetupError, urlBase64ToUint8Array, type PushApi, type PushEnvironment } from './push.ts'

// A real VAPID public key (65 bytes, uncompressed P-256 point) as web-push prints it.
const VAPID = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U'

describe('urlBase64ToUint8Array', () => {
  it('decodes a base64url VAPID key without padding into its 65 bytes', () => {
    const bytes = urlBase64ToUint8Array(VAPID)
    expect(bytes).toBeInstanceOf(Uint8Array)
    expect(bytes.length).toBe(65)
    expect(bytes[0]).toBe(0x04)
    expect(Buffer.from(bytes).toString('base64url')).toBe(VAPID)
  })

  it('maps - and _ to + and / and accepts padding that is already there', () => {
    expect([...urlBase64ToUint8Array('-_8')]).toEqual([0xfb, 0xff])
    expect([...urlBase64ToUint8Array('-_8=')]).toEqual([0xfb, 0xff])
    expect([...urlBase64ToUint8Array('AQ')]).toEqual([1])
  })
})

interface FakeSub {
  endpoint: string
  options: { applicationServerKey: ArrayBuffer | null }
  unsubscribe: ReturnType<typeof vi.fn>
  toJSON: () => unknown
}

function fakeSubscription(endpoint: string, key: Uint8Array): FakeSub {
  return {
    endpoint,
    options: { applicationServerKey: key.slice().buffer },
    unsubscribe: vi.fn(async () => true),
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
  }
}

function setup(
  options: {
    permission?: NotificationPermission
    answer?: NotificationPermission
    existing?: FakeSub | null
    subscribeFails?: boolean
    postFails?: boolean
    deleteFails?: boolean
    noWorker?: boolean
  } = {},
) {
  let permission = options.permission ?? 'default'
  let current: FakeSub | null = options.existing ?? null
  const calls: string[] = []
  const subscribe = vi.fn(async (opts: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
    if (options.subscribeFails) throw new DOMException('Registration failed - push service not available', 'AbortError')
    current = fakeSubscription('https://push.example.test/new', opts.applicationServerKey)
    return current
  })
  const env: PushEnvironment = {
    supported: () => true,
    permission: () => permission,
    requestPermission: vi.fn(async () => (permission = options.answer ?? 'granted')),
    registration: vi.fn(async () =>
      options.noWorker ? null : ({ pushManager: { getSubscription: async () => current, subscribe } } as never),
    ),
  }
  const api: PushApi = {
    get: async <T>(path: string) => {
      calls.push(`GET ${path}`)
      return { publicKey: VAPID } as T
    },
    post: async <T>(path: string, body?: unknown) => {
      calls.push(`POST ${path} ${JSON.stringify(body)}`)
      if (options.postFails) throw new Error('offline')
      return undefined as T
    },
    delete: async <T>(path: string, opts?: { body?: unknown }) => {
      calls.push(`DELETE ${path} ${JSON.stringify(opts?.body)}`)
      if (options.deleteFails) throw new Error('offline')
      return undefined as T
    },
  }
  return { device: createPushDevice(api, env), env, calls, subscribe, current: () => current }
}

describe('push device', () => {
  it('asks permission, subscribes with the VAPID key and userVisibleOnly, and posts the subscription', async () => {
    const { device, env, calls, subscribe } = setup()
    await device.subscribe()
    expect(env.requestPermission).toHaveBeenCalledOnce()
    expect(subscribe).toHaveBeenCalledOnce()
    const opts = subscribe.mock.calls[0][0]
    expect(opts.userVisibleOnly).toBe(true)
    expect(Buffer.from(opts.applicationServerKey).toString('base64url')).toBe(VAPID)
    expect(calls).toEqual([
      'GET /push/vapid-public-key',
      'POST /push/subscriptions {"endpoint":"https://push.example.test/new","expirationTime":null,"keys":{"p256dh":"p","auth":"a"}}',
    ])
    expect(await device.state()).toBe('on')
  })

  it('refuses clearly when notifications are blocked or the question is dismissed, without subscribing', async () => {
    const blocked = setup({ permission: 'denied' })
    await expect(blocked.device.subscribe()).rejects.toEqual(new PushSetupError('denied'))
    expect(blocked.env.requestPermission).not.toHaveBeenCalled()
    expect(blocked.subscribe).not.toHaveBeenCalled()
    expect(await blocked.device.state()).toBe('blocked')

    const dismissed = setup({ answer: 'default' })
    const error = await dismissed.device.subscribe().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PushSetupError)
    expect((error as PushSetupError).message).toBe(t('push.dismissed'))
    expect(dismissed.calls).toEqual([])
  })

  it('reports a browser that cannot reach a push service as failed, and sends nothing', async () => {
    const { device, calls } = setup({ permission: 'granted', subscribeFails: true })
    await expect(device.subscribe()).rejects.toMatchObject({ reason: 'failed' })
    expect(calls).toEqual(['GET /push/vapid-public-key'])
    expect(await device.state()).toBe('off')
    const noWorker = setup({ permission: 'granted', noWorker: true })
    await expect(noWorker.device.subscribe()).rejects.toMatchObject({ reason: 'failed' })
  })

  it('reuses a subscription made with the same key, replaces one made with another key', async () => {
    const same = setup({
      permission: 'granted',
      existing: fakeSubscription('https://push.example.test/old', urlBase64ToUint8Array(VAPID)),
    })
    await same.device.subscribe()
    expect(same.subscribe).not.toHaveBeenCalled()
    expect(same.calls[1]).toContain('/old')

    const stale = fakeSubscription('https://push.example.test/old', new Uint8Array(65))
    const other = setup({ permission: 'granted', existing: stale })
    await other.device.subscribe()
    expect(stale.unsubscribe).toHaveBeenCalledOnce()
    expect(other.subscribe).toHaveBeenCalledOnce()
    expect(other.calls[1]).toContain('/new')
  })

  it('undoes the browser subscription when the server could not store it', async () => {
    const { device, current } = setup({ permission: 'granted', postFails: true })
    await expect(device.subscribe()).rejects.toThrow('offline')
    expect(current()?.unsubscribe).toHaveBeenCalledOnce()
  })

  it('unsubscribes and tells the server which endpoint to forget; nothing to do without one', async () => {
    const sub = fakeSubscription('https://push.example.test/mine', urlBase64ToUint8Array(VAPID))
    const { device, calls } = setup({ permission: 'granted', existing: sub })
    await device.unsubscribe()
    expect(sub.unsubscribe).toHaveBeenCalledOnce()
    expect(calls).toEqual(['DELETE /push/subscriptions {"endpoint":"https://push.example.test/mine"}'])

    const none = setup({ permission: 'granted' })
    await none.device.unsubscribe()
    expect(none.calls).toEqual([])
  })

  it('signing out unsubscribes this device and tells the server, and never fails the sign-out', async () => {
    const sub = fakeSubscription('https://push.example.test/shared-phone', urlBase64ToUint8Array(VAPID))
    const { device, calls } = setup({ permission: 'granted', existing: sub, deleteFails: true })
    await expect(device.forgetOnSignOut()).resolves.toBeUndefined()
    expect(sub.unsubscribe).toHaveBeenCalledOnce()
    expect(calls).toEqual(['DELETE /push/subscriptions {"endpoint":"https://push.example.test/shared-phone"}'])
  })

  it('signing out without push permission does not wait for the service worker', async () => {
    const { device, env, calls } = setup({ permission: 'default' })
    await device.forgetOnSignOut()
    expect(env.registration).not.toHaveBeenCalled()
    expect(calls).toEqual([])
  })
})
