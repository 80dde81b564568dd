/**
 * Ends this task and goes on in a new one, so a slow phone can paint and take a tap in between
 * (a message, not a timer: timers wait a second or more in a tab in the background).
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
