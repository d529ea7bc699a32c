import type { BitcoinAccount } from '@airlock/shared-protocol/namespaceWallets'
import type { AirlockModal } from '../AirlockModal.ts'
import { BASE64, connectedAccount, readText, requestAccounts } from '../namespaces/params.ts'
import type { ProviderRequest } from '../providers/createEip1193Provider.ts'
import type { ModalBitcoinProvider } from './ModalBitcoinProvider.ts'

/**
 * The bitcoin signer behind `modal.getProvider('bip122')`: each call is a `providerRequest` of
 * `NAMESPACE_WALLET_METHODS.bip122` (`bitcoin:connect`, `bitcoin:signMessage { address, message }
 * → { signature }`, `bitcoin:signPsbt { psbt, signInputs } → { psbt }`), which the modal routes to
 * the active bitcoin wallet. Inputs are checked here, so a dapp's mistake is named before any
 * wallet is asked.
 */
export function createBitcoinProvider(
  request: ProviderRequest,
  modal: Pick<AirlockModal, 'getState'>,
): ModalBitcoinProvider {
  return {
    get address() {
      return connectedAccount(modal, 'bip122')?.address
    },
    getAccounts: () => requestAccounts<BitcoinAccount>(request, 'bip122', 'bitcoin:connect'),
    async signMessage(input) {
      const params = {
        address: readText(input, 'address', 'signMessage'),
        message: readText(input, 'message', 'signMessage'),
      }
      const answer = await request('bip122', 'bitcoin:signMessage', params)
      return { signature: readText(answer, 'signature', "The wallet's signMessage answer", BASE64) }
    },
    async signPsbt(input) {
      const params = {
        psbt: readText(input, 'psbt', 'signPsbt', BASE64),
        signInputs: input?.signInputs,
      }
      const answer = await request('bip122', 'bitcoin:signPsbt', params)
      return { psbt: readText(answer, 'psbt', "The wallet's signPsbt answer", BASE64) }
    },
  }
}
