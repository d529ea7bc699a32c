import { describe, expect, test } from 'vitest'
import { bytesToBase64 } from '../bytes/base64.ts'
import { acceptChannel } from '../channel/acceptChannel.ts'
import { callMethod } from '../channel/callMethod.ts'
import { createMethodTable } from '../channel/createMethodTable.ts'
import { joinChannel } from '../channel/joinChannel.ts'
import { createPortMessenger } from '../channel/messengers.ts'
import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'
import {
  WALLET_FRAME_MAX_BYTES,
  type WalletFrameState,
  walletFrameMethodSchemas,
} from './walletFrameMethodSchemas.ts'

const ready: WalletFrameState = {
  phase: 'ready',
  user: { id: 'u1', provider: 'email', email: 'ada@example.com' },
  addresses: {
    eip155: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    solana: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
  },
  storage: 'persistent',
}

const transaction = { chainId: 31337, nonce: 0, gas: '0x5208', maxFeePerGas: '0x3b9aca00' }

const accepts = (method: keyof typeof walletFrameMethodSchemas, params: unknown) =>
  walletFrameMethodSchemas[method].params.safeParse(params).success

describe('params', () => {
  test('default: well-formed calls pass', () => {
    expect(accepts('emailStart', { email: 'ada@example.com' })).toBe(true)
    expect(accepts('socialStart', { provider: 'github' })).toBe(true)
    expect(accepts('evmSignMessage', { message: '0x68656c6c6f' })).toBe(true)
    expect(accepts('evmSignTransaction', { transaction })).toBe(true)
    expect(accepts('solanaSignMessage', { message: 'aGVsbG8=' })).toBe(true)
    expect(accepts('exportKey', { kind: 'solana' })).toBe(true)
  })

  test('error: malformed calls are refused', () => {
    expect(accepts('socialStart', { provider: 'telegram' })).toBe(false)
    expect(accepts('evmSignMessage', { message: 'hello' })).toBe(false)
    expect(accepts('evmSignMessage', { message: '0x123' })).toBe(false)
    expect(accepts('evmSignTransaction', { transaction: { ...transaction, gas: 21000 } })).toBe(
      false,
    )
    expect(accepts('evmSignTransaction', { transaction: { ...transaction, value: '0x01' } })).toBe(
      false,
    )
    expect(accepts('solanaSignMessage', { message: 'not base64!' })).toBe(false)
    expect(accepts('createWallet', { passphrase: 'short' })).toBe(false)
    expect(accepts('exportKey', { kind: 'seed' })).toBe(false)
  })

  test('behavior: bytes up to WALLET_FRAME_MAX_BYTES pass and one more is refused (the modal checks the same number before the visitor approves)', () => {
    const hex = (length: number) => `0x${'ab'.repeat(length)}`
    const base64 = (length: number) => bytesToBase64(new Uint8Array(length))
    expect(accepts('evmSignMessage', { message: hex(WALLET_FRAME_MAX_BYTES.hex) })).toBe(true)
    expect(accepts('evmSignMessage', { message: hex(WALLET_FRAME_MAX_BYTES.hex + 1) })).toBe(false)
    for (const method of ['solanaSignMessage', 'solanaSignTransaction'] as const) {
      const key = method === 'solanaSignMessage' ? 'message' : 'transaction'
      expect(accepts(method, { [key]: base64(WALLET_FRAME_MAX_BYTES.base64) })).toBe(true)
      expect(accepts(method, { [key]: base64(WALLET_FRAME_MAX_BYTES.base64 + 1) })).toBe(false)
    }
  })
})

test('behavior: the modal calls the frame over the channel helpers and gets typed errors', async () => {
  const { port1, port2 } = new MessageChannel()
  const frame = joinChannel({
    messenger: createPortMessenger(port1),
    channel: 'c1',
    timeoutMs: 1000,
    methods: createMethodTable(walletFrameMethodSchemas, {
      status: () => ready,
      emailStart: () => ({ expiresInSeconds: 600 }),
      emailVerify: () => ready,
      socialStart: () => ({
        url: 'http://127.0.0.1:4360/v1/oauth/authorize?attempt=a',
        attemptId: 'a',
      }),
      socialWait: () => ({ pending: true, state: ready }),
      createWallet: () => ({ kit: 'kit', state: ready }),
      recover: () => ready,
      evmSignMessage: () => {
        throw new AirlockError(ErrorCode.NOT_LOGGED_IN, 'Log in first.')
      },
      evmSignTypedData: () => ({ signature: '0x00' as const }),
      evmSignTransaction: () => ({ signedTransaction: '0x00' as const }),
      solanaSignMessage: () => ({ signature: 'AA==' }),
      solanaSignTransaction: () => ({ signedTransaction: 'AA==' }),
      exportKey: () => ({ secret: 'x' }),
      logout: () => null,
    }),
  })
  const modal = acceptChannel({
    messenger: createPortMessenger(port2),
    channel: 'c1',
    methods: Object.create(null),
  })
  const remote = await modal.remote
  await expect(
    callMethod(remote, walletFrameMethodSchemas, 'status', {}, { timeoutMs: 1000 }),
  ).resolves.toEqual(ready)
  await expect(
    callMethod(
      remote,
      walletFrameMethodSchemas,
      'evmSignMessage',
      { message: '0x00' },
      { timeoutMs: 1000 },
    ),
  ).rejects.toMatchObject({ code: ErrorCode.NOT_LOGGED_IN, message: 'Log in first.' })
  modal.destroy()
  frame.destroy()
})
