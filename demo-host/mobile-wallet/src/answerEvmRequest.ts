import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { createWalletClient, defineChain, type Hex, http, isAddressEqual } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DecodedRequest } from './decodeSessionRequest.ts'

/** The EVM requests {@link answerEvmRequest} answers. */
type EvmRequest = Extract<
  DecodedRequest,
  {
    method:
      | 'personal_sign'
      | 'eth_signTypedData_v4'
      | 'eth_sendTransaction'
      | 'wallet_switchEthereumChain'
      | 'wallet_addEthereumChain'
  }
>

/** Parameters of {@link answerEvmRequest}. */
export type AnswerEvmRequestParameters = {
  request: EvmRequest
  /** Private key of the wallet's account. DEVELOPMENT KEYS ONLY. */
  privateKey: Hex
  /** JSON-RPC URL per CAIP-2 chain id (`eip155:31337` → `http://127.0.0.1:8545`). */
  rpcUrls: Record<string, string>
  /** fetch used for the RPC calls (tests pass a fake chain). */
  fetchFn?: typeof fetch | undefined
}

/**
 * Answers an approved EVM request with the wallet's key: `personal_sign` and
 * `eth_signTypedData_v4` return the signature, `eth_sendTransaction` signs, sends through the
 * chain's RPC and returns the hash, `wallet_switchEthereumChain` and `wallet_addEthereumChain` return `null` for a chain
 * the wallet has (it adds none). A request for another account is refused (`INVALID_PARAMS`).
 */
export async function answerEvmRequest({
  request,
  privateKey,
  rpcUrls,
  fetchFn,
}: AnswerEvmRequestParameters): Promise<Hex | null> {
  const account = privateKeyToAccount(privateKey)
  const expectAccount = (address: Hex) => {
    if (!isAddressEqual(address, account.address)) {
      throw new AirlockError(ErrorCode.INVALID_PARAMS, 'The request is for another account', {
        details: `asked for ${address}, this wallet signs for ${account.address}`,
      })
    }
  }
  switch (request.method) {
    case 'personal_sign':
      expectAccount(request.address)
      return account.signMessage({ message: { raw: request.message } })
    case 'eth_signTypedData_v4':
      expectAccount(request.address)
      return account.signTypedData(request.typedData)
    case 'wallet_switchEthereumChain':
    case 'wallet_addEthereumChain':
      rpcUrlOf(rpcUrls, request.targetChainId)
      return null
    case 'eth_sendTransaction': {
      expectAccount(request.transaction.from)
      const url = rpcUrlOf(rpcUrls, request.chainId)
      const chain = defineChain({
        id: Number(request.chainId.split(':')[1]),
        name: request.chainId,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [url] } },
      })
      const client = createWalletClient({
        account,
        chain,
        transport: http(url, { fetchFn, retryCount: 0 }),
      })
      const { to, value, data, gas } = request.transaction
      return client.sendTransaction({
        ...(to ? { to } : {}),
        value,
        ...(data ? { data } : {}),
        ...(gas === undefined ? {} : { gas }),
      })
    }
  }
}

function rpcUrlOf(rpcUrls: Record<string, string>, chainId: string): string {
  const url = rpcUrls[chainId]
  if (!url) {
    throw new AirlockError(ErrorCode.UNKNOWN_NETWORK, `This wallet has no network ${chainId}`, {
      data: { code: 4902 },
    })
  }
  return url
}
