import { createNameRegistrationMessage, type Network } from '@airlock/shared-protocol'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import {
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
  stringToHex,
  toHex,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { solanaTransferTransaction } from '../app/solanaTransferTransaction.ts'
import { solanaMainnet } from '../wallets/testing.ts'
import {
  describeEvmMessage,
  describeEvmTransaction,
  describeSolanaMessage,
  describeSolanaTransaction,
  describeTypedData,
} from './describeRequest.ts'
import { EMBEDDED_EVM, EMBEDDED_SOLANA, tokenNetwork } from './testing.ts'

const ADT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
/** A contract the network's token list does not name. */
const STRANGER = '0x1111111111111111111111111111111111111111'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
/** An SPL token mint, and the Token-2022 program that owns it. */
const MINT = 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr'
const TOKEN_2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
const fees = { gas: toHex(21_000n), maxFeePerGas: toHex(2_000_000_000n) }
/** 1 January 2026, 10:00 UTC: the swaps below expire 20 minutes later. */
const NOW = Date.UTC(2026, 0, 1, 10, 0)
const DEADLINE = BigInt(NOW / 1000 + 20 * 60)
const viewer = { signer: EMBEDDED_EVM, now: NOW }

const swapNetwork: Network = {
  ...tokenNetwork,
  tokens: [
    ...(tokenNetwork.tokens ?? []),
    { address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
    { address: WETH, symbol: 'WETH', name: 'Wrapped Ether', decimals: 18 },
  ],
}

/** Uniswap V2 Router02's swaps, as a dapp would encode them. */
const routerAbi = parseAbi([
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
])
const wethAbi = parseAbi(['function deposit() payable', 'function withdraw(uint256 wad)'])

/** The transaction sending `data` (and `value` wei) to `to`, described for the test signer. */
const described = (to: string, data: `0x${string}`, value = 0n) =>
  describeEvmTransaction(swapNetwork, { to, data, value: toHex(value), ...fees }, viewer)

describe('describeEvmTransaction', () => {
  test('default: a native transfer shows amount, recipient and the most the fee can be', () => {
    expect(
      describeEvmTransaction(
        tokenNetwork,
        { to: EMBEDDED_EVM, value: toHex(parseEther('1.5')), ...fees },
        viewer,
      ),
    ).toEqual({
      title: 'Send 1.5 ETH',
      network: 'Ethereum',
      fee: '0.000042 ETH',
      fields: [
        { label: 'Amount', value: '1.5 ETH' },
        { label: 'Recipient', value: EMBEDDED_EVM },
      ],
    })
  })

  test('behavior: a native transfer groups its amount in thousands, as token amounts are (was "Send 1500 ETH")', () => {
    const shown = describeEvmTransaction(
      tokenNetwork,
      { to: EMBEDDED_EVM, value: toHex(parseEther('1500.25')), ...fees },
      viewer,
    )
    expect(shown.title).toBe('Send 1,500.25 ETH')
    expect(shown.fields[0]).toEqual({ label: 'Amount', value: '1,500.25 ETH' })
  })

  test('behavior: an ERC-20 transfer names the token of the network list, amount and recipient', () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [EMBEDDED_EVM, parseEther('2.25')],
    })
    const shown = describeEvmTransaction(tokenNetwork, { to: ADT, data, ...fees }, viewer)
    expect(shown.title).toBe('Send 2.25 ADT')
    expect(shown.fields).toEqual([
      { label: 'Token', value: `Airlock Demo Token (ADT) ${ADT}` },
      { label: 'Amount', value: '2.25 ADT' },
      { label: 'Recipient', value: EMBEDDED_EVM },
    ])
  })

  test('behavior: an ERC-20 transfer groups its amount in thousands, as approvals and swaps do (was "12345.25 ADT")', () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [OTHER, parseEther('12345.25')],
    })
    const shown = described(ADT, data)
    expect(shown.title).toBe('Send 12,345.25 ADT')
    expect(shown.fields[1]).toEqual({ label: 'Amount', value: '12,345.25 ADT' })
    // A token the network does not list keeps its raw units, ungrouped: no decimals to read by.
    const raw = described(
      STRANGER,
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [OTHER, 1_000_000n] }),
    )
    expect(raw.fields[1]).toEqual({ label: 'Amount', value: '1000000 (raw units)' })
  })

  test('behavior: a known function with nothing to say in words shows its name and named arguments', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [OTHER] })
    const shown = described(ADT, data)
    expect(shown.title).toBe('Call balanceOf')
    expect(shown.fields).toEqual([
      { label: 'Contract', value: `Airlock Demo Token (ADT) ${ADT}` },
      { label: 'Function', value: 'balanceOf' },
      { label: 'account', value: OTHER },
    ])
  })

  test('behavior: an unknown call shows its selector and data', () => {
    const shown = describeEvmTransaction(
      tokenNetwork,
      { to: EMBEDDED_EVM, data: '0xdeadbeef00', ...fees },
      viewer,
    )
    expect(shown.title).toBe('Call a contract')
    expect(shown.fields[1]).toEqual({ label: 'Function', value: 'Unknown (0xdeadbeef)' })
  })

  test('error: a known selector with malformed arguments falls back to the unknown call', () => {
    // approve's selector with half an argument: nothing may be read into it.
    const data = `0x095ea7b3${'00'.repeat(20)}` as const
    const shown = described(ADT, data, parseEther('1'))
    expect(shown.title).toBe('Call a contract')
    expect(shown.fields).toEqual([
      { label: 'Contract', value: ADT },
      { label: 'Function', value: 'Unknown (0x095ea7b3)' },
      { label: 'Data', value: data },
      { label: 'Value', value: '1 ETH' },
    ])
  })
})

