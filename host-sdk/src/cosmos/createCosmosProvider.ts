import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { base64ToBytes, bytesToBase64 } from '@airlock/shared-protocol/base64'
import type {
  CosmosAccount,
  CosmosDirectSignDoc,
  CosmosStdSignature,
} from '@airlock/shared-protocol/namespaceWallets'
import type { AirlockModal } from '../AirlockModal.ts'
import { BASE64, connectedAccount, readText, requestAccounts } from '../namespaces/params.ts'
import type { ProviderRequest } from '../providers/createEip1193Provider.ts'
import type { CosmosAminoSigner, ModalCosmosProvider } from './ModalCosmosProvider.ts'

/**
 * The cosmos signer behind `modal.getProvider('cosmos')`: each call is a `providerRequest` of
 * `NAMESPACE_WALLET_METHODS.cosmos` with the chain id (of the sign doc, or of the connected
 * account, or of the modal's active cosmos network), which the modal routes to the active cosmos
 * wallet. Bytes cross as base64 and the account number as a decimal string; answers are turned
 * back into CosmJS's shapes.
 */
export function createCosmosProvider(
  request: ProviderRequest,
  modal: Pick<AirlockModal, 'getState'>,
): ModalCosmosProvider {
  const chainId = () => {
    const connected = connectedAccount(modal, 'cosmos')?.reference
    const network = modal.getState().network?.caipNetworkId
    return connected ?? (network?.startsWith('cosmos:') ? network.slice(7) : undefined)
  }
  const connectedChain = (what: string) => {
    const id = chainId()
    if (id === undefined) {
      throw new AirlockError(
        ErrorCode.CONNECTOR_NOT_FOUND,
        `${what} needs a connected cosmos account; call getAccounts() first.`,
        { data: { code: 4100 } },
      )
    }
    return id
  }
  const getAccounts = async () => {
    const id = chainId()
    const accounts = await requestAccounts<Partial<CosmosAccount> & { address: string }>(
      request,
      'cosmos',
      'cosmos:connect',
      id === undefined ? undefined : { chainId: id },
    )
    return accounts.map(({ address, pubKey, algo }) => {
      if (typeof pubKey !== 'string' || !BASE64.test(pubKey) || typeof algo !== 'string') {
        throw new AirlockError(
          ErrorCode.INTERNAL,
          `The wallet did not give the public key of ${address}, which CosmJS signs with.`,
        )
      }
      return { address, algo, pubkey: base64ToBytes(pubKey) }
    })
  }
  const signAmino: CosmosAminoSigner['signAmino'] = async (signer, signDoc) => {
    const params = {
      chainId: readText(signDoc, 'chain_id', 'signAmino'),
      signer: readText({ signer }, 'signer', 'signAmino'),
      signDoc,
    }
    return (await request('cosmos', 'cosmos:signAmino', params)) as Awaited<
      ReturnType<CosmosAminoSigner['signAmino']>
    >
  }
  return {
    get address() {
      return connectedAccount(modal, 'cosmos')?.address
    },
    getAccounts,
    signAmino,
    async signDirect(signer, { bodyBytes, authInfoBytes, chainId: id, accountNumber }) {
      if (!(bodyBytes instanceof Uint8Array) || !(authInfoBytes instanceof Uint8Array)) {
        throw new AirlockError(
          ErrorCode.INVALID_PARAMS,
          'signDirect needs a SignDoc with bodyBytes and authInfoBytes as Uint8Array.',
        )
      }
      const signDoc: CosmosDirectSignDoc = {
        bodyBytes: bytesToBase64(bodyBytes),
        authInfoBytes: bytesToBase64(authInfoBytes),
        chainId: readText({ chainId: id }, 'chainId', 'signDirect'),
        accountNumber: String(accountNumber),
      }
      const params = { chainId: id, signer: readText({ signer }, 'signer', 'signDirect'), signDoc }
      const { signed, signature } = (await request('cosmos', 'cosmos:signDirect', params)) as {
        signed: CosmosDirectSignDoc
        signature: CosmosStdSignature
      }
      const where = "The wallet's signDirect answer"
      return {
        signed: {
          bodyBytes: base64ToBytes(readText(signed, 'bodyBytes', where, BASE64)),
          authInfoBytes: base64ToBytes(readText(signed, 'authInfoBytes', where, BASE64)),
          chainId: readText(signed, 'chainId', where),
          accountNumber: BigInt(readText(signed, 'accountNumber', where, /^\d{1,20}$/)),
        },
        signature,
      }
    },
    async signArbitrary(signer, data) {
      const params = {
        chainId: connectedChain('signArbitrary'),
        signer: readText({ signer }, 'signer', 'signArbitrary'),
        data: readText({ data }, 'data', 'signArbitrary'),
      }
      return (await request('cosmos', 'cosmos:signArbitrary', params)) as CosmosStdSignature
    },
    getOfflineSignerOnlyAmino: () => ({ getAccounts, signAmino }),
  }
}
