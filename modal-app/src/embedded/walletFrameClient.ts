import {
  AirlockError,
  acceptChannel,
  callMethod,
  createWindowMessenger,
  ErrorCode,
  type Messenger,
  type MethodParams,
  type MethodResult,
  type Remote,
} from '@airlock/shared-protocol'
import {
  createWalletFrameUrl,
  WALLET_FRAME_LOAD_TIMEOUT_MS,
  WALLET_FRAME_REQUEST_TIMEOUT_MS,
  type WalletFrameMethodSchemas,
  walletFrameMethodSchemas,
} from '@airlock/shared-protocol/walletFrame'

type Method = keyof WalletFrameMethodSchemas & string

/** The wallet frame, as the modal talks to it once its handshake is done. */
export type WalletFrameClient = {
  /**
   * Calls a method of the frame (30 s timeout). Errors are the frame's `AirlockError`s, plus
   * `REQUEST_TIMEOUT` "The embedded wallet did not answer within 30 s." and `DESTROYED`.
   */
  call<K extends Method>(
    method: K,
    params: MethodParams<WalletFrameMethodSchemas, K>,
  ): Promise<MethodResult<WalletFrameMethodSchemas, K>>
  /** Closes the channel and removes the frame. */
  destroy(): void
}

/** Options of {@link connectWalletFrame}. */
export type ConnectWalletFrameOptions = {
  /** Reaches the frame for the handshake (the iframe's window at its origin in the app). */
  messenger: Messenger
  /** The channel id the frame's URL carries. */
  channel: string
  /** Where the frame is, for the error that says it did not load. */
  frameOrigin: string
  /** @default WALLET_FRAME_LOAD_TIMEOUT_MS (20 s) */
  loadTimeoutMs?: number | undefined
  /** @default WALLET_FRAME_REQUEST_TIMEOUT_MS (30 s) */
  requestTimeoutMs?: number | undefined
  /** Runs once when the client is destroyed (removes the iframe in the app). */
  onDestroy?: (() => void) | undefined
}

/**
 * Accepts the wallet frame's handshake (the modal is the accepting side, the frame says hello)
 * and resolves a client once it arrives.
 *
 * @throws {AirlockError} `IFRAME_LOAD_FAILED` when no handshake arrives within the load timeout
 * (the frame's origin is down or refused to be framed here).
 */
export function connectWalletFrame(options: ConnectWalletFrameOptions): Promise<WalletFrameClient> {
  const loadTimeoutMs = options.loadTimeoutMs ?? WALLET_FRAME_LOAD_TIMEOUT_MS
  const requestTimeoutMs = options.requestTimeoutMs ?? WALLET_FRAME_REQUEST_TIMEOUT_MS
  // The frame exposes methods; the modal exposes none.
  const channel = acceptChannel({
    messenger: options.messenger,
    methods: Object.create(null),
    channel: options.channel,
  })
  let destroyed = false
  const destroy = () => {
    if (destroyed) return
    destroyed = true
    channel.destroy()
    options.onDestroy?.()
  }
  return new Promise<WalletFrameClient>((resolve, reject) => {
    const timer = setTimeout(() => {
      destroy()
      reject(
        new AirlockError(
          ErrorCode.IFRAME_LOAD_FAILED,
          `The embedded wallet did not load within ${loadTimeoutMs / 1000} s.`,
          {
            details: `${options.frameOrigin} did not answer. Check your connection and try again; if it persists, the wallet service is down.`,
          },
        ),
      )
    }, loadTimeoutMs)
    channel.remote.then(
      (remote: Remote) => {
        clearTimeout(timer)
        resolve({
          call: (method, params) => callFrame(remote, method, params, requestTimeoutMs),
          destroy,
        })
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

async function callFrame<K extends Method>(
  remote: Remote,
  method: K,
  params: MethodParams<WalletFrameMethodSchemas, K>,
  timeoutMs: number,
): Promise<MethodResult<WalletFrameMethodSchemas, K>> {
  try {
    return await callMethod(remote, walletFrameMethodSchemas, method, params, { timeoutMs })
  } catch (error) {
    if (error instanceof AirlockError && error.code === ErrorCode.REQUEST_TIMEOUT) {
      throw new AirlockError(
        ErrorCode.REQUEST_TIMEOUT,
        `The embedded wallet did not answer within ${timeoutMs / 1000} s.`,
        { cause: error },
      )
    }
    throw error
  }
}

/** Options of {@link mountWalletFrame}. */
export type MountWalletFrameOptions = {
  /** The project's `embeddedWallet.frameUrl`. */
  frameUrl: string
  /** The project's `embeddedWallet.authUrl`, which the frame talks to. */
  authUrl: string
  projectId: string
  /** The verified host origin: the frame binds the session to it. */
  hostOrigin: string
  /** Where the frame is appended; `document` in the app. */
  document?: Document | undefined
}

/**
 * Mounts the hidden wallet frame (an iframe of `frameUrl` on its own origin, the parameters in
 * its hash) and connects to it ({@link connectWalletFrame}). Called when a login starts or a
 * stored embedded session is restored, never with the first paint.
 */
export function mountWalletFrame(options: MountWalletFrameOptions): Promise<WalletFrameClient> {
  const doc = options.document ?? document
  const view = doc.defaultView as Window
  const frameOrigin = new URL(options.frameUrl).origin
  const channel = crypto.randomUUID()
  const iframe = doc.createElement('iframe')
  iframe.hidden = true
  iframe.title = 'Embedded wallet'
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
  iframe.src = createWalletFrameUrl(options.frameUrl, {
    projectId: options.projectId,
    modalOrigin: view.location.origin,
    hostOrigin: options.hostOrigin,
    channel,
    authUrl: options.authUrl,
  })
  doc.body.append(iframe)
  const peer = iframe.contentWindow
  if (!peer) {
    iframe.remove()
    return Promise.reject(
      new AirlockError(ErrorCode.IFRAME_LOAD_FAILED, 'The embedded wallet could not be mounted.'),
    )
  }
  return connectWalletFrame({
    messenger: createWindowMessenger(peer, frameOrigin, view),
    channel,
    frameOrigin,
    onDestroy: () => iframe.remove(),
  })
}
