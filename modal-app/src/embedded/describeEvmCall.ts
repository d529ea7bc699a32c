import type { Network } from '@airlock/shared-protocol'
import {
  type Abi,
  type AbiFunction,
  decodeFunctionData,
  erc20Abi,
  erc721Abi,
  formatUnits,
  type Hex,
  parseAbi,
} from 'viem'
import { tokenContractLoss } from '../chains/readRecipientKind.ts'
import { sameAddress } from '../state/validation/addresses.ts'
import { groupThousands } from '../state/validation/format.ts'
import { unitsText } from '../state/validation/units.ts'
import { shortAddress } from '../ui/format.ts'
import type { ApprovalCaution, ApprovalField } from './approvalAtom.ts'

/** A contract call of an eip155 transaction, with who signs it and when it is asked. */
type EvmCall = {
  contract: string
  data: Hex
  /** The native coin sent with the call, in its smallest units. */
  value: bigint
  /** The account that signs: a swap paying anyone else is flagged. */
  signer: string
  /** Milliseconds since the epoch: how far off a swap's deadline is. */
  now: number
}

/** What a call does, for ApproveTransaction. */
type CallDescription = { title: string; fields: ApprovalField[]; caution?: ApprovalCaution }

/**
 * The Uniswap V2 router's swaps (Router02, which our local exchange deploys and most V2 forks
 * copy). They are recognised by their signatures, not by the router's address, which the modal
 * does not know: the Exchange contract field shows which contract the visitor is trusting.
 */
const ROUTER_SWAPS_ABI = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])

type SwapShape = { payNative: boolean; receiveNative: boolean; exactIn: boolean }

/**
 * Each swap's shape: whether the native coin is paid (then `msg.value` is the amount in, and the
 * path's first WETH stands for it) or received (the router unwraps the path's last WETH), and
 * whether the amount in is exact (the amount out a minimum) or the amount out is (the amount in a
 * maximum).
 */
const SWAP_SHAPES: Record<string, SwapShape> = {
  swapExactTokensForTokens: { payNative: false, receiveNative: false, exactIn: true },
  swapTokensForExactTokens: { payNative: false, receiveNative: false, exactIn: false },
  swapExactETHForTokens: { payNative: true, receiveNative: false, exactIn: true },
  swapETHForExactTokens: { payNative: true, receiveNative: false, exactIn: false },
  swapExactTokensForETH: { payNative: false, receiveNative: true, exactIn: true },
  swapTokensForExactETH: { payNative: false, receiveNative: true, exactIn: false },
  swapExactTokensForTokensSupportingFeeOnTransferTokens: {
    payNative: false,
    receiveNative: false,
    exactIn: true,
  },
  swapExactETHForTokensSupportingFeeOnTransferTokens: {
    payNative: true,
    receiveNative: false,
    exactIn: true,
  },
  swapExactTokensForETHSupportingFeeOnTransferTokens: {
    payNative: false,
    receiveNative: true,
    exactIn: true,
  },
}

/** WETH9's wrap and unwrap, described only on the network's listed W<native> token. */
const WETH_ABI = parseAbi(['function deposit() payable', 'function withdraw(uint256 wad)'])

/**
 * The calls decoded, in the order a selector is looked up. ERC-20 and ERC-721 share the
 * selectors of `approve(address,uint256)`, `transferFrom(address,address,uint256)` and the
 * views: those decode as ERC-20's, and the describers below decide which standard they mean.
 */
const KNOWN_CALLS_ABI: Abi = [...ROUTER_SWAPS_ABI, ...WETH_ABI, ...erc20Abi, ...erc721Abi]

/**
 * Approvals from here on are shown as unlimited. 2^96 − 1 is the smallest "infinite" sentinel in
 * use (COMP's and UNI's allowances are uint96); below it are 79 billion tokens of 18 decimals, so
 * a real amount above it is rare, and calling it unlimited errs on the safe side.
 */
const UNLIMITED = 2n ** 96n - 1n

/** Decimals a title's amounts keep; the fields show every digit. */
const TITLE_DIGITS = 6

