import { bytesToBase64 } from '@airlock/shared-protocol/base64'
import type { AirlockModal } from '../AirlockModal.ts'
import type { ProviderRequest } from '../providers/createEip1193Provider.ts'
import { fromBase64 } from './encoding.ts'
import type { ModalSolanaProvider } from './ModalSolanaProvider.ts'

/**
 * The Solana signer behind `modal.getProvider('solana')`. Each call is a `providerRequest` with
 * the bytes in base64, plus the `address` and `chain` of the state's account and network when
 * they are Solana ones (the modal passes the params on to the wallet through `walletRequest`):
 * `solana:signMessage { message } → { signature }`,
 * `solana:signTransaction { transaction } → { signedTransaction }`,
 * `solana:signAndSendTransaction { transaction } → { signature }`.
 */
export function createSolanaProvider(
  request: ProviderRequest,
  { getState }: Pick<AirlockModal, 'getState'>,
): ModalSolanaProvider {
  const sign = (method: string, input: string, output: string) => async (bytes: Uint8Array) => {
    const { account, network } = getState()
    const result = await request('solana', `solana:${method}`, {
      [input]: bytesToBase64(bytes),
      address: account?.namespace === 'solana' ? account.address : undefined,
      chain: network?.caipNetworkId.startsWith('solana:') ? network.caipNetworkId : undefined,
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
