import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'
import { createEndpoint } from './createEndpoint.ts'
import { deferRemote } from './deferRemote.ts'
import type { Channel, ChannelOptions } from './types.ts'

/**
 * The host's side of our channel. It waits for the modal's `{ type: 'airlock:hello', channel }`
 * on the messenger and answers each one with `{ type: 'airlock:welcome', channel }` and a fresh
 * MessageChannel port; calls and replies then travel over that private port, which no other
 * script on either page can read. A modal page that reloads says hello again and gets a new port
 * on the same channel. Nothing that arrives on the messenger is ever executed.
 */
export function acceptChannel({ messenger, methods, channel }: ChannelOptions): Channel {
  const { remote, connected, failed } = deferRemote()
  const endpoint = createEndpoint(methods, () => destroy(false))
  const stopListening = messenger.listen((data) => {
    const hello = data as Record<string, unknown> | null
    if (hello?.type !== 'airlock:hello' || hello.channel !== channel) return
    const { port1, port2 } = new MessageChannel()
    messenger.post({ type: 'airlock:welcome', channel }, [port2])
    endpoint.attach(port1)
    connected(endpoint)
  })
  const destroy = (notify: boolean) => {
    stopListening()
    endpoint.close(notify)
    failed(new AirlockError(ErrorCode.DESTROYED, 'The channel closed before the handshake.'))
  }
  return { remote, destroy: () => destroy(true) }
}