/** The largest deadline a `Date` can hold: beyond it a swap has no deadline in practice. */
const LAST_DATE_SECONDS = 8_640_000_000_000n

const dateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
})
const relativeTime = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })

/** At most this many characters of a value are shown; the rest is elided. */
const MAX_VALUE = 600

/** A value cut to {@link MAX_VALUE} characters, for the approval's lines. */
export const clip = (text: string) =>
  text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text

/**
 * A contract call in words, when its function is one the visitor meets in a wallet: a Uniswap V2
 * router swap (what is paid and received, recipient, deadline); an ERC-20 transfer, approval
 * (unlimited said so) or transferFrom on a token of the network's list (to a token contract, a
 * caution to acknowledge); an ERC-721 transfer; `setApprovalForAll` (warned: it hands over a
 * whole collection); WETH's wrap and unwrap. Another function of those ABIs shows its name and
 * arguments. Undefined when the data decodes as none of them (or is malformed): the caller shows
 * the selector and raw data.
 */
export function describeEvmCall(network: Network, call: EvmCall): CallDescription | undefined {
  let decoded: { functionName: string; args?: readonly unknown[] | undefined }
  try {
    decoded = decodeFunctionData({ abi: KNOWN_CALLS_ABI, data: call.data })
  } catch {
    return undefined
  }
  const { functionName } = decoded
  const args = decoded.args ?? []
  const described = describeKnown(network, call, functionName, args)
  if (described) return described
  // Known, but nothing to say in words: the function and its named arguments.
  const inputs =
    KNOWN_CALLS_ABI.find(
      (item): item is AbiFunction =>
        item.type === 'function' &&
        item.name === functionName &&
        item.inputs.length === args.length,
    )?.inputs ?? []
  return {
    title: `Call ${functionName}`,
    fields: [
      { label: 'Contract', value: contractText(network, call.contract) },
      { label: 'Function', value: functionName },
      ...args.map((arg, index) => ({
        label: inputs[index]?.name || `Argument ${index + 1}`,
        value: clip(String(arg)),
      })),
      ...nativeValue(network, call.value),
    ],
  }
}

/** The description of a decoded call, when it has one in words. */
function describeKnown(
  network: Network,
  call: EvmCall,
  functionName: string,
  args: readonly unknown[],
): CallDescription | undefined {
  const shape = SWAP_SHAPES[functionName]
  if (shape) return describeSwap(network, call, args, shape)
  switch (functionName) {
    case 'approve':
      return describeApprove(network, call, args as [string, bigint])
    case 'transfer':
      return describeTransfer(network, call, args as [string, bigint])
    case 'transferFrom':
      return describeTransferFrom(network, call, args as [string, string, bigint])
    case 'safeTransferFrom':
      return describeNftTransfer(call, args as [string, string, bigint, Hex?])
    case 'setApprovalForAll':
      return describeOperator(network, call, args as [string, boolean])
    case 'deposit':
    case 'withdraw':
      return describeWeth(network, call, functionName, args)
    default:
      return undefined
  }
}

function describeSwap(
  network: Network,
  call: EvmCall,
  args: readonly unknown[],
  { payNative, receiveNative, exactIn }: SwapShape,
): CallDescription | undefined {
  // With the native coin paid, `msg.value` is the amount in (exact, or the most, any rest
  // refunded) and the arguments start at the other amount.
  const [first, second, path, recipient, deadline] = (payNative ? [call.value, ...args] : args) as [
    bigint,
    bigint,
    readonly string[],
    string,
    bigint,
  ]
  const [paid, received] = payNative || exactIn ? [first, second] : [second, first]
  const [payToken, receiveToken] = [path[0], path.at(-1)]
  if (!payToken || !receiveToken || path.length < 2) return undefined
  const pay: Asset = payNative ? native(network) : assetAt(network, payToken)
  const receive: Asset = receiveNative ? native(network) : assetAt(network, receiveToken)
  const yours = sameAddress(recipient, call.signer)
  const deadlineField = deadlineText(deadline, call.now)
  const payTitle = `${exactIn ? '' : 'at most '}${roughAmount(paid, pay, 'up')}`
  const receiveTitle = `${exactIn ? 'at least ' : ''}${roughAmount(received, receive, 'down')}`
  return {
    title: `Swap ${payTitle} for ${receiveTitle}${yours ? '' : `, sent to ${shortAddress(recipient)}`}`,
    fields: [
      { label: exactIn ? 'You pay' : 'You pay at most', value: exactAmount(paid, pay) },
      {
        label: exactIn ? 'You receive at least' : 'You receive',
        value: exactAmount(received, receive),
      },
      yours
        ? { label: 'Recipient', value: `${recipient} (your account)` }
        : { label: 'Recipient', value: `${recipient} (not your account)`, tone: 'warning' },
      { label: 'Deadline', ...deadlineField },
      // "Exchange", not "router": the word a visitor new to swaps knows for what trades.
      { label: 'Exchange contract', value: call.contract },
      // The native coin sent to a swap that does not take it.
      ...(payNative ? [] : nativeValue(network, call.value)),
    ],
  }
}

