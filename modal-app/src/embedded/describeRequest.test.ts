import { encodeFunctionData, erc20Abi, parseEther, stringToHex, toHex } from 'viem'
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
const fees = { gas: toHex(21_000n), maxFeePerGas: toHex(2_000_000_000n) }

describe('describeEvmTransaction', () => {
  test('default: a native transfer shows amount, recipient and the most the fee can be', () => {
    expect(
      describeEvmTransaction(tokenNetwork, {
        to: EMBEDDED_EVM,
        value: toHex(parseEther('1.5')),
        ...fees,
      }),
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

  test('behavior: an ERC-20 transfer names the token of the network list, amount and recipient', () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [EMBEDDED_EVM, parseEther('2.25')],
    })
    const described = describeEvmTransaction(tokenNetwork, { to: ADT, data, ...fees })
    expect(described.title).toBe('Send 2.25 ADT')
    expect(described.fields).toEqual([
      { label: 'Token', value: `Airlock Demo Token (ADT) ${ADT}` },
      { label: 'Amount', value: '2.25 ADT' },
      { label: 'Recipient', value: EMBEDDED_EVM },
    ])
  })

  test('behavior: a known contract call shows its function and named arguments', () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [EMBEDDED_EVM, 5n],
    })
    expect(describeEvmTransaction(tokenNetwork, { to: ADT, data, ...fees }).fields).toEqual([
      { label: 'Contract', value: `Airlock Demo Token (ADT) ${ADT}` },
      { label: 'Function', value: 'approve' },
      { label: 'spender', value: EMBEDDED_EVM },
      { label: 'amount', value: '5' },
    ])
  })

  test('behavior: an unknown call shows its selector and data', () => {
    const described = describeEvmTransaction(tokenNetwork, {
      to: EMBEDDED_EVM,
      data: '0xdeadbeef00',
      ...fees,
    })
    expect(described.title).toBe('Call a contract')
    expect(described.fields[1]).toEqual({ label: 'Function', value: 'Unknown (0xdeadbeef)' })
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
})
