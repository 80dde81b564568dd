// This device's push subscription, next to the account's "push" switch. Turning push on
// subscribes this device (asking permission); off unsubscribes it. When the account wants
// push and the browser already allows it, a device that lost its subscription (cleared site
// data, new key) is quietly subscribed again; permission is never asked without a tap.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { api } from '../../http/client.ts'
import { describeError } from '../../http/errors.ts'
import { createPushDevice, PushSetupError, type PushDeviceState } from '../../lib/push.ts'
import { notify } from '../../lib/toast.ts'
import { t } from '../../i18n/index.ts'

export function usePushDevice(accountWantsPush: boolean | undefined) {
  const device = useMemo(() => createPushDevice(api), [])
  const [state, setState] = useState<PushDeviceState | 'checking'>('checking')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const retried = useRef(false)

  const refresh = useCallback(async () => setState(await device.state()), [device])

  useEffect(() => {
    void refresh()
  }, [refresh])

  useEffect(() => {
    if (!accountWantsPush || state !== 'off' || retried.current || device.permission() !== 'granted') return
    retried.current = true
    void device
      .subscribe()
      .catch(() => undefined)
      .then(refresh)
  }, [accountWantsPush, state, device, refresh])

  async function turnOn() {
    setBusy(true)
    setProblem(null)
    try {
      await device.subscribe()
      notify(t('notifText.pushOn'), 'success')
    } catch (error) {
      setProblem(error instanceof PushSetupError ? error.message : describeError(error, t('push.failed')))
    } finally {
      await refresh()
      setBusy(false)
    }
  }

  async function turnOff() {
    setBusy(true)
    setProblem(null)
    try {
      await device.unsubscribe()
    } catch {
      // The browser's subscription is gone; the server drops its copy at the next failed push.
    } finally {
      await refresh()
      setBusy(false)
    }
  }

  return { state, problem, busy, turnOn, turnOff }
}