/**
 * An `approve`: on a token of the network's list, the amount in its decimals ("Unlimited" from
 * {@link UNLIMITED} on, warned). Elsewhere the same bytes may be ERC-721's `approve(spender,
 * tokenId)`; nothing in the data tells them apart, so both readings are shown.
 */
function describeApprove(
  network: Network,
  call: EvmCall,
  [spender, amount]: [string, bigint],
): CallDescription {
  const token = tokenAt(network, call.contract)
  const unlimited = amount >= UNLIMITED
  if (!token) {
    return {
      title: `Allow ${shortAddress(spender)} to use your assets at ${shortAddress(call.contract)}`,
      fields: [
        { label: 'Contract', value: call.contract },
        { label: 'Spender', value: spender },
        unlimited
          ? { label: 'Amount (if a token)', value: 'Unlimited', tone: 'warning' }
          : { label: 'Amount (if a token)', value: `${amount} (raw units)` },
        { label: 'NFT (if a collection)', value: `#${amount}` },
        ...nativeValue(network, call.value),
      ],
    }
  }
  const allowance = unlimited ? `unlimited ${token.symbol}` : roughAmount(amount, token, 'up')
  const title =
    amount === 0n
      ? `Remove ${shortAddress(spender)}’s permission to spend your ${token.symbol}`
      : `Allow ${shortAddress(spender)} to spend ${allowance}`
  return {
    title,
    fields: [
      { label: 'Token', value: contractText(network, call.contract) },
      { label: 'Spender', value: spender },
      unlimited
        ? { label: 'Amount', value: 'Unlimited', tone: 'warning' }
        : { label: 'Amount', value: exactAmount(amount, token) },
      ...nativeValue(network, call.value),
    ],
  }
}

/**
 * An ERC-20 `transfer` (its selector is ERC-20's alone): token, amount, recipient. A recipient
 * that is a token contract is warned and must be acknowledged ({@link tokenContractCaution}).
 */
function describeTransfer(
  network: Network,
  call: EvmCall,
  [recipient, raw]: [string, bigint],
): CallDescription {
  const token = tokenAt(network, call.contract)
  const amount = token ? exactAmount(raw, token) : `${raw} (raw units)`
  const caution = tokenContractCaution(network, call.contract, token?.symbol, recipient)
  return {
    title: `Send ${amount}`,
    fields: [
      { label: 'Token', value: contractText(network, call.contract) },
      { label: 'Amount', value: amount },
      recipientField(recipient, caution),
      ...nativeValue(network, call.value),
    ],
    ...(caution ? { caution } : {}),
  }
}

/**
 * A `transferFrom`: ERC-20's on a listed token; otherwise it may as well be ERC-721's. To a token
 * contract it is warned as {@link describeTransfer} is: an NFT sent there is as lost.
 */
