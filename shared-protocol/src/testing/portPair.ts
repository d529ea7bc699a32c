/**
 * A MessageChannel whose two ports are closed by the test's cleanups. Test helper.
 *
 * @example
 * ```ts
 * const cleanups: Array<() => void> = []
 * const { port1, port2 } = portPair(cleanups)
 * ```
 */
export function portPair(cleanups: Array<() => void>): MessageChannel {
  const channel = new MessageChannel()
  cleanups.push(
    () => channel.port1.close(),
    () => channel.port2.close(),
  )
  return channel
}
