import {
  callMethod,
  createMethodTable,
  hostMethodSchemas,
  type MethodParams,
  type ModalState,
  modalMethodSchemas,
  type OpenOptions,
} from '@airlock/shared-protocol'
import { connect, type Message, type Messenger } from 'penpal'

/**
 * A penpal messenger over one end of a MessageChannel that can be cut without a DESTROY message,
 * the way a reloading page disappears. Test helper.
 */
export class CuttableMessenger implements Messenger {
  alive = true
  readonly #handlers = new Set<(message: Message) => void>()
  #validate: ((data: unknown) => data is Message) | undefined
  constructor(readonly port: MessagePort) {
    port.addEventListener('message', this.#onMessage)
    port.start()
  }
  #onMessage = (event: MessageEvent) => {
    if (!this.alive || !this.#validate?.(event.data)) return
    for (const handler of [...this.#handlers]) handler(event.data)
  }
  initialize: Messenger['initialize'] = ({ validateReceivedMessage }) => {
    this.#validate = validateReceivedMessage
  }
  sendMessage: Messenger['sendMessage'] = (message) => {
    if (this.alive) this.port.postMessage(message)
  }
  addMessageHandler: Messenger['addMessageHandler'] = (handler) => {
    this.#handlers.add(handler)
  }
  removeMessageHandler: Messenger['removeMessageHandler'] = (handler) => {
    this.#handlers.delete(handler)
  }
  destroy = () => {
    this.alive = false
    this.port.removeEventListener('message', this.#onMessage)
  }
}

const never = new Promise<never>(() => {})

/** A call the fake page received from the host, other than open and close. */
export type FakePageCall = {
  method: 'connectorsChanged' | 'walletEvent' | 'providerRequest' | 'switchNetwork' | 'disconnect'
  params: unknown
}

/**
 * The modal side of a test: one "page" of the iframe, speaking the real protocol (penpal plus
 * shared-protocol's method table) over a MessageChannel port. `hang` makes open/close never
 * answer; `cut()` makes the page vanish as a reload would. `received` logs open and close,
 * `calls` every other method; `answer` decides what providerRequest, switchNetwork and
 * disconnect answer (or throw). Test helper.
 */
export function createFakeModalPage(port: MessagePort, channel: string) {
  const messenger = new CuttableMessenger(port)
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
  const connection = connect({
    messenger,
    channel,
    methods: createMethodTable(modalMethodSchemas, {
      open: (params) => {
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
    }),
  })
  const call = async <K extends keyof typeof hostMethodSchemas & string>(
    method: K,
    params: MethodParams<typeof hostMethodSchemas, K>,
  ) => callMethod(await connection.promise, hostMethodSchemas, method, params, { timeoutMs: 2000 })
  return Object.assign(page, {
    ready: (protocolVersions = [1]) => call('ready', { protocolVersions, modalVersion: 'test' }),
    push: (snapshot: Partial<ModalState> & { seq: number }) =>
      call('stateChanged', {
        open: false,
        view: 'Connect',
        status: 'disconnected',
        account: null,
        network: null,
        ...snapshot,
      }),
    call,
    /** The page goes away without a goodbye, as in a reload. */
    cut: () => messenger.destroy(),
  })
}
