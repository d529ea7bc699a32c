import type { Network } from '@airlock/shared-protocol'

/** What an EVM address is to a sender: an account (keys can move what it holds) or a contract. */
export type RecipientKind = 'account' | 'contract'

// EIP-7702: an account that delegated to a smart-account implementation holds this designator
// (0xef0100 and the 20-byte delegate) as its code. Its keys still move what it holds.
const DELEGATION = /^0xef0100[0-9a-f]{40}$/i

/**
 * The kind of address whose code (`eth_getCode`) is `code`: no code, or an EIP-7702 delegation,
 * is an account; any other code is a contract.
 */
export function recipientKindOfCode(code: string | undefined): RecipientKind {
  if (code === undefined || code === '0x' || code === '' || DELEGATION.test(code)) return 'account'
  return 'contract'
}

/** A token as {@link tokenContractLoss} compares it: a native coin has no contract address. */
type TokenContract = { symbol?: string | undefined; address?: string | undefined }

/**
 * Why an ERC20 (`token`) sent to `to` is lost for good, as a sentence about `subject` ("This
 * address", a name, "The recipient"): `to` is the contract of that token or of another of
 * `tokens`, and a token contract has no way to send it back. Undefined for any other recipient,
 * and for the native coin: a token contract either refuses it or takes it as a deposit, as WETH
 * does. A token without a symbol (not on a list) is "this token".
 */
export function tokenContractLoss({
  token,
  to,
  tokens,
  subject,
}: {
  token: TokenContract
  to: string
  tokens: readonly TokenContract[]
  subject: string
}): string | undefined {
  if (token.address === undefined) return undefined
  const address = (to.startsWith('0x') ? to : `0x${to}`).toLowerCase()
  const contract = [token, ...tokens].find((listed) => listed.address?.toLowerCase() === address)
  if (!contract) return undefined
  const own = contract.address?.toLowerCase() === token.address.toLowerCase()
  const whose = contract.symbol ? `the ${contract.symbol} token’s` : 'this token’s'
  const what = token.symbol ? `${token.symbol} sent to it is` : 'tokens sent to it are'
  return `${subject} is ${whose} ${own ? 'own ' : ''}contract: ${what} lost for good.`
}

/**
 * Reads whether `address` on the eip155 `network` is an account or a contract, from its code at
 * the latest block (the network's first RPC).
 *
 * @throws the RPC's error when the network does not answer; `UNKNOWN_NETWORK` off eip155.
 */
export async function readRecipientKind(network: Network, address: string): Promise<RecipientKind> {
  const [{ getCode }, { createEvmClient }] = await Promise.all([
    import('viem/actions'),
    import('./createEvmClient.ts'),
  ])
  const code = await getCode(createEvmClient(network), { address: address as `0x${string}` })
  return recipientKindOfCode(code)
}
