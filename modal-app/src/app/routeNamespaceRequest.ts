import { AirlockError, ErrorCode, parseCaipAddress } from '@airlock/shared-protocol'
import { adr036SignDoc, NAMESPACE_WALLET_METHODS } from '@airlock/shared-protocol/namespaceWallets'
import { accountsAtom } from '../state/account.ts'
import type { Store } from '../state/Store.ts'
import type { ProviderRequest } from '../wallets/routeProviderRequest.ts'
import { WALLET_MESSAGES } from '../wallets/walletFailure.ts'

/** The namespaces whose host wallets speak the `namespaceWallets` methods. */
export type WalletNamespace = keyof typeof NAMESPACE_WALLET_METHODS

/** A provider request of one of those namespaces, by its host-wallet method name. */
export type NamespaceRequest = ProviderRequest & { namespace: WalletNamespace }

/** Where {@link routeNamespaceRequest} sends a request. */
export type NamespaceRoutes = {
  /** The host-window wallet (`routeProviderRequest`), which takes the names as they are. */
  host: (request: NamespaceRequest) => Promise<unknown>
  /** The WalletConnect session, when it connected the namespace; undefined otherwise. */
  walletConnect?: ((request: NamespaceRequest) => Promise<unknown>) | undefined
}

/**
 * Routes a request of the dapp's polkadot, bip122 or cosmos provider (`getProvider('polkadot')`…)
 * to the active connector of its namespace. The methods are the host wallets' (the shared-protocol
 * `NAMESPACE_WALLET_METHODS` table, the allowlist); a host wallet gets them as they are, a
 * WalletConnect wallet their WalletConnect counterparts, with the answer put back in the host
 * wallets' shape:
 *
 * | method | WalletConnect |
 * |---|---|
 * | `polkadot:signRaw { address, data }` | `polkadot_signMessage { address, message: data }` |
 * | `polkadot:signPayload { payload }` | `polkadot_signTransaction { address, transactionPayload }` |
 * | `bitcoin:signMessage { address, message }` | `signMessage { account, address, message, protocol: 'bip322' }` |
 * | `bitcoin:signPsbt { psbt, signInputs }` | `signPsbt { account, psbt, signInputs: [{ address, index }], broadcast: false }` |
 * | `cosmos:signDirect` / `cosmos:signAmino { signer, signDoc }` | `cosmos_signDirect` / `cosmos_signAmino { signerAddress, signDoc }` |
 * | `cosmos:signArbitrary { signer, data }` | `cosmos_signAmino` of the ADR-036 sign doc of `data` |
 * | `cosmos:connect` | `cosmos_getAccounts` |
 *
 * @throws {AirlockError} `WALLET_REQUEST_NOT_ALLOWED` (`data.code` 4200) for a method outside the
 *   allowlist; `CONNECTOR_NOT_FOUND` (4100) when WalletConnect has no account there; `INTERNAL`
 *   for a WalletConnect answer without a signature; the wallet's errors unchanged.
 */
