// Web push on this device (docs/rules.md#notifications). The account's "push" preference lives on
// the server; this module handles the browser side: asking permission, subscribing the service
// worker's PushManager with the server's VAPID key and telling the server about it, and the
// reverse. Permission is only ever asked from a user's action (the settings switch).
import type { PushSubscriptionBody } from '@paws/contracts/schemas/notifications'
import { t } from '../i18n/index.ts'

/** The VAPID public key (base64url, as the server gives it) as PushManager wants it. */
export function urlBase64ToUint8Array(value: string): Uint8Array<ArrayBuffer> {
  const padded = value.trim() + '='.repeat((4 - (value.trim().length % 4)) % 4)
  const base64 = padded.replace(/-/g, '+').replace(/_/g, '/')
  const raw = atob(base64)
  const out = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i)
  return out
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false
  const view = new Uint8Array(a)
  return view.every((byte, i) => byte === b[i])
}

export type PushDeviceState = 'unsupported' | 'blocked' | 'on' | 'off'
export type PushFailure = 'unsupported' | 'denied' | 'dismissed' | 'failed'

export class PushSetupError extends Error {
  constructor(readonly reason: PushFailure) {
    super(t(`push.${reason}` as const))
    this.name = 'PushSetupError'
  }
}

/** What the browser offers; injected so the logic can be tested without one. */
export interface PushEnvironment {
  supported(): boolean
  permission(): NotificationPermission
  requestPermission(): Promise<NotificationPermission>
  /** The app's service worker registration, or null when there is none (yet). */
  registration(): Promise<Pick<ServiceWorkerRegistration, 'pushManager'> | null>
}

/** The API calls this module makes (the app's client fits). */
export interface PushApi {
  get<T>(path: string): Promise<T>
  post<T>(path: string, body?: unknown): Promise<T>
  delete<T>(path: string, opts?: { body?: unknown }): Promise<T>
}

const REGISTRATION_WAIT_MS = 5000

export const browserPushEnvironment: PushEnvironment = {
  supported: () =>
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window,
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  async registration() {
    // ready resolves once the app's worker is active (at once on later visits); the first
    // visit may still be installing it, and a build without a worker never resolves.
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), REGISTRATION_WAIT_MS))
    return Promise.race([navigator.serviceWorker.ready, timeout])
  },
}

export function createPushDevice(api: PushApi, env: PushEnvironment = browserPushEnvironment) {
  async function subscription() {
    const registration = await env.registration()
    return registration ? { registration, current: await registration.pushManager.getSubscription() } : null
  }

  return {
    /** The browser's answer so far ('unsupported' without web push). */
    permission(): NotificationPermission | 'unsupported' {
      return env.supported() ? env.permission() : 'unsupported'
    },

    async state(): Promise<PushDeviceState> {
      if (!env.supported()) return 'unsupported'
      if (env.permission() === 'denied') return 'blocked'
      try {
        const found = await subscription()
        return found?.current && env.permission() === 'granted' ? 'on' : 'off'
      } catch {
        return 'off'
      }
    },

    /**
     * Subscribes this device and stores the subscription on the server. Asks for permission
     * when the user has not answered yet, so call it from a user's action.
     */
    async subscribe(): Promise<void> {
      if (!env.supported()) throw new PushSetupError('unsupported')
      let permission = env.permission()
      if (permission === 'default') permission = await env.requestPermission()
      if (permission === 'denied') throw new PushSetupError('denied')
      if (permission !== 'granted') throw new PushSetupError('dismissed')
      let current: PushSubscription | null
      try {
        const found = await subscription()
        if (!found) throw new Error('No service worker')
        const { publicKey } = await api.get<{ publicKey: string }>('/push/vapid-public-key')
        const key = urlBase64ToUint8Array(publicKey)
        current = found.current
        // A subscription made for another key (the server's keys changed) cannot be used.
        if (current && !sameBytes(current.options.applicationServerKey, key)) {
          await current.unsubscribe()
          current = null
        }
        current ??= await found.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
      } catch {
        throw new PushSetupError('failed')
      }
      try {
        await api.post('/push/subscriptions', current.toJSON() as PushSubscriptionBody)
      } catch (error) {
        // The server does not know this device: do not leave it looking subscribed.
        await current.unsubscribe().catch(() => false)
        throw error
      }
    },

    /** Unsubscribes this device and tells the server to forget it (best effort on both). */
    async unsubscribe(options: { tellServer?: boolean } = {}): Promise<void> {
      if (!env.supported()) return
      const found = await subscription().catch(() => null)
      const current = found?.current
      if (!current) return
      const endpoint = current.endpoint
      await current.unsubscribe().catch(() => false)
      if (options.tellServer !== false) await api.delete('/push/subscriptions', { body: { endpoint } })
    },

    /**
     * Before signing out, so a shared phone stops showing this account's pushes. Never throws
     * (signing out must not fail), and returns at once where permission was never granted, as
     * no subscription can exist there.
     */
    async forgetOnSignOut(): Promise<void> {
      if (!env.supported() || env.permission() !== 'granted') return
      await this.unsubscribe().catch(() => undefined)
    },
  }
}
