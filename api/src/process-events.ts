// What the server process does with signals and with errors nothing caught
// (docs/architecture.md#shutdown-and-outages):
// - SIGTERM, SIGINT or SIGHUP starts the drain (requests in flight finish, new ones get 503,
//   then the database closes) and the process exits 0 when it is done, or 1 if it is not done
//   within the grace period. A signal during the drain is logged and changes nothing: a Ctrl-C
//   or systemd's SIGTERM reaches every process of the group (npm, scripts/start.mjs and the
//   server), and start.mjs passes its own on, so the server commonly hears it twice.
// - An error nothing caught that says the database went away (a write the job queue did not
//   wait for, on a connection a restart or failover cut) is logged as a warning and the process
//   carries on: requests get 503 meanwhile, and the pools reconnect when it is back. Any other
//   is a bug: the process drains and exits 1.
import { isDatabaseUnavailable } from './lib/db-availability.ts'

interface Log {
  info(msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

/** The part of `process` used here (a test passes its own). */
export interface ProcessEvents {
  on(event: string, listener: (arg: unknown) => void): unknown
  exit(code: number): void
}

export const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const

export interface ProcessEventOptions {
  graceMs: number
  log: Log
  /** Drains and closes everything; the process exits when it resolves. */
  close(): Promise<void>
  target?: ProcessEvents
}

export function handleProcessEvents({ graceMs, log, close, target = process }: ProcessEventOptions): void {
  let draining = false
  let exitCode = 0

  const shutdown = (reason: string, code: number) => {
    exitCode = Math.max(exitCode, code)
    if (draining) return
    draining = true
    const timer = setTimeout(() => {
      log.error({ graceMs }, 'grace period over before the drain ended: exiting')
      target.exit(1)
    }, graceMs)
    log.info(reason)
    close().then(
      () => {
        clearTimeout(timer)
        target.exit(exitCode)
      },
      (err: unknown) => {
        clearTimeout(timer)
        log.error({ err }, 'closing failed')
        target.exit(1)
      },
    )
  }

  for (const signal of SHUTDOWN_SIGNALS) {
    target.on(signal, () => {
      if (draining) log.info(`${signal} received again: the drain goes on (at most ${graceMs / 1000} s in all)`)
      else shutdown(`${signal} received, draining`, 0)
    })
  }

  const onError = (err: unknown) => {
    if (isDatabaseUnavailable(err)) {
      const { message, code } = err as { message?: unknown; code?: unknown }
      log.warn({ err: { message, code } }, 'database unavailable in background work; carrying on')
      return
    }
    log.error({ err }, draining ? 'error during the drain' : 'shutting down after an error')
    shutdown('draining after an error', 1)
  }
  target.on('uncaughtException', onError)
  target.on('unhandledRejection', onError)
}