describe('describeEvmTransaction: swaps', () => {
  test('default: a token sold for the native coin says what is paid, the least received, recipient, deadline and exchange', () => {
    const data = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactTokensForETH',
      args: [parseUnits('10', 6), 4_912_345_678_901_234n, [USDC, WETH], EMBEDDED_EVM, DEADLINE],
    })
    const shown = described(ROUTER, data)
    // The title rounds what is received down; the field has every digit.
    expect(shown.title).toBe('Swap 10 USDC for at least 0.004912 ETH')
    expect(shown.fields).toEqual([
      { label: 'You pay', value: '10 USDC' },
      { label: 'You receive at least', value: '0.004912345678901234 ETH' },
      { label: 'Recipient', value: `${EMBEDDED_EVM} (your account)` },
      { label: 'Deadline', value: 'in 20 minutes (Jan 1, 2026, 10:20 UTC)' },
      { label: 'Exchange contract', value: ROUTER },
    ])
  })

  test('behavior: the native coin paid is the value sent, at most; a recipient other than the signer is warned', () => {
    const data = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapETHForExactTokens',
      args: [parseUnits('1500', 6), [WETH, USDC], OTHER, DEADLINE],
    })
    const shown = described(ROUTER, data, 500_000_000_000_000_001n)
    // What is paid rounds up in the title: it never looks cheaper than it is.
    expect(shown.title).toBe('Swap at most 0.500001 ETH for 1,500 USDC, sent to 0x3C44…293BC')
    expect(shown.fields.slice(0, 3)).toEqual([
      { label: 'You pay at most', value: '0.500000000000000001 ETH' },
      { label: 'You receive', value: '1,500 USDC' },
      { label: 'Recipient', value: `${OTHER} (not your account)`, tone: 'warning' },
    ])
  })

  test('behavior: a token the network does not list shows by address in raw units', () => {
    const data = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactTokensForTokens',
      args: [1_000_000n, parseEther('3'), [STRANGER, WETH, ADT], EMBEDDED_EVM, DEADLINE],
    })
    const shown = described(ROUTER, data)
    expect(shown.title).toBe('Swap 1000000 units of 0x1111…11111 for at least 3 ADT')
    expect(shown.fields.slice(0, 2)).toEqual([
      { label: 'You pay', value: `1000000 raw units of token ${STRANGER}` },
      { label: 'You receive at least', value: '3 ADT' },
    ])
  })

  test('behavior: a fee-on-transfer swap reads as its plain one; a deadline already past is warned', () => {
    const data = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
      args: [parseEther('2'), [WETH, ADT], EMBEDDED_EVM, BigInt(NOW / 1000 - 5 * 60)],
    })
    const shown = described(ROUTER, data, parseEther('0.25'))
    expect(shown.title).toBe('Swap 0.25 ETH for at least 2 ADT')
    expect(shown.fields[3]).toEqual({
      label: 'Deadline',
      value: '5 minutes ago (Jan 1, 2026, 09:55 UTC): the swap will fail',
      tone: 'warning',
    })
  })
})