function describeTransferFrom(
  network: Network,
  call: EvmCall,
  [from, to, raw]: [string, string, bigint],
): CallDescription {
  const token = tokenAt(network, call.contract)
  const route = `from ${shortAddress(from)} to ${shortAddress(to)}`
  const caution = tokenContractCaution(network, call.contract, token?.symbol, to)
  return {
    title: token
      ? `Move ${roughAmount(raw, token, 'up')} ${route}`
      : `Move assets of ${shortAddress(call.contract)} ${route}`,
    fields: [
      token
        ? { label: 'Token', value: contractText(network, call.contract) }
        : { label: 'Contract', value: call.contract },
      { label: 'From', value: from },
      recipientField(to, caution),
      ...(token
        ? [{ label: 'Amount', value: exactAmount(raw, token) }]
        : [
            { label: 'Amount (if a token)', value: `${raw} (raw units)` },
            { label: 'NFT (if a collection)', value: `#${raw}` },
          ]),
      ...nativeValue(network, call.value),
    ],
    ...(caution ? { caution } : {}),
  }
}

/**
 * Send's rule for a dapp's transfer: tokens sent to their own contract, or to another token's on
 * the network's list, are lost for good. Send refuses such a recipient, which the visitor typed
 * and can correct; here the dapp chose it and the visitor's only other answer is Reject, so the
 * wallet warns rather than vetoes, and a tick keeps one click from losing the funds. Addresses
 * are compared: no RPC.
 */
function tokenContractCaution(
  network: Network,
  contract: string,
  symbol: string | undefined,
  recipient: string,
): ApprovalCaution | undefined {
  const warning = tokenContractLoss({
    token: { symbol, address: contract },
    to: recipient,
    tokens: network.tokens ?? [],
    subject: 'The recipient',
  })
  if (!warning) return undefined
  return {
    warning,
    acknowledge: symbol
      ? `I understand this ${symbol} is lost for good`
      : 'I understand these tokens are lost for good',
  }
}

/** A transfer's recipient, in the warning colour when it is a token contract. */
const recipientField = (recipient: string, caution: ApprovalCaution | undefined): ApprovalField =>
  caution
    ? { label: 'Recipient', value: `${recipient} (token contract)`, tone: 'warning' }
    : { label: 'Recipient', value: recipient }

/** ERC-721's `safeTransferFrom`, with or without data: its selectors are its own. */
function describeNftTransfer(
  call: EvmCall,
  [from, to, tokenId, data]: [string, string, bigint, Hex?],
): CallDescription {
  return {
    title: `Send NFT #${tokenId} of ${shortAddress(call.contract)} to ${shortAddress(to)}`,
    fields: [
      { label: 'Collection', value: call.contract },
      { label: 'NFT', value: `#${tokenId}` },
      { label: 'From', value: from },
      { label: 'Recipient', value: to },
      ...(data && data !== '0x' ? [{ label: 'Data', value: clip(data) }] : []),
    ],
  }
}

/**
 * `setApprovalForAll` (ERC-721 and ERC-1155 alike): granting it lets the operator take every NFT
 * of the collection, the call drainer sites ask for, so it is said plainly and warned.
 */
function describeOperator(
  network: Network,
  call: EvmCall,
  [operator, approved]: [string, boolean],
): CallDescription {
  const collection = tokenAt(network, call.contract)?.symbol ?? shortAddress(call.contract)
  const fields: ApprovalField[] = [
    { label: 'Collection', value: call.contract },
    { label: 'Operator', value: operator },
  ]
  if (!approved) {
    return {
      title: `Remove ${shortAddress(operator)}’s permission to move your ${collection} NFTs`,
      fields: [...fields, ...nativeValue(network, call.value)],
    }
  }
  return {
    title: `Allow ${shortAddress(operator)} to move all your ${collection} NFTs`,
    fields: [
      ...fields,
      {
        label: 'Warning',
        value:
          'The operator can take every NFT you hold in this collection, now and later, without asking again. Scam sites ask for this to empty wallets: approve only for a marketplace you trust.',
        tone: 'warning',
      },
      ...nativeValue(network, call.value),
    ],
  }
}

/**
 * WETH's `deposit` and `withdraw`, on the network's W<native> token only: elsewhere those names
 * mean anything (every vault has a `withdraw(uint256)`).
 */
