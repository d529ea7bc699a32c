import { connect, type Messenger, type Methods, PenpalError, type RemoteProxy } from 'penpal'
import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'

/** Options of {@link openChannel}. */
export type OpenChannelOptions = {
  /**
   * The transport: `WindowMessenger` between windows, `PortMessenger` over a MessageChannel. A
   * messenger serves one channel only; destroying it closes its window listener or port.
   *
   * @example
   * ```ts
   * new WindowMessenger({ remoteWindow: iframe.contentWindow, allowedOrigins: [modalOrigin] })
   * ```
   */
  messenger: Messenger
  /**
   * The table from {@link createMethodTable}.
   *
   * @example
   * ```ts
   * createMethodTable(hostMethodSchemas, handlers)
   * ```
   */
  methods: Methods
  /**
   * Disambiguates several modals on one page: the instance id. Messages of other channels are
   * ignored.
   *
   * @example
   * ```ts
   * 'al-3f9c2b'
   * ```
   */
  channel: string
  /**
   * Milliseconds to wait for the handshake; omit to wait until destroyed.
   *
   * @example
   * ```ts
   * 10_000
   * ```
   */
  timeoutMs?: number | undefined
}

/** An open (or opening) channel. */
export type Channel = {
  /**
   * Resolves with the remote proxy once the handshake completed; rejects with
   * `HANDSHAKE_TIMEOUT` or, when `destroy()` comes first, `DESTROYED`.
   */
  remote: Promise<RemoteProxy>
  /** Closes the channel; pending and later calls reject with `DESTROYED`. Idempotent. */
  destroy: () => void
}

/**
 * Starts the penpal handshake on a messenger and maps its failures to {@link AirlockError}s.
 * Calls posted by the peer before the handshake completes are never executed (penpal only starts
 * answering calls after it), and none are answered after `destroy()`.
 *
 * @throws {AirlockError} `INTERNAL` when penpal refuses the options (a messenger used twice).
 * @example
 * ```ts
 * const channel = openChannel({ messenger, methods, channel: instanceId, timeoutMs: 10_000 })
 * const remote = await channel.remote
 * ```
 */
export function openChannel(options: OpenChannelOptions): Channel {
  let connection: ReturnType<typeof connect>
  try {
    connection = connect({
      messenger: options.messenger,
      methods: options.methods,
      channel: options.channel,
      ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }),
    })
  } catch (error) {
    throw new AirlockError(ErrorCode.INTERNAL, 'The channel could not be opened.', {
      cause: error,
      details: error instanceof Error ? error.message : undefined,
    })
  }
  // penpal leaves the handshake promise pending forever when destroyed before it completes
  // (penpal issue #51); we reject it ourselves so that nothing awaits a dead channel.
  let rejectOnDestroy: (error: AirlockError) => void = () => {}
  const destroyed = new Promise<never>((_, reject) => {
    rejectOnDestroy = reject
  })
  const handshake = connection.promise.catch((error: unknown) => {
    if (error instanceof PenpalError && error.code === 'CONNECTION_TIMEOUT') {
      throw new AirlockError(
        ErrorCode.HANDSHAKE_TIMEOUT,
        `The other side did not answer the handshake within ${options.timeoutMs} ms.`,
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
    throw new AirlockError(ErrorCode.INTERNAL, 'The handshake failed.', { cause: error })
  })
  const remote = Promise.race([handshake, destroyed])
  // Whoever uses the channel awaits `remote`; a channel opened and dropped must not report an
  // unhandled rejection.
  remote.catch(() => {})
  return {
    remote,
    destroy: () => {
      rejectOnDestroy(
        new AirlockError(
          ErrorCode.DESTROYED,
          'The channel was closed before the handshake completed.',
        ),
      )
      connection.destroy()
    },
  }
}
