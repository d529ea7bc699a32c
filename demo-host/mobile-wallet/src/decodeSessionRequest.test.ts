import { DEMO_SOLANA_ACCOUNTS } from '@airlock/testkit/demo'
import { solanaTransferTransaction } from '@airlock/testkit/solanaTransfer'
import { getBase58Decoder } from '@solana/kit'
import { toHex } from 'viem'
import { expect, test } from 'vitest'
import { MOBILE_WALLET_KEYS } from './constants.ts'
import { decodeSessionRequest } from './decodeSessionRequest.ts'

const EVM = 'eip155:31337'
const SOLANA = 'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ'
const evm = MOBILE_WALLET_KEYS.evm.address
const sol = MOBILE_WALLET_KEYS.solana.address
const decode = (chainId: string, method: string, params: unknown) =>
  decodeSessionRequest({ chainId, request: { method, params } })

test('personal_sign: hex message shown as text, address checksummed', () => {
  expect(decode(EVM, 'personal_sign', [toHex('Hello\nAirlock'), evm.toLowerCase()])).toEqual({
    method: 'personal_sign',
    chainId: EVM,
    address: evm,
    message: toHex('Hello\nAirlock'),
    text: 'Hello\nAirlock',
  })
})

test('personal_sign: binary message has no text; plain-text message is hex-encoded', () => {
  expect(decode(EVM, 'personal_sign', ['0x00ff10', evm])).toMatchObject({ text: undefined })
  expect(decode(EVM, 'personal_sign', ['plain words', evm])).toMatchObject({
    message: toHex('plain words'),
    text: 'plain words',
  })
})

test('eth_sendTransaction: value in ETH, data size', () => {
  const decoded = decode(EVM, 'eth_sendTransaction', [
    {
      from: evm,
      to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      value: '0x14d1120d7b160000',
      data: '0xa9059cbb00',
      gas: '0x5208',
    },
  ])
  expect(decoded).toMatchObject({
    method: 'eth_sendTransaction',
    transaction: {
      from: evm,
      value: 1_500_000_000_000_000_000n,
      data: '0xa9059cbb00',
      gas: 21_000n,
    },
    text: '1.5 ETH to 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266, 5 bytes of data',
  })
  expect(decode(EVM, 'eth_sendTransaction', [{ from: evm, data: '0x6080' }])).toMatchObject({
    text: '0 ETH creating a contract, 2 bytes of data',
  })
})

test('eth_signTypedData_v4: JSON string parsed', () => {
  const typedData = {
    domain: { name: 'Airlock', chainId: 31337 },
    types: { Mail: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Mail',
    message: { contents: 'hi' },
  }
  expect(decode(EVM, 'eth_signTypedData_v4', [evm, JSON.stringify(typedData)])).toMatchObject({
    address: evm,
    typedData,
  })
})

test('wallet_switchEthereumChain: hex chain id to CAIP-2', () => {
  expect(decode(EVM, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
    method: 'wallet_switchEthereumChain',
    chainId: EVM,
    targetChainId: 'eip155:31338',
  })
})

test('solana_signMessage: base58 message decoded', () => {
  const message = getBase58Decoder().decode(new TextEncoder().encode('Sign in to Airlock'))
  expect(decode(SOLANA, 'solana_signMessage', { message, pubkey: sol })).toMatchObject({
    pubkey: sol,
    text: 'Sign in to Airlock',
    message: new TextEncoder().encode('Sign in to Airlock'),
  })
})

test('solana_signTransaction: fee payer, signers and the System transfer spelled out', () => {
  const to = DEMO_SOLANA_ACCOUNTS[0].address
  const transaction = solanaTransferTransaction({ from: sol, to, lamports: 1_250_000_000n })
  expect(decode(SOLANA, 'solana_signTransaction', { transaction })).toEqual({
    method: 'solana_signTransaction',
    chainId: SOLANA,
    transaction,
    feePayer: sol,
    signers: [sol],
    instructions: [
      {
        program: '11111111111111111111111111111111',
        text: `Transfer 1.25 SOL from ${sol} to ${to}`,
      },
    ],
  })
})

test('solana_signAndSendTransaction: the send options kept for the RPC; unknown names ignored', () => {
  const transaction = solanaTransferTransaction({
    from: sol,
    to: DEMO_SOLANA_ACCOUNTS[0].address,
    lamports: 1n,
  })
  const sendOptions = { skipPreflight: true, minContextSlot: 7, encoding: 'base58' }
  expect(
    decode(SOLANA, 'solana_signAndSendTransaction', { transaction, sendOptions }),
  ).toMatchObject({ sendOptions: { skipPreflight: true, minContextSlot: 7 } })
  expect(decode(SOLANA, 'solana_signAndSendTransaction', { transaction })).not.toHaveProperty(
    'sendOptions',
  )
})

test('error: a send option of the wrong type is refused, not dropped', () => {
  const transaction = solanaTransferTransaction({
    from: sol,
    to: DEMO_SOLANA_ACCOUNTS[0].address,
    lamports: 1n,
  })
  expect(() =>
    decode(SOLANA, 'solana_signAndSendTransaction', {
      transaction,
      sendOptions: { skipPreflight: 'yes' },
    }),
  ).toThrowErrorMatchingInlineSnapshot(`
    [AirlockError: Invalid params for solana_signAndSendTransaction

    Details: sendOptions.skipPreflight is not valid ("yes")]
  `)
  expect(() =>
    decode(SOLANA, 'solana_signAndSendTransaction', { transaction, sendOptions: 'fast' }),
  ).toThrow('sendOptions is not an object')
})

test('error: params of the wrong shape', () => {
  expect(() => decode(EVM, 'personal_sign', ['0x00'])).toThrowErrorMatchingInlineSnapshot(`
    [AirlockError: Invalid params for personal_sign

    Details: expected an array of 2 params]
  `)
  expect(() => decode(EVM, 'personal_sign', ['0x00', 'not-an-address'])).toThrow(
    expect.objectContaining({ code: 'INVALID_PARAMS' }),
  )
  expect(() => decode(EVM, 'eth_sendTransaction', [{ from: evm, value: '-1' }])).toThrow(
    'value is not a quantity',
  )
  expect(() => decode(SOLANA, 'solana_signMessage', { message: '0OIl', pubkey: sol })).toThrow(
    'message is not base58',
  )
  expect(() => decode(SOLANA, 'solana_signTransaction', { transaction: 'AAAA' })).toThrow(
    expect.objectContaining({ code: 'INVALID_PARAMS' }),
  )
})

test('error: a method the wallet does not answer', () => {
  expect(() => decode(EVM, 'eth_sign', [evm, '0x00'])).toThrow(
    expect.objectContaining({
      code: 'WALLET_REQUEST_NOT_ALLOWED',
      message: 'This wallet does not answer eth_sign',
    }),
  )
})
