// Work a request starts but does not wait for (auth e-mails whose timing would otherwise
// tell whether an address has an account). Failures are logged; closing the app waits for
// what is still running, so nothing is cut off mid-send.
import type { FastifyBaseLogger } from 'fastify'

export interface Background {
  run(name: string, task: () => Promise<void>): void
  /** Resolves when everything started so far has finished. */
  drain(): Promise<void>
}

export function createBackground(log: FastifyBaseLogger): Background {
  const running = new Set<Promise<void>>()
  return {
    run(name, task) {
      const job: Promise<void> = Promise.resolve()
        .then(task)
        .catch((err: unknown) => log.error({ err }, `${name} failed`))
        .finally(() => running.delete(job))
      running.add(job)
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running])
    },
  }
}
