import { connect, type Messenger, type Methods, PenpalError, type RemoteProxy } from 'penpal'
import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'

/** Options of {@link openChannel}. */
export type OpenChannelOptions = {
  /** The transport: `WindowMessenger` between windows, `PortMessenger` over a MessageChannel. */
  messenger: Messenger
  /** The table from {@link createMethodTable}. */
  methods: Methods
  /** Disambiguates several modals on one page: the instance id. */
  channel: string
  /** Milliseconds to wait for the handshake; omit to wait until destroyed. */
  timeoutMs?: number | undefined
}

/** An open (or opening) channel. */
export type Channel = {
  /** Resolves with the remote proxy once the handshake completed. */
  remote: Promise<RemoteProxy>
  /** Closes the channel; pending and later calls reject with `DESTROYED`. */
  destroy: () => void
}

/**
 * Starts the penpal handshake on a messenger and maps its failures to {@link AirlockError}s.
 *
 * @example
 * ```ts
 * const channel = openChannel({ messenger, methods, channel: instanceId, timeoutMs: 10_000 })
 * const remote = await channel.remote
 * ```
 */
export function openChannel(options: OpenChannelOptions): Channel {
  const connection = connect({
    messenger: options.messenger,
    methods: options.methods,
    channel: options.channel,
    ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }),
  })
  const remote = connection.promise.catch((error: unknown) => {
    if (error instanceof PenpalError && error.code === 'CONNECTION_TIMEOUT') {
      throw new AirlockError(
        ErrorCode.HANDSHAKE_TIMEOUT,
        `The modal did not answer the handshake within ${options.timeoutMs} ms.`,
        { cause: error },
      )
    }
    if (error instanceof PenpalError && error.code === 'CONNECTION_DESTROYED') {
      throw new AirlockError(
        ErrorCode.DESTROYED,
        'The channel was closed before the handshake completed.',
        { cause: error },
      )
    }
    throw error
  })
  return { remote, destroy: connection.destroy }
}
