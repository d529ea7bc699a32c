import {
  AirlockError,
  callMethod,
  createMethodTable,
  createPortMessenger,
  ErrorCode,
  hostMethodSchemas,
  joinChannel,
  type MethodParams,
  type ModalState,
  modalMethodSchemas,
  type OpenOptions,
  VIEW_NAMES,
} from '@airlock/shared-protocol'

const never = new Promise<never>(() => {})

/** A call the fake page received from the host, other than open and close. */
export type FakePageCall = {
  method:
    | 'connectorsChanged'
    | 'walletEvent'
    | 'providerRequest'
    | 'switchNetwork'
    | 'disconnect'
    | 'setTheme'
  params: unknown
}

/**
 * The modal side of a test: one "page" of the iframe, speaking the real protocol (the channel's
 * handshake and shared-protocol's method table) over a MessageChannel port. `ready()` answers
 * the handshake and sends the first snapshot, as the modal does once it took the options;
 * `handshake()` stops after the answer (a modal about to refuse them); open() refuses a view the
 * modal does not have. `hang` makes open/close never
 * answer; `cut()` makes the page vanish as a reload would. `received` logs open and close,
 * `calls` every other method; `answer` decides what providerRequest, switchNetwork,
 * disconnect and setTheme answer (or throw). Test helper.
 */
export function createFakeModalPage(port: MessagePort, channel: string) {
  // The private port the host handed this page, kept so that cut() can drop it without a goodbye.
  let privatePort: MessagePort | undefined
  const portMessenger = createPortMessenger(port)
  const messenger: typeof portMessenger = {
    post: portMessenger.post,
    listen: (onMessage) =>
      portMessenger.listen((data, ports) => {
        privatePort ??= ports[0]
        onMessage(data, ports)
      }),
  }
  const received: Array<{ method: 'open' | 'close'; params: OpenOptions | object }> = []
  const calls: FakePageCall[] = []
  const page = {
    hang: false,
    received,
    calls,
    answer: (_call: FakePageCall): unknown => null,
  }
  const log = (method: FakePageCall['method']) => (params: unknown) => {
    const entry = { method, params }
    calls.push(entry)
    return method === 'connectorsChanged' || method === 'walletEvent' ? null : page.answer(entry)
  }
  const connection = joinChannel({
    messenger,
    channel,
    methods: createMethodTable(modalMethodSchemas, {
      open: (params) => {
        // As the modal does: the protocol carries any view-shaped name, the modal knows its views.
        if (params.view !== undefined && !VIEW_NAMES.includes(params.view)) {
          throw new AirlockError(ErrorCode.INVALID_PARAMS, 'Invalid parameters for open().', {
            details: `view: Expected one of ${VIEW_NAMES.join(', ')}`,
          })
        }
        received.push({ method: 'open', params })
        return page.hang ? never : null
      },
      close: (params) => {
        received.push({ method: 'close', params })
        return page.hang ? never : null
      },
      getState: () => {
        throw new Error('not used')
      },
      connectorsChanged: log('connectorsChanged') as () => null,
      walletEvent: log('walletEvent') as () => null,
      providerRequest: log('providerRequest'),
      switchNetwork: log('switchNetwork') as () => null,
      disconnect: log('disconnect') as () => null,
      setTheme: log('setTheme') as () => null,
    }),
  })
  const call = async <K extends keyof typeof hostMethodSchemas & string>(
    method: K,
    params: MethodParams<typeof hostMethodSchemas, K>,
  ) => callMethod(await connection.remote, hostMethodSchemas, method, params, { timeoutMs: 2000 })
  const push = (snapshot: Partial<ModalState> & { seq: number }) =>
    call('stateChanged', {
      open: false,
      view: 'Connect',
      status: 'disconnected',
      account: null,
      network: null,
      ...snapshot,
    })
  /** Only the handshake: the host's answer, without the first snapshot that says the options were taken. */
  const handshake = (protocolVersions = [1]) =>
    call('ready', { protocolVersions, modalVersion: 'test' })
  return Object.assign(page, {
    handshake,
    /**
     * The handshake as the modal does it: `ready()`, then, having taken the options, its first
     * snapshot (seq 0 here, so that a test's own snapshots may start at 1).
     */
    ready: async (protocolVersions = [1]) => {
      const answer = await handshake(protocolVersions)
      const opened = answer.open !== null
      await push({ seq: 0, open: opened, openings: opened ? 1 : 0 })
      return answer
    },
    push,
    call,
    /** The page goes away without a goodbye, as in a reload. */
    cut: () => privatePort?.close(),
  })
}
