// The machine's load, printed by every benchmark when it starts and when it ends: on a shared
// 2-core machine a change can be told from noise only next to it.
import { availableParallelism, loadavg } from 'node:os'

function machineLoad(): string {
  const [one, five, fifteen] = loadavg().map((n) => n.toFixed(1))
  return `load average ${one} ${five} ${fifteen} (1, 5, 15 min) on ${availableParallelism()} cores`
}

/** Prints the load now and again when the benchmark exits. */
export function reportMachineLoad(): void {
  console.log(`machine at the start: ${machineLoad()}`)
  process.once('exit', () => console.log(`machine at the end: ${machineLoad()}`))
}
