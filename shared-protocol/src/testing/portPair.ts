/**
 * A MessageChannel whose two ports are closed by the test's cleanups. Test helper.
 */
export function portPair(cleanups: Array<() => void>): MessageChannel {
  const channel = new MessageChannel()
  cleanups.push(
    () => channel.port1.close(),
    () => channel.port2.close(),
  )
  return channel
}
