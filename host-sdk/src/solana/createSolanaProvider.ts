import { bytesToBase64 } from '@airlock/shared-protocol/base64'
import type { AirlockModal } from '../AirlockModal.ts'
import { connectedAccountOf } from '../connectedAccountOf.ts'
import type { ProviderRequest } from '../providers/createEip1193Provider.ts'
import { fromBase64, toTransactionOptions } from './encoding.ts'
import type { ModalSolanaProvider, SolanaTransactionOptions } from './ModalSolanaProvider.ts'
import { solanaNetworkOf } from './solanaNetworks.ts'

/**
 * The Solana signer behind `modal.getProvider('solana')`. Each call is a `providerRequest` with
 * the bytes in base64, plus the `address` of the state's Solana account and the `chain` of the
 * modal's Solana network when it knows them, and the known transaction `options` (the modal
 * passes the params on to the wallet through `walletRequest`):
 * `solana:signMessage { message } → { signature }`,
 * `solana:signTransaction { transaction } → { signedTransaction }`,
 * `solana:signAndSendTransaction { transaction } → { signature }`.
 */
export function createSolanaProvider(
  request: ProviderRequest,
  { getState }: Pick<AirlockModal, 'getState'>,
): ModalSolanaProvider {
  const sign =
    (method: string, input: string, output: string) =>
    async (bytes: Uint8Array, options?: SolanaTransactionOptions) => {
      const state = getState()
      const known = toTransactionOptions(options)
      const result = await request('solana', `solana:${method}`, {
        [input]: bytesToBase64(bytes),
        address: connectedAccountOf(state, 'solana')?.address,
        chain: solanaNetworkOf(state),
        ...(known && { options: known }),
      })
      return fromBase64((result as Record<string, unknown> | null)?.[output], `the ${output}`)
    }
  return {
    get publicKey() {
      const { account } = getState()
      return account?.namespace === 'solana' ? account.address : undefined
    },
    async connect() {
      const [publicKey] = (await request('solana', 'standard:connect')) as string[]
      return { publicKey: publicKey as string }
    },
    signMessage: sign('signMessage', 'message', 'signature'),
    signTransaction: sign('signTransaction', 'transaction', 'signedTransaction'),
    signAndSendTransaction: sign('signAndSendTransaction', 'transaction', 'signature'),
  }
}
