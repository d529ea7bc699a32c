import { parseTransaction, recoverTransactionAddress, verifyMessage, verifyTypedData } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { expect, test } from 'vitest'
import { signEvmMessage, signEvmTransaction, signEvmTypedData } from './signEvm.ts'

const privateKey = '0x1ab42cc412b618bdea3a599e3c9bae199ebf030895b039e9db1e30dafb12b727'
const address = privateKeyToAddress(privateKey)
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('default: personal_sign verifies with viem', async () => {
  const message = '0x68656c6c6f' // "hello"
  const signature = await signEvmMessage(privateKey, message)
  expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true)
})

test('default: eth_signTypedData_v4 verifies with viem', async () => {
  const typedData = {
    domain: { name: 'Airlock', version: '1', chainId: 31337 },
    types: { Mail: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Mail',
    message: { contents: 'Hello, Bob!' },
  } as const
  const signature = await signEvmTypedData(privateKey, typedData)
  expect(await verifyTypedData({ address, signature, ...typedData })).toBe(true)
})

test('error: typed data that is not EIP-712', async () => {
  await expect(signEvmTypedData(privateKey, { hello: 1 })).rejects.toMatchObject({
    code: 'INVALID_PARAMS',
    message: 'Typed data needs domain, types, primaryType and message.',
  })
})

test('default: an EIP-1559 transaction is signed as given and recovers to the wallet', async () => {
  const raw = await signEvmTransaction(privateKey, {
    chainId: 31337,
    nonce: 3,
    to,
    value: '0xde0b6b3a7640000',
    gas: '0x5208',
    maxFeePerGas: '0x77359400',
    maxPriorityFeePerGas: '0x3b9aca00',
  })
  const parsed = parseTransaction(raw)
  expect(parsed).toMatchObject({ type: 'eip1559', chainId: 31337, nonce: 3, gas: 21000n })
  expect(parsed.to?.toLowerCase()).toBe(to.toLowerCase())
  expect(parsed.value).toBe(10n ** 18n)
  expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(address)
})

test('default: a legacy transaction with gasPrice', async () => {
  const raw = await signEvmTransaction(privateKey, {
    chainId: 1,
    nonce: 0,
    to,
    gas: '0x5208',
    gasPrice: '0x3b9aca00',
  })
  expect(parseTransaction(raw)).toMatchObject({ type: 'legacy', chainId: 1 })
  expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(address)
})

test('error: a transaction without fees', async () => {
  await expect(
    signEvmTransaction(privateKey, { chainId: 1, nonce: 0, to, gas: '0x5208' }),
  ).rejects.toMatchObject({
    message: 'The transaction needs gasPrice or maxFeePerGas: the modal fills the fees.',
  })
})
