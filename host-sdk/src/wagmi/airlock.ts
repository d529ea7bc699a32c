import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { ChainNotConfiguredError, type CreateConnectorFn } from '@wagmi/core'
import {
  type Address,
  type Chain,
  getAddress,
  SwitchChainError,
  UserRejectedRequestError,
} from 'viem'
import type { AirlockModal } from '../AirlockModal.ts'
import { connectedAccountOf } from '../connectedAccountOf.ts'
import type { HostModalState } from '../HostModalState.ts'
import type { ModalEip1193Provider } from '../providers/ModalEip1193Provider.ts'
import { RESTORE_TIMEOUT_MS, waitForRestoredSession } from '../waitForRestoredSession.ts'
import { connectorEvents, type Eip155View, eip155ViewOf } from './eip155View.ts'

/** What the connector uses of a modal. */
type ConnectorModal = Pick<
  AirlockModal,
  'open' | 'close' | 'getState' | 'subscribeState' | 'getProvider' | 'switchNetwork' | 'disconnect'
>

/** Options of {@link airlock}. */
export type AirlockParameters = {
  /** The modal the connector opens and routes through: what `createModal()` returned. */
  modal: ConnectorModal
  /**
   * Leaves the modal open (on Account) after the connector's `connect()` succeeded; by default
   * the connector closes it, as the visitor is back in the dapp.
   */
  keepOpen?: boolean | undefined
  /**
   * How long, in ms, wagmi's reconnect on page load waits for the modal to restore the visitor's
   * session before it counts the connector as not authorized (10 000 by default). The wait
   * happens only when this connector was connected on the page before.
   */
  reconnectTimeoutMs?: number | undefined
}

/** What wagmi keeps for the connector in its storage (`wagmi.airlock.connected`). */
type StorageItem = { 'airlock.connected': true }

type WagmiConnectorFn = CreateConnectorFn<
  ModalEip1193Provider,
  Record<string, unknown>,
  StorageItem
>

/**
 * What {@link airlock} returns: a wagmi connector function for `createConfig({ connectors })`
 * of wagmi 2 and 3 (it takes the config wagmi 3 passes, without the EIP-6963 `providers` that
 * wagmi 2 does not pass).
 */
export type AirlockConnector = (
  config: Omit<Parameters<WagmiConnectorFn>[0], 'providers'>,
) => ReturnType<WagmiConnectorFn>

const CONNECTED = 'airlock.connected'

/**
 * The wagmi connector of an Airlock modal. `connect` opens the modal on Connect and resolves
 * once the visitor connected an EVM wallet (a `UserRejectedRequestError` when they close the
 * modal first), then closes the modal; `switchChain` goes through `modal.switchNetwork`;
 * `getProvider` is `modal.getProvider('eip155')`; `disconnect` disconnects the EVM wallet only;
 * accounts, chain and disconnects the visitor makes in the modal reach wagmi as events; after a reload wagmi reconnects once the modal
 * restored the session (the connector loads the modal's iframe for it, whatever `preload` says).
 *
 * @throws {AirlockError} `INVALID_OPTIONS` when `modal` is not a modal of `createModal()`,
 * `keepOpen` not a boolean or `reconnectTimeoutMs` not a number of ms.
 * @example
 * ```ts
 * import { createModal } from '@airlock/host-sdk'
 * import { airlock } from '@airlock/host-sdk/wagmi'
 * import { createConfig, http } from 'wagmi'
 * import { mainnet } from 'wagmi/chains'
 *
 * const modal = createModal({ projectId, modalUrl })
 * export const config = createConfig({
 *   chains: [mainnet],
 *   connectors: [airlock({ modal })],
 *   transports: { [mainnet.id]: http() },
 * })
 * ```
 */