export async function routeNamespaceRequest(
  store: Store,
  request: NamespaceRequest,
  routes: NamespaceRoutes,
): Promise<unknown> {
  const { namespace, method } = request
  const allowed = NAMESPACE_WALLET_METHODS[namespace]
  if (!Object.hasOwn(allowed, method)) {
    throw new AirlockError(
      ErrorCode.WALLET_REQUEST_NOT_ALLOWED,
      `${method.slice(0, 100)} is not a ${namespace} wallet method.`,
      {
        details: `The ${namespace} provider takes ${Object.keys(allowed).join(', ')}.`,
        data: { code: 4200 },
      },
    )
  }
  const caipAddress = store.get(accountsAtom)[namespace].caipAddress
  const params = (request.params ?? {}) as Record<string, unknown>
  if (!routes.walletConnect) {
    // A dapp's getAccounts() before it knew a cosmos chain: the chain the visitor connected.
    if (method === 'cosmos:connect' && params.chainId === undefined && caipAddress !== undefined) {
      const { reference } = parseCaipAddress(caipAddress)
      return routes.host({ ...request, params: { ...params, chainId: reference } })
    }
    return routes.host(request)
  }
  if (caipAddress === undefined) {
    throw new AirlockError(ErrorCode.CONNECTOR_NOT_FOUND, WALLET_MESSAGES.notConnected, {
      details: `${method} on ${namespace} needs a connected wallet.`,
      data: { code: 4100 },
    })
  }
  const { address } = parseCaipAddress(caipAddress)
  const send = (wcMethod: string, wcParams: unknown) =>
    (routes.walletConnect as NonNullable<NamespaceRoutes['walletConnect']>)({
      namespace,
      method: wcMethod,
      params: wcParams,
    })
  switch (method) {
    case 'polkadot:signRaw': {
      const answer = await send('polkadot_signMessage', {
        address: params.address,
        message: params.data,
      })
      return { signature: signatureOf(namespace, answer) }
    }
    case 'polkadot:signPayload': {
      const payload = params.payload as { address?: unknown } | undefined
      const answer = await send('polkadot_signTransaction', {
        address: payload?.address ?? address,
        transactionPayload: payload,
      })
      return { signature: signatureOf(namespace, answer) }
    }
    case 'bitcoin:signMessage': {
      const answer = await send('signMessage', {
        account: params.address,
        address: params.address,
        message: params.message,
        protocol: 'bip322',
      })
      return { signature: signatureOf(namespace, answer) }
    }
    case 'bitcoin:signPsbt': {
      const signInputs = Object.entries(
        (params.signInputs ?? {}) as Record<string, number[]>,
      ).flatMap(([input, indexes]) => indexes.map((index) => ({ address: input, index })))
      const answer = await send('signPsbt', {
        account: address,
        psbt: params.psbt,
        signInputs,
        broadcast: false,
      })
      const psbt = (answer as { psbt?: unknown } | null)?.psbt
      if (typeof psbt !== 'string') throw noSignature(namespace, answer)
      return { psbt }
    }
    case 'cosmos:signDirect':
    case 'cosmos:signAmino':
      return send(method === 'cosmos:signDirect' ? 'cosmos_signDirect' : 'cosmos_signAmino', {
        signerAddress: params.signer,
        signDoc: params.signDoc,
      })
    case 'cosmos:signArbitrary': {
      const answer = await send('cosmos_signAmino', {
        signerAddress: params.signer,
        signDoc: adr036SignDoc(String(params.signer), String(params.data)),
      })
      const signature = (answer as { signature?: unknown } | null)?.signature
      if (!signature || typeof signature !== 'object') throw noSignature(namespace, answer)
      return signature
    }
    case 'cosmos:connect': {
      const answer = await send('cosmos_getAccounts', {})
      const accounts = Array.isArray(answer) ? answer : []
      return {
        accounts: accounts.map(
          (account: { address?: unknown; pubkey?: unknown; algo?: unknown }) => ({
            address: account.address,
            pubKey: account.pubkey,
            algo: account.algo,
          }),
        ),
      }
    }
    default:
      // The account requests (polkadot:connect, bitcoin:connect) are answered from the modal's
      // state before they get here.
      return { accounts: [{ address }] }
  }
}

function signatureOf(namespace: WalletNamespace, answer: unknown): string {
  const signature = (answer as { signature?: unknown } | null)?.signature
  if (typeof signature !== 'string' || signature === '') throw noSignature(namespace, answer)
  return signature
}

function noSignature(namespace: WalletNamespace, answer: unknown): AirlockError {
  return new AirlockError(ErrorCode.INTERNAL, 'The wallet returned no signature.', {
    details: `The ${namespace} wallet answered ${JSON.stringify(answer)?.slice(0, 80) ?? String(answer)}.`,
  })
}
