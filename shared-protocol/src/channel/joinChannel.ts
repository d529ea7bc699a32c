import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'
import { createEndpoint } from './createEndpoint.ts'
import { deferRemote } from './deferRemote.ts'
import type { Channel, ChannelOptions } from './types.ts'

/** Options of {@link joinChannel}. */
export type JoinChannelOptions = ChannelOptions & {
  /**
   * Milliseconds to wait for the host's welcome; omit to wait until destroyed.
   */
  timeoutMs?: number | undefined
}

/**
 * The modal's side of our channel (see {@link acceptChannel}): it posts
 * `{ type: 'airlock:hello', channel }` once, takes the private port of the host's
 * `{ type: 'airlock:welcome', channel }`, and stops listening to the messenger.
 */
export function joinChannel(options: JoinChannelOptions): Channel {
  const { messenger, channel, timeoutMs } = options
  const { remote, connected, failed } = deferRemote()
  const endpoint = createEndpoint(options.methods, () => destroy(false))
  const stopListening = messenger.listen((data, ports) => {
    const welcome = data as Record<string, unknown> | null
    if (welcome?.type !== 'airlock:welcome' || welcome.channel !== channel || !ports[0]) return
    stopListening()
    clearTimeout(timer)
    endpoint.attach(ports[0])
    connected(endpoint)
  })
  const destroy = (notify: boolean, error?: AirlockError) => {
    clearTimeout(timer)
    stopListening()
    endpoint.close(notify)
    failed(
      error ?? new AirlockError(ErrorCode.DESTROYED, 'The channel closed before the handshake.'),
    )
  }
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(
          () =>
            destroy(
              false,
              new AirlockError(
                ErrorCode.HANDSHAKE_TIMEOUT,
                `The other side did not answer the handshake within ${timeoutMs} ms.`,
              ),
            ),
          timeoutMs,
        )
  try {
    messenger.post({ type: 'airlock:hello', channel })
  } catch (error) {
    destroy(false, new AirlockError(ErrorCode.INTERNAL, 'The handshake failed.', { cause: error }))
  }
  return { remote, destroy: () => destroy(true) }
}