export function airlock(parameters: AirlockParameters): AirlockConnector {
  const modal = parameters?.modal
  const { keepOpen = false, reconnectTimeoutMs = RESTORE_TIMEOUT_MS } = parameters
  if (typeof modal?.getProvider !== 'function' || typeof modal.subscribeState !== 'function') {
    throw new AirlockError(
      ErrorCode.INVALID_OPTIONS,
      'airlock() needs the modal to connect through: airlock({ modal: createModal({ projectId, modalUrl }) }).',
    )
  }
  if (typeof keepOpen !== 'boolean') {
    throw new AirlockError(ErrorCode.INVALID_OPTIONS, 'airlock(): keepOpen is true or false.')
  }
  if (!Number.isFinite(reconnectTimeoutMs) || reconnectTimeoutMs < 0) {
    throw new AirlockError(
      ErrorCode.INVALID_OPTIONS,
      'airlock(): reconnectTimeoutMs is a number of milliseconds, 0 or more.',
    )
  }
  return (config) => {
    const provider = () => modal.getProvider('eip155')
    let view: Eip155View = eip155ViewOf(modal.getState(), {
      address: undefined,
      chainId: undefined,
    })
    let subscribed = false

    const getAccounts = async (): Promise<readonly Address[]> => {
      const accounts = (await provider().request({ method: 'eth_accounts' })) as string[]
      return accounts.map((address) => getAddress(address))
    }
    const getChainId = async (): Promise<number> =>
      Number(await provider().request({ method: 'eth_chainId' }))

    const switchChain = async ({ chainId }: { chainId: number }): Promise<Chain> => {
      const chain = config.chains.find(({ id }) => id === chainId)
      if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
      try {
        await modal.switchNetwork(`eip155:${chainId}`)
      } catch (error) {
        if (error instanceof AirlockError && error.code === ErrorCode.USER_REJECTED) {
          throw new UserRejectedRequestError(error)
        }
        throw new SwitchChainError(error instanceof Error ? error : new Error(String(error)))
      }
      return chain
    }

    // The visitor's own doings in the modal (connect, another account or chain, disconnect).
    const update = () => {
      const next = eip155ViewOf(modal.getState(), view)
      const events = connectorEvents(view, next)
      view = next
      for (const event of events) {
        if (event.type === 'connect') {
          void config.storage?.setItem(CONNECTED, true)
          config.emitter.emit('connect', { accounts: event.accounts, chainId: event.chainId })
        } else if (event.type === 'disconnect') {
          void config.storage?.removeItem(CONNECTED)
          config.emitter.emit('disconnect')
        } else {
          config.emitter.emit('change', event)
        }
      }
    }

    return {
      id: 'airlock',
      name: 'Airlock',
      type: 'airlock',

      async setup() {
        if (subscribed) return
        subscribed = true
        // The whole state: an EVM wallet disconnected while Solana is active changes `accounts`
        // only, not the active account or network.
        modal.subscribeState(update)
      },

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        let accounts = await getAccounts()
        if (accounts.length === 0) {
          if (isReconnecting) throw new Error('The Airlock modal has no connected EVM wallet.')
          accounts = [await connectInModal(modal, keepOpen)]
        }
        let current = await getChainId()
        if (chainId !== undefined && chainId !== current) {
          current = (await switchChain({ chainId })).id
        }
        await config.storage?.setItem(CONNECTED, true)
        // wagmi 3 may ask for the accounts with their EIP-5792 capabilities (the modal has none).
        // Its conditional return type cannot be met without a cast; wagmi's connectors cast too.
        return {
          accounts: withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts,
          chainId: current,
        } as never
      },

      async disconnect() {
        await config.storage?.removeItem(CONNECTED)
        // Only the EVM wallet: a Solana wallet connected in the same modal stays.
        await modal.disconnect({ namespace: 'eip155' })
      },

      getAccounts,
      getChainId,
      getProvider: async () => provider(),

      async isAuthorized() {
        if (!(await config.storage?.getItem(CONNECTED))) return false
        // Any request loads the modal's iframe, which with preload 'idle' or 'interaction' is not
        // there yet: the session is restored without waiting for the visitor to touch the page.
        provider()
          .request({ method: 'eth_chainId' })
          .catch(() => {})
        const account = await waitForRestoredSession(
          modal,
          (state) => connectedAccountOf(state, 'eip155'),
          reconnectTimeoutMs,
        )
        if (!account) await config.storage?.removeItem(CONNECTED)
        return account !== undefined
      },

      switchChain,

      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        void config.storage?.removeItem(CONNECTED)
        config.emitter.emit('disconnect')
      },
    }
  }
}

/**
 * Opens the modal on Connect and waits for an eip155 account; closing the modal before is the
 * visitor declining. The modal is closed after (unless kept open, or a required sign-in is
 * showing).
 */
async function connectInModal(modal: ConnectorModal, keepOpen: boolean): Promise<Address> {
  await modal.open({ view: 'Connect' })
  const address = await new Promise<Address>((resolve, reject) => {
    const check = (state: HostModalState) => {
      const account = connectedAccountOf(state, 'eip155')
      if (account) {
        stop()
        resolve(getAddress(account.address))
      } else if (!state.open) {
        stop()
        reject(
          new UserRejectedRequestError(
            new Error('The visitor closed the Airlock modal without connecting an EVM wallet.'),
          ),
        )
      }
    }
    const stop = modal.subscribeState(check)
    check(modal.getState())
  })
  const { open, view, status } = modal.getState()
  // A sign-in follows the connect: the modal closes itself once the visitor signed (or declined).
  const signIn = status === 'signing-in' || view === 'SIWXSignMessage'
  if (!keepOpen && open && !signIn) await modal.close()
  return address
}
