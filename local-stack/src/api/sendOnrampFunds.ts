import {
  type Address,
  BaseError,
  createClient,
  type Hash,
  HttpRequestError,
  http,
  TimeoutError,
  WaitForTransactionReceiptTimeoutError,
} from 'viem'
import { sendTransaction, waitForTransactionReceipt } from 'viem/actions'
import { API_ERROR, ApiError } from './ApiError.ts'
import { DEMO_ONRAMP_FUNDER } from './constants.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'

/** Parameters of {@link sendOnrampFunds}. */
export type SendOnrampFundsParameters = {
  /**
   * The chain to send on.
   */
  network: ReferenceApiNetwork
  /**
   * The buyer.
   */
  to: Address
  /**
   * The amount of the native coin, in wei.
   */
  value: bigint
  /**
   * How long to wait for the receipt, in milliseconds (anvil mines at once).
   * @default 30_000
   */
  timeoutMs?: number | undefined
}

/**
 * Sends `value` wei of the native coin to `to` from {@link DEMO_ONRAMP_FUNDER} with
 * `eth_sendTransaction` (anvil keeps its dev accounts unlocked), and resolves with the hash once
 * the transaction is mined and succeeded.
 *
 * @throws ApiError 502 `CHAIN_UNREACHABLE` when the RPC cannot be reached, `CHAIN_ERROR` when it
 *   refuses the transaction (say, not an anvil chain: the funder is not unlocked there), the
 *   transaction reverts or is not mined in time; each message names the chain.
 */
export async function sendOnrampFunds(parameters: SendOnrampFundsParameters): Promise<Hash> {
  const { network, to, value } = parameters
  const client = createClient({ transport: http(network.rpcUrl, { retryCount: 0 }) })
  const chain = `${network.name ?? network.caipNetworkId} (${network.caipNetworkId}, ${network.rpcUrl})`
  try {
    // chain: null: the chain id is the node's own; there is no viem chain object for it.
    const hash = await sendTransaction(client, {
      account: DEMO_ONRAMP_FUNDER,
      to,
      value,
      chain: null,
    })
    const receipt = await waitForTransactionReceipt(client, {
      hash,
      pollingInterval: 50,
      timeout: parameters.timeoutMs ?? 30_000,
    })
    if (receipt.status !== 'success') {
      throw new ApiError(
        502,
        API_ERROR.CHAIN_ERROR,
        `The test funds were not sent: transaction ${hash} reverted on ${chain}.`,
      )
    }
    return hash
  } catch (error) {
    if (error instanceof ApiError) throw error
    // sendTransaction wraps the transport's error: look for it down the cause chain.
    const unreachable =
      error instanceof BaseError &&
      error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError)
    if (unreachable) {
      throw new ApiError(
        502,
        API_ERROR.CHAIN_UNREACHABLE,
        `The RPC of ${chain} cannot be reached, so the test funds were not sent. Is the chain running?`,
        { cause: error },
      )
    }
    const detail =
      error instanceof WaitForTransactionReceiptTimeoutError
        ? 'the transaction was not mined in time'
        : error instanceof Error
          ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
          : String(error)
    throw new ApiError(
      502,
      API_ERROR.CHAIN_ERROR,
      `The RPC of ${chain} failed to send the test funds: ${detail}`,
      { cause: error },
    )
  }
}