describe('describeEvmTransaction: approvals and NFTs', () => {
  test('behavior: an ERC-20 approve says whom it allows to spend how much; max uint256 is Unlimited, warned', () => {
    const approve = (amount: bigint) =>
      described(
        ADT,
        encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ROUTER, amount] }),
      )
    const unlimited = approve(maxUint256)
    expect(unlimited.title).toBe('Allow 0x7a25…2488D to spend unlimited ADT')
    expect(unlimited.fields).toEqual([
      { label: 'Token', value: `Airlock Demo Token (ADT) ${ADT}` },
      { label: 'Spender', value: ROUTER },
      { label: 'Amount', value: 'Unlimited', tone: 'warning' },
    ])
    // uint96's max is as good as unlimited (COMP- and UNI-style tokens treat it so).
    expect(approve(2n ** 96n - 1n).title).toBe('Allow 0x7a25…2488D to spend unlimited ADT')
    const exact = approve(parseEther('2.5'))
    expect(exact.title).toBe('Allow 0x7a25…2488D to spend 2.5 ADT')
    expect(exact.fields[2]).toEqual({ label: 'Amount', value: '2.5 ADT' })
    expect(approve(0n).title).toBe('Remove 0x7a25…2488D’s permission to spend your ADT')
  })

  test('behavior: approve on a contract the network does not list may be ERC-20 or ERC-721: both readings show', () => {
    const data = encodeFunctionData({ abi: erc721Abi, functionName: 'approve', args: [OTHER, 42n] })
    const shown = described(STRANGER, data)
    expect(shown.title).toBe('Allow 0x3C44…293BC to use your assets at 0x1111…11111')
    expect(shown.fields).toEqual([
      { label: 'Contract', value: STRANGER },
      { label: 'Spender', value: OTHER },
      { label: 'Amount (if a token)', value: '42 (raw units)' },
      { label: 'NFT (if a collection)', value: '#42' },
    ])
  })

  test('behavior: setApprovalForAll granted is said plainly and warned; revoked it is not', () => {
    const operator = (approved: boolean) =>
      described(
        STRANGER,
        encodeFunctionData({
          abi: erc721Abi,
          functionName: 'setApprovalForAll',
          args: [OTHER, approved],
        }),
      )
    const granted = operator(true)
    expect(granted.title).toBe('Allow 0x3C44…293BC to move all your 0x1111…11111 NFTs')
    expect(granted.fields.slice(0, 2)).toEqual([
      { label: 'Collection', value: STRANGER },
      { label: 'Operator', value: OTHER },
    ])
    expect(granted.fields[2]).toMatchObject({ label: 'Warning', tone: 'warning' })
    expect(granted.fields[2]?.value).toMatch(/take every NFT you hold in this collection/)
    const revoked = operator(false)
    expect(revoked.title).toBe('Remove 0x3C44…293BC’s permission to move your 0x1111…11111 NFTs')
    expect(revoked.fields.some((field) => field.tone === 'warning')).toBe(false)
  })

  test('behavior: ERC-721 safeTransferFrom names the NFT and recipient; transferFrom reads by the token list', () => {
    const nft = described(
      STRANGER,
      encodeFunctionData({
        abi: erc721Abi,
        functionName: 'safeTransferFrom',
        args: [EMBEDDED_EVM, OTHER, 7n],
      }),
    )
    expect(nft.title).toBe('Send NFT #7 of 0x1111…11111 to 0x3C44…293BC')
    expect(nft.fields).toEqual([
      { label: 'Collection', value: STRANGER },
      { label: 'NFT', value: '#7' },
      { label: 'From', value: EMBEDDED_EVM },
      { label: 'Recipient', value: OTHER },
    ])
    const transferFrom = (to: string) =>
      described(
        to,
        encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transferFrom',
          args: [EMBEDDED_EVM, OTHER, parseEther('4')],
        }),
      )
    expect(transferFrom(ADT).title).toBe('Move 4 ADT from 0x7099…c79C8 to 0x3C44…293BC')
    const either = transferFrom(STRANGER)
    expect(either.title).toBe('Move assets of 0x1111…11111 from 0x7099…c79C8 to 0x3C44…293BC')
    expect(either.fields.slice(-2)).toEqual([
      { label: 'Amount (if a token)', value: '4000000000000000000 (raw units)' },
      { label: 'NFT (if a collection)', value: '#4000000000000000000' },
    ])
  })

  test('behavior: WETH deposit and withdraw wrap and unwrap; elsewhere withdraw is just a call', () => {
    const deposit = described(
      WETH,
      encodeFunctionData({ abi: wethAbi, functionName: 'deposit' }),
      parseEther('1.5'),
    )
    expect(deposit.title).toBe('Wrap 1.5 ETH into WETH')
    expect(deposit.fields).toEqual([
      { label: 'You pay', value: '1.5 ETH' },
      { label: 'You receive', value: '1.5 WETH' },
      { label: 'Contract', value: `Wrapped Ether (WETH) ${WETH}` },
    ])
    const withdraw = encodeFunctionData({
      abi: wethAbi,
      functionName: 'withdraw',
      args: [parseEther('2')],
    })
    expect(described(WETH, withdraw).title).toBe('Unwrap 2 WETH into ETH')
    expect(described(STRANGER, withdraw).title).toBe('Call withdraw')
  })
})