function describeWeth(
  network: Network,
  call: EvmCall,
  functionName: 'deposit' | 'withdraw',
  args: readonly unknown[],
): CallDescription | undefined {
  const token = tokenAt(network, call.contract)
  const coin = native(network)
  if (token?.symbol !== `W${coin.symbol}`) return undefined
  const contract = { label: 'Contract', value: contractText(network, call.contract) }
  if (functionName === 'deposit') {
    return {
      title: `Wrap ${roughAmount(call.value, coin, 'up')} into ${token.symbol}`,
      fields: [
        { label: 'You pay', value: exactAmount(call.value, coin) },
        { label: 'You receive', value: exactAmount(call.value, token) },
        contract,
      ],
    }
  }
  const [amount] = args as [bigint]
  return {
    title: `Unwrap ${roughAmount(amount, token, 'up')} into ${coin.symbol}`,
    fields: [
      { label: 'You pay', value: exactAmount(amount, token) },
      { label: 'You receive', value: exactAmount(amount, coin) },
      contract,
      ...nativeValue(network, call.value),
    ],
  }
}

/** A token of the network's list or the native coin. */
type Coin = { symbol: string; decimals: number }

/** What a swap pays or receives: a {@link Coin}, or a contract the modal does not know. */
type Asset = Coin | { unlisted: string }

const tokenAt = (network: Network, address: string) =>
  network.tokens?.find((each) => sameAddress(each.address, address))

const native = (network: Network): Coin => network.nativeCurrency

const assetAt = (network: Network, address: string): Asset =>
  tokenAt(network, address) ?? { unlisted: address }

function contractText(network: Network, address: string): string {
  const token = tokenAt(network, address)
  return token ? `${token.name} (${token.symbol}) ${address}` : address
}

/**
 * Every digit, grouped in thousands: what the fields show, and the title of a plain send. An
 * unknown token's amount stays in raw units.
 */
export function exactAmount(raw: bigint, asset: Asset): string {
  if ('unlisted' in asset) return `${raw} raw units of token ${asset.unlisted}`
  return `${groupThousands(formatUnits(raw, asset.decimals))} ${asset.symbol}`
}

/**
 * A title's amount, cut to {@link TITLE_DIGITS} decimals and rounded against the visitor (`up`
 * for what they pay, `down` for what they get), so the summary never looks better than the
 * fields. An amount too small for those decimals keeps all of them.
 */
function roughAmount(raw: bigint, asset: Asset, round: 'up' | 'down'): string {
  if ('unlisted' in asset) return `${raw} units of ${shortAddress(asset.unlisted)}`
  const step = 10n ** BigInt(Math.max(0, asset.decimals - TITLE_DIGITS))
  const rounded = round === 'up' ? ((raw + step - 1n) / step) * step : raw
  const text = unitsText(rounded, asset.decimals, TITLE_DIGITS)
  if (text === '0' && raw > 0n) return exactAmount(raw, asset)
  return `${text} ${asset.symbol}`
}

/** The native coin sent with a call, as a line (none when nothing is sent). */
export function nativeValue(network: Network, value: bigint): ApprovalField[] {
  return value > 0n ? [{ label: 'Value', value: exactAmount(value, native(network)) }] : []
}

/** When a swap stops being valid, from now and in UTC; one already past is warned (it fails). */
function deadlineText(deadline: bigint, now: number): Omit<ApprovalField, 'label'> {
  if (deadline >= LAST_DATE_SECONDS) return { value: 'None' }
  const seconds = Number(deadline) - now / 1000
  const at = `${dateTime.format(new Date(Number(deadline) * 1000))} UTC`
  const minutes = Math.round(seconds / 60)
  const hours = Math.round(seconds / 3600)
  const relative =
    Math.abs(minutes) < 90
      ? relativeTime.format(minutes, 'minute')
      : Math.abs(hours) < 48
        ? relativeTime.format(hours, 'hour')
        : relativeTime.format(Math.round(seconds / 86_400), 'day')
  if (seconds < 0) {
    return { value: `${relative} (${at}): the swap will fail`, tone: 'warning' }
  }
  return { value: `${relative} (${at})` }
}
