import {
  acceptChannel,
  createMethodTable,
  createPortMessenger,
  type HostMethodSchemas,
  hostMethodSchemas,
  joinChannel,
  type MethodHandlers,
  type Remote,
} from '@airlock/shared-protocol'

/** What {@link connectFakeHost} returns. */
export type FakeHostConnection = {
  /** The host's methods as the modal calls them. */
  remote: Remote
  /** Closes both ends of the channel. */
  destroy: () => void
}

/**
 * For tests: a host on the other end of a `MessageChannel`, with the real host method table
 * (schemas checked both ways) around the given handlers; methods left out fail if called.
 */
export async function connectFakeHost(
  handlers: Partial<MethodHandlers<HostMethodSchemas>>,
): Promise<FakeHostConnection> {
  const unused = (name: string) => () => {
    throw new Error(`the fake host has no ${name}() handler`)
  }
  const { port1, port2 } = new MessageChannel()
  const host = acceptChannel({
    messenger: createPortMessenger(port1),
    channel: 't',
    methods: createMethodTable(hostMethodSchemas, {
      ready: unused('ready'),
      stateChanged: unused('stateChanged'),
      event: unused('event'),
      openUrl: unused('openUrl'),
      walletRequest: unused('walletRequest'),
      siwxNonce: unused('siwxNonce'),
      ...handlers,
    }),
  })
  const modal = joinChannel({
    messenger: createPortMessenger(port2),
    channel: 't',
    methods: createMethodTable({}, {}),
  })
  const destroy = () => {
    modal.destroy()
    host.destroy()
  }
  try {
    return { remote: await modal.remote, destroy }
  } catch (error) {
    destroy()
    throw error
  }
}