describe('describeEvmTransaction: a token sent to a token contract', () => {
  const transfer = (contract: string, to: `0x${string}`) =>
    described(
      contract,
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseEther('3')] }),
    )

  test('error: a transfer to the token’s own contract is warned, and needs acknowledging', () => {
    const shown = transfer(ADT, ADT)
    expect(shown.title).toBe('Send 3 ADT')
    expect(shown.fields[2]).toEqual({
      label: 'Recipient',
      value: `${ADT} (token contract)`,
      tone: 'warning',
    })
    expect(shown.caution).toMatchInlineSnapshot(`
      {
        "acknowledge": "I understand this ADT is lost for good",
        "warning": "The recipient is the ADT token’s own contract: ADT sent to it is lost for good.",
      }
    `)
  })

  test('error: to another listed token’s contract, and from transferFrom, as Send words it', () => {
    expect(transfer(ADT, USDC).caution?.warning).toBe(
      'The recipient is the USDC token’s contract: ADT sent to it is lost for good.',
    )
    const moved = described(
      USDC,
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [EMBEDDED_EVM, USDC, 5_000_000n],
      }),
    )
    expect(moved.caution?.warning).toBe(
      'The recipient is the USDC token’s own contract: USDC sent to it is lost for good.',
    )
    expect(moved.fields[2]).toMatchObject({ label: 'Recipient', tone: 'warning' })
  })

  test('error: a token the network does not list, sent to its own contract, is warned without a symbol', () => {
    expect(transfer(STRANGER, STRANGER).caution).toEqual({
      warning: 'The recipient is this token’s own contract: tokens sent to it are lost for good.',
      acknowledge: 'I understand these tokens are lost for good',
    })
  })

  test('default: any other recipient has no caution, nor a warned recipient line', () => {
    const shown = transfer(ADT, OTHER)
    expect(shown.caution).toBeUndefined()
    expect(shown.fields[2]).toEqual({ label: 'Recipient', value: OTHER })
    // An approval names a spender, not a recipient: a token contract as spender loses nothing.
    const approve = described(
      ADT,
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [USDC, 1n] }),
    )
    expect(approve.caution).toBeUndefined()
  })
})

