import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import type { Hex, PolkadotAccount } from '@airlock/shared-protocol/namespaceWallets'
import type { AirlockModal } from '../AirlockModal.ts'
import { connectedAccount, HEX, readText, requestAccounts } from '../namespaces/params.ts'
import type { ProviderRequest } from '../providers/createEip1193Provider.ts'
import type { ModalPolkadotProvider } from './ModalPolkadotProvider.ts'

/**
 * The polkadot signer behind `modal.getProvider('polkadot')`: each call is a `providerRequest`
 * of `NAMESPACE_WALLET_METHODS.polkadot` (`polkadot:signRaw { address, data }`,
 * `polkadot:signPayload { payload }`, both → `{ signature }`), which the modal routes to the
 * active polkadot wallet. Results get the increasing `id` polkadot{.js} signers give.
 */
export function createPolkadotProvider(
  request: ProviderRequest,
  modal: Pick<AirlockModal, 'getState'>,
): ModalPolkadotProvider {
  let id = 0
  const signed = (answer: unknown) => ({
    id: ++id,
    signature: readText(answer, 'signature', 'The wallet', HEX) as Hex,
  })
  return {
    get address() {
      return connectedAccount(modal, 'polkadot')?.address
    },
    connect: () => requestAccounts<PolkadotAccount>(request, 'polkadot', 'polkadot:connect'),
    async signRaw({ address, data, type = 'bytes' }) {
      if (type !== 'bytes') {
        throw new AirlockError(
          ErrorCode.INVALID_PARAMS,
          `signRaw signs type 'bytes' only; sign a transaction with signPayload, not type '${String(type).slice(0, 20)}'.`,
        )
      }
      const params = {
        address: readText({ address }, 'address', 'signRaw'),
        data: readText({ data }, 'data', 'signRaw', HEX),
      }
      return signed(await request('polkadot', 'polkadot:signRaw', params))
    },
    async signPayload(payload) {
      readText(payload, 'address', 'signPayload')
      readText(payload, 'method', 'signPayload', HEX)
      return signed(await request('polkadot', 'polkadot:signPayload', { payload }))
    },
  }
}