describe('signatures', () => {
  test('default: a message shows its text; bytes that are not text show as hex', () => {
    expect(describeEvmMessage(tokenNetwork, stringToHex('Hello Airlock')).fields).toEqual([
      { label: 'Message', value: 'Hello Airlock' },
    ])
    expect(describeEvmMessage(tokenNetwork, '0x00ff01').fields[0]?.value).toBe('0x00ff01')
    expect(describeSolanaMessage(solanaMainnet, btoa('gm')).fields).toEqual([
      { label: 'Message', value: 'gm' },
    ])
  })

  test('behavior: a name registration says so in words, its exact text below', () => {
    const message = createNameRegistrationMessage({
      name: 'newbie.airlock',
      attributes: {},
      coinType: 60,
      projectId: 'demo',
      nonce: 'abcdefghijklmnop',
    })
    const described = describeEvmMessage(tokenNetwork, stringToHex(message))
    expect(described.title).toBe('Register the name newbie.airlock')
    expect(described.fields.map((field) => field.label)).toEqual([
      'Name',
      'What it does',
      'Message',
    ])
    expect(described.fields[2]?.value).toBe(message)
    // Other JSON is only a message.
    expect(describeEvmMessage(tokenNetwork, stringToHex('{"name":"x"}')).title).toBe(
      'Sign a message',
    )
  })

  test('behavior: typed data lists its domain, type and every field, nested as a.b', () => {
    const described = describeTypedData(tokenNetwork, {
      domain: { name: 'Mail', chainId: 1 },
      primaryType: 'Mail',
      message: { from: { name: 'Ada' }, contents: 'Hi' },
    })
    expect(described.fields).toEqual([
      { label: 'Domain name', value: 'Mail' },
      { label: 'Domain chainId', value: '1' },
      { label: 'Type', value: 'Mail' },
      { label: 'from.name', value: 'Ada' },
      { label: 'contents', value: 'Hi' },
    ])
  })
})

describe('describeSolanaTransaction', () => {
  test('default: a SOL transfer shows amount, recipient and fee', async () => {
    const transaction = await solanaTransferTransaction(
      {
        from: EMBEDDED_SOLANA,
        to: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
        amount: '0.25',
        token: { symbol: 'SOL', decimals: 9, name: 'Solana' },
        network: solanaMainnet,
      } as never,
      { blockhash: EMBEDDED_SOLANA, lastValidBlockHeight: 10n },
    )
    expect(describeSolanaTransaction(solanaMainnet, transaction)).toEqual({
      title: 'Send 0.25 SOL',
      network: 'Solana',
      fee: '0.000005 SOL',
      fields: [
        { label: 'Amount', value: '0.25 SOL' },
        { label: 'Recipient', value: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' },
      ],
    })
  })

  test('behavior: SOL and SPL token amounts are grouped in thousands (was "Send 1500 SOL")', async () => {
    const recipient = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
    const lifetime = { blockhash: EMBEDDED_SOLANA, lastValidBlockHeight: 10n }
    const sol = await solanaTransferTransaction(
      {
        from: EMBEDDED_SOLANA,
        to: recipient,
        amount: '1500',
        token: { symbol: 'SOL', decimals: 9, name: 'Solana' },
        network: solanaMainnet,
      } as never,
      lifetime,
    )
    const shownSol = describeSolanaTransaction(solanaMainnet, sol)
    expect(shownSol.title).toBe('Send 1,500 SOL')
    expect(shownSol.fields[0]).toEqual({ label: 'Amount', value: '1,500 SOL' })
    const spl = await solanaTransferTransaction(
      {
        from: EMBEDDED_SOLANA,
        to: recipient,
        amount: '12345.5',
        token: { symbol: 'ADUSD', decimals: 6, name: 'Airlock Dollar', address: MINT },
        network: solanaMainnet,
      } as never,
      lifetime,
      TOKEN_2022,
    )
    const listed: Network = {
      ...solanaMainnet,
      tokens: [{ address: MINT, symbol: 'ADUSD', name: 'Airlock Dollar', decimals: 6 }],
    }
    expect(describeSolanaTransaction(listed, spl).title).toBe('Send 12,345.5 ADUSD')
  })

  test('behavior: a send of a classic SPL Token mint is described, not a bare program call', async () => {
    const transaction = await solanaTransferTransaction(
      {
        from: EMBEDDED_SOLANA,
        to: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
        amount: '2',
        token: { symbol: 'ADUSD', decimals: 6, name: 'Airlock Dollar', address: MINT },
        network: solanaMainnet,
      } as never,
      { blockhash: EMBEDDED_SOLANA, lastValidBlockHeight: 10n },
      TOKEN_PROGRAM_ADDRESS,
    )
    const listed: Network = {
      ...solanaMainnet,
      tokens: [{ address: MINT, symbol: 'ADUSD', name: 'Airlock Dollar', decimals: 6 }],
    }
    const shown = describeSolanaTransaction(listed, transaction)
    expect(shown.title).toBe('Send 2 ADUSD')
    expect(shown.fields.map((field) => field.label)).not.toContain('Program call')
  })
})
