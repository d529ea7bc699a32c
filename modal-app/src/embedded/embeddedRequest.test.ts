// @vitest-environment happy-dom
import { ErrorCode, serializeError } from '@airlock/shared-protocol'
import { WALLET_FRAME_MAX_BYTES } from '@airlock/shared-protocol/walletFrame'
import { solanaTransferTransaction } from '@airlock/testkit/solanaTransfer'
import {
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SolanaError,
} from '@solana/kit'
import { stringToHex, toHex } from 'viem'
import { describe, expect, test, vi } from 'vitest'
import { testStore } from '../views/renderView.tsx'
import { approvalAtom } from './approvalAtom.ts'
import { type EmbeddedRequest, embeddedRequest } from './embeddedRequest.ts'
import { applyFrameState } from './embeddedSession.ts'
import { EMBEDDED_EVM, EMBEDDED_SOLANA, fakeWalletFrame, frameState } from './testing.ts'

const RECIPIENT = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

const SIGNATURE = `0x${'ab'.repeat(65)}`

function connected(handlers: Parameters<typeof fakeWalletFrame>[1]) {
  const store = testStore()
  const frame = fakeWalletFrame(store, handlers)
  applyFrameState(store, frameState('ready'))
  return { store, ...frame }
}

/** Answers the approval that `request` opens, once it is shown. */
async function answer(store: ReturnType<typeof testStore>, approve: boolean) {
  await vi.waitFor(() => expect(store.get(approvalAtom)).toBeDefined())
  const pending = store.get(approvalAtom)
  if (approve) pending?.approve()
  else pending?.reject()
  return pending
}

/**
 * Runs `request` and returns what it threw, asserting it was refused before any prompt: no
 * approval shown, no frame call, nothing filled or sent (the frame would sign, had it been asked).
 */
async function refusalBeforePrompt(request: EmbeddedRequest): Promise<unknown> {
  const { store, calls } = connected({
    evmSignMessage: () => ({ signature: SIGNATURE }),
    evmSignTransaction: () => ({ signedTransaction: '0x02f8' }),
    solanaSignMessage: () => ({ signature: 'c2ln' }),
    solanaSignTransaction: ({ transaction }: { transaction: string }) => ({
      signedTransaction: transaction,
    }),
  })
  const chain = { fillEvm: vi.fn(), sendEvm: vi.fn(), sendSolana: vi.fn() }
  const error = await embeddedRequest(store, request, chain).then(
    () => undefined,
    (failure: unknown) => failure,
  )
  expect(store.get(approvalAtom)).toBeUndefined()
  expect(calls).toEqual([])
  expect(chain.fillEvm).not.toHaveBeenCalled()
  expect(chain.sendSolana).not.toHaveBeenCalled()
  return error
}

/** Asserts that `request` is INVALID_PARAMS with `shortMessage`, refused before any prompt. */
async function expectRefusedBeforePrompt(request: EmbeddedRequest, shortMessage: string) {
  expect(await refusalBeforePrompt(request)).toMatchObject({
    code: ErrorCode.INVALID_PARAMS,
    shortMessage,
    data: { code: -32602 },
  })
}

describe('embeddedRequest', () => {
  test('default: personal_sign shows the text, then the frame signs', async () => {
    const { store, calls } = connected({ evmSignMessage: () => ({ signature: SIGNATURE }) })
    const message = stringToHex('Sign in to Airlock')
    const signing = embeddedRequest(store, {
      namespace: 'eip155',
      method: 'personal_sign',
      params: [message, EMBEDDED_EVM],
    })
    const shown = await answer(store, true)
    expect(shown?.fields).toEqual([{ label: 'Message', value: 'Sign in to Airlock' }])
    await expect(signing).resolves.toBe(SIGNATURE)
    expect(calls.at(-1)).toEqual({ method: 'evmSignMessage', params: { message } })
  })

  test('regression: personal_sign of plain text signs its UTF-8 bytes, in either parameter order (the account address was signed instead)', async () => {
    for (const params of [
      ['Sign in to Airlock', EMBEDDED_EVM],
      [EMBEDDED_EVM, 'Sign in to Airlock'],
      [EMBEDDED_EVM, stringToHex('Sign in to Airlock')],
    ]) {
      const { store, calls } = connected({ evmSignMessage: () => ({ signature: SIGNATURE }) })
      const signing = embeddedRequest(store, {
        namespace: 'eip155',
        method: 'personal_sign',
        params,
      })
      const shown = await answer(store, true)
      expect(shown?.fields).toEqual([{ label: 'Message', value: 'Sign in to Airlock' }])
      await expect(signing).resolves.toBe(SIGNATURE)
      expect(calls.at(-1)).toEqual({
        method: 'evmSignMessage',
        params: { message: stringToHex('Sign in to Airlock') },
      })
    }
  })

  test('behavior: rejecting answers 4001 and the frame never signs', async () => {
    const { store, calls } = connected({ evmSignMessage: () => ({ signature: SIGNATURE }) })
    const signing = embeddedRequest(store, {
      namespace: 'eip155',
      method: 'personal_sign',
      params: [stringToHex('x'), EMBEDDED_EVM],
    })
    await answer(store, false)
    await expect(signing).rejects.toMatchObject({ code: 'USER_REJECTED', data: { code: 4001 } })
    expect(calls.some((call) => call.method === 'evmSignMessage')).toBe(false)
  })

  test('behavior: eth_sendTransaction is filled and broadcast by the modal, signed by the frame', async () => {
    const { store, calls } = connected({
      evmSignTransaction: () => ({ signedTransaction: '0x02f8' }),
    })
    const filled = {
      chainId: 1,
      nonce: 7,
      to: EMBEDDED_EVM,
      value: toHex(10n ** 18n),
      gas: toHex(21_000n),
      maxFeePerGas: toHex(10n ** 9n),
      maxPriorityFeePerGas: toHex(1n),
    }
    const chain = {
      fillEvm: vi.fn(async () => filled as never),
      sendEvm: vi.fn(async () => `0x${'12'.repeat(32)}` as const),
      sendSolana: vi.fn(),
    }
    const sending = embeddedRequest(
      store,
      {
        namespace: 'eip155',
        method: 'eth_sendTransaction',
        params: [{ from: EMBEDDED_EVM, to: EMBEDDED_EVM, value: '0xde0b6b3a7640000' }],
      },
      chain,
    )
    const shown = await answer(store, true)
    expect(shown?.title).toBe('Send 1 ETH')
    expect(shown?.fee).toBe('0.000021 ETH')
    await expect(sending).resolves.toBe(`0x${'12'.repeat(32)}`)
    expect(calls.at(-1)).toEqual({ method: 'evmSignTransaction', params: { transaction: filled } })
    expect(chain.sendEvm).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), '0x02f8')
  })

  test("behavior: solana:signAndSendTransaction sends with the dapp's send options (they were dropped)", async () => {
    const { store } = connected({
      solanaSignTransaction: ({ transaction }: { transaction: string }) => ({
        signedTransaction: transaction,
      }),
    })
    const transaction = solanaTransferTransaction({
      from: EMBEDDED_SOLANA,
      to: RECIPIENT,
      lamports: 500_000_000n,
    })
    const signature = getBase58Decoder().decode(new Uint8Array(64).fill(7))
    const chain = { fillEvm: vi.fn(), sendEvm: vi.fn(), sendSolana: vi.fn(async () => signature) }
    const sending = embeddedRequest(
      store,
      {
        namespace: 'solana',
        method: 'solana:signAndSendTransaction',
        params: { transaction, options: { skipPreflight: true, maxRetries: 2, unknown: 1 } },
      },
      chain,
    )
    await answer(store, true)
    await expect(sending).resolves.toEqual({
      signature: getBase64Decoder().decode(new Uint8Array(64).fill(7)),
    })
    expect(chain.sendSolana).toHaveBeenCalledWith(expect.anything(), transaction, {
      skipPreflight: true,
      maxRetries: 2,
    })
  })

  test('error: a node answering a Solana send with a huge string gets a clear error, undecoded (base58 decoding would stall the modal)', async () => {
    const sending = approvedSolanaSend(async () => 'z'.repeat(100_000))
    await expect(sending).rejects.toMatchObject({
      code: ErrorCode.HTTP_ERROR,
      shortMessage: expect.stringMatching(
        /answered the send with no transaction signature; the transaction may still have been sent\.$/,
      ),
    })
  })

  test("error: a Solana node's failed simulation is said in words with the failing log (it was kit's bare error number)", async () => {
    const refusal = new SolanaError(
      SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
      {
        accounts: null,
        logs: [
          'Program 11111111111111111111111111111111 invoke [1]',
          'Transfer: insufficient lamports 999, need 1000',
          'Program 11111111111111111111111111111111 failed: custom program error: 0x1',
        ],
        returnData: null,
        unitsConsumed: 150n,
      } as never,
    )
    const sending = approvedSolanaSend(async () => {
      throw refusal
    })
    await expect(sending).rejects.toMatchObject({
      code: ErrorCode.HTTP_ERROR,
      shortMessage: expect.stringMatching(
        /refused the transaction: its simulation failed \(Transfer: insufficient lamports 999, need 1000\)$/,
      ),
    })
  })

  test('behavior: solana:signMessage shows the text, then the frame signs', async () => {
    const { store, calls } = connected({ solanaSignMessage: () => ({ signature: 'c2ln' }) })
    const message = getBase64Decoder().decode(new TextEncoder().encode('Sign in to Airlock'))
    const signing = embeddedRequest(store, {
      namespace: 'solana',
      method: 'solana:signMessage',
      params: { message },
    })
    const shown = await answer(store, true)
    expect(shown?.fields).toEqual([{ label: 'Message', value: 'Sign in to Airlock' }])
    await expect(signing).resolves.toEqual({ signedMessage: message, signature: 'c2ln' })
    expect(calls.at(-1)).toEqual({ method: 'solanaSignMessage', params: { message } })
  })

  test('regression: solana:signMessage of a transaction message the account signs is refused before any prompt (a "message" signed a transfer)', async () => {
    for (const version of [0, 'legacy'] as const) {
      const wire = solanaTransferTransaction({
        from: EMBEDDED_SOLANA,
        to: RECIPIENT,
        lamports: 500_000_000n,
        version,
      })
      const { messageBytes } = getTransactionDecoder().decode(getBase64Encoder().encode(wire))
      await expectRefusedBeforePrompt(
        {
          namespace: 'solana',
          method: 'solana:signMessage',
          params: { message: getBase64Decoder().decode(new Uint8Array(messageBytes)) },
        },
        'solana:signMessage refuses a Solana transaction of this account: signing it would approve the transaction.',
      )
    }
  })

  test('error: solana:signMessage of a message that is not base64 is INVALID_PARAMS before any prompt', async () => {
    await expectRefusedBeforePrompt(
      { namespace: 'solana', method: 'solana:signMessage', params: { message: 'not base64!' } },
      'solana:signMessage expects { message } in base64.',
    )
  })

  test('regression: solana:signMessage of an empty or unpadded message is INVALID_PARAMS before any prompt (the visitor approved an empty message; the frame refused an unpadded one after approval)', async () => {
    const cases = [
      ['', 'solana:signMessage expects { message } of at least one byte.'],
      ['SGk', 'solana:signMessage expects { message } in base64.'],
    ] as const
    for (const [message, shortMessage] of cases) {
      await expectRefusedBeforePrompt(
        { namespace: 'solana', method: 'solana:signMessage', params: { message } },
        shortMessage,
      )
    }
  })

  test("regression: a request past the wallet frame's limits is INVALID_PARAMS naming the limit, with no prompt and no frame call (the frame refused it after the visitor approved)", async () => {
    const overHex = `0x${'ab'.repeat(WALLET_FRAME_MAX_BYTES.hex + 1)}` as const
    const overBase64 = getBase64Decoder().decode(new Uint8Array(WALLET_FRAME_MAX_BYTES.base64 + 1))
    // Sent as JSON text, typed data crosses to the modal as one string; parsed, it has 30k values.
    const typedData = JSON.stringify({
      types: { EIP712Domain: [] },
      primaryType: 'EIP712Domain',
      domain: {},
      message: { values: new Array(30_000).fill(1) },
    })
    const cases = [
      [
        'eip155',
        'personal_sign',
        [overHex, EMBEDDED_EVM],
        'personal_sign expects [message, address] with a message of at most 131072 bytes.',
      ],
      [
        'eip155',
        'eth_signTypedData_v4',
        [EMBEDDED_EVM, typedData],
        'eth_signTypedData_v4 expects [address, typed data] with typed data of at most 1000000 bytes, 32 levels and 20000 values.',
      ],
      [
        'eip155',
        'eth_sendTransaction',
        [{ to: EMBEDDED_EVM, data: overHex }],
        'eth_sendTransaction expects [transaction] with data of at most 131072 bytes.',
      ],
      [
        'eip155',
        'eth_sendTransaction',
        [{ to: EMBEDDED_EVM, input: overHex }],
        'eth_sendTransaction expects [transaction] with input of at most 131072 bytes.',
      ],
      [
        'solana',
        'solana:signMessage',
        { message: overBase64 },
        'solana:signMessage expects { message } of at most 98304 bytes.',
      ],
      [
        'solana',
        'solana:signTransaction',
        { transaction: overBase64 },
        'solana:signTransaction expects { transaction } of at most 98304 bytes.',
      ],
      [
        'solana',
        'solana:signAndSendTransaction',
        { transaction: overBase64 },
        'solana:signAndSendTransaction expects { transaction } of at most 98304 bytes.',
      ],
    ] as const
    for (const [namespace, method, params, shortMessage] of cases) {
      await expectRefusedBeforePrompt({ namespace, method, params }, shortMessage)
    }
  })

  test("behavior: a message of exactly the wallet frame's limit is asked and signed", async () => {
    const { store, calls } = connected({ evmSignMessage: () => ({ signature: SIGNATURE }) })
    const message = `0x${'61'.repeat(WALLET_FRAME_MAX_BYTES.hex)}` as const
    const signing = embeddedRequest(store, {
      namespace: 'eip155',
      method: 'personal_sign',
      params: [message, EMBEDDED_EVM],
    })
    await answer(store, true)
    await expect(signing).resolves.toBe(SIGNATURE)
    expect(calls.at(-1)).toEqual({ method: 'evmSignMessage', params: { message } })
  })

  test('regression: personal_sign of no bytes or of odd hex digits is INVALID_PARAMS before any prompt (the visitor approved a blank message; the frame refused odd hex after approval)', async () => {
    const cases = [
      ['0x', 'personal_sign expects [message, address] with a message of at least one byte.'],
      ['0x123', 'personal_sign expects [message as 0x hex, address].'],
    ] as const
    for (const [message, shortMessage] of cases) {
      await expectRefusedBeforePrompt(
        { namespace: 'eip155', method: 'personal_sign', params: [message, EMBEDDED_EVM] },
        shortMessage,
      )
    }
  })

  test('regression: a Solana transaction in unpadded base64 is INVALID_PARAMS before any prompt (its prompt was shown, then the frame refused it)', async () => {
    const transaction = solanaTransferTransaction({
      from: EMBEDDED_SOLANA,
      to: RECIPIENT,
      lamports: 500_000_000n,
    })
    await expectRefusedBeforePrompt(
      {
        namespace: 'solana',
        method: 'solana:signTransaction',
        params: { transaction: transaction.replace(/=+$/, '') },
      },
      'solana:signTransaction expects { transaction } in base64.',
    )
  })

  test("regression: eth_sendTransaction with a to or an amount the frame's schema refuses is INVALID_PARAMS before the node is asked for gas, with no prompt (the frame refused it after the visitor approved)", async () => {
    const refusals = []
    for (const transaction of [
      { to: '0x1234' },
      { to: `${EMBEDDED_EVM}00` },
      { to: EMBEDDED_EVM, value: `0x1${'0'.repeat(64)}` },
      { to: EMBEDDED_EVM, value: 1000 },
      { to: EMBEDDED_EVM, gas: '21000' },
      { to: EMBEDDED_EVM, maxFeePerGas: '0x' },
    ]) {
      const error = await refusalBeforePrompt({
        namespace: 'eip155',
        method: 'eth_sendTransaction',
        params: [transaction],
      })
      refusals.push(serializeError(error))
    }
    expect(refusals).toMatchInlineSnapshot(`
      [
        {
          "code": "INVALID_PARAMS",
          "data": {
            "code": -32602,
          },
          "message": "eth_sendTransaction expects [transaction] with to as a 0x-prefixed 20-byte address.",
        },
        {
          "code": "INVALID_PARAMS",
          "data": {
            "code": -32602,
          },
          "message": "eth_sendTransaction expects [transaction] with to as a 0x-prefixed 20-byte address.",
        },
        {
          "code": "INVALID_PARAMS",
          "data": {
            "code": -32602,
          },
          "message": "eth_sendTransaction expects [transaction] with value as a 0x-prefixed hex quantity of at most 256 bits, without leading zeros.",
        },
        {
          "code": "INVALID_PARAMS",
          "data": {
            "code": -32602,
          },
          "message": "eth_sendTransaction expects [transaction] with value as a 0x-prefixed hex quantity of at most 256 bits, without leading zeros.",
        },
        {
          "code": "INVALID_PARAMS",
          "data": {
            "code": -32602,
          },
          "message": "eth_sendTransaction expects [transaction] with gas as a 0x-prefixed hex quantity of at most 256 bits, without leading zeros.",
        },
        {
          "code": "INVALID_PARAMS",
          "data": {
            "code": -32602,
          },
          "message": "eth_sendTransaction expects [transaction] with maxFeePerGas as a 0x-prefixed hex quantity of at most 256 bits, without leading zeros.",
        },
      ]
    `)
  })

  test("regression: a filled transaction the frame's schema refuses is INVALID_PARAMS naming the field, with no prompt (the frame refused it after the visitor approved)", async () => {
    const { store, calls } = connected({
      evmSignTransaction: () => ({ signedTransaction: '0x02f8' }),
    })
    // A node that answers a gas estimate of more than 256 bits.
    const filled = {
      chainId: 1,
      nonce: 7,
      to: EMBEDDED_EVM,
      value: '0x0',
      gas: `0x1${'0'.repeat(64)}`,
      maxFeePerGas: '0x1',
      maxPriorityFeePerGas: '0x1',
    }
    const chain = {
      fillEvm: vi.fn(async () => filled as never),
      sendEvm: vi.fn(),
      sendSolana: vi.fn(),
    }
    const error = await embeddedRequest(
      store,
      { namespace: 'eip155', method: 'eth_sendTransaction', params: [{ to: EMBEDDED_EVM }] },
      chain,
    ).catch((failure: unknown) => failure)
    expect(store.get(approvalAtom)).toBeUndefined()
    expect(calls).toEqual([])
    expect(serializeError(error)).toMatchInlineSnapshot(`
      {
        "code": "INVALID_PARAMS",
        "data": {
          "code": -32602,
        },
        "message": "eth_sendTransaction cannot sign the filled transaction: its gas is not a 0x-prefixed hex quantity of at most 256 bits, without leading zeros.",
      }
    `)
  })

  test('behavior: amounts with leading zeros reach the fill as the frame writes them', async () => {
    const { store } = connected({ evmSignTransaction: () => ({ signedTransaction: '0x02f8' }) })
    const chain = {
      fillEvm: vi.fn(async () => ({}) as never),
      sendEvm: vi.fn(),
      sendSolana: vi.fn(),
    }
    await embeddedRequest(
      store,
      {
        namespace: 'eip155',
        method: 'eth_sendTransaction',
        params: [{ to: EMBEDDED_EVM, value: '0x00de0b6b3a7640000', gas: '0x05208' }],
      },
      chain,
    ).catch(() => undefined)
    expect(chain.fillEvm).toHaveBeenCalledWith(expect.anything(), EMBEDDED_EVM, {
      to: EMBEDDED_EVM,
      value: '0xde0b6b3a7640000',
      gas: '0x5208',
    })
  })

  test("regression: a Solana transaction larger than Solana's 1,232 bytes is INVALID_PARAMS naming its size, with no prompt (it was approved and signed, then the node refused it)", async () => {
    const transaction = transferOfSize(1_233)
    const refusals = []
    for (const method of ['solana:signTransaction', 'solana:signAndSendTransaction']) {
      const error = await refusalBeforePrompt({
        namespace: 'solana',
        method,
        params: { transaction },
      })
      refusals.push(serializeError(error))
    }
    expect(refusals).toMatchInlineSnapshot(`
      [
        {
          "code": "INVALID_PARAMS",
          "data": {
            "code": -32602,
          },
          "message": "solana:signTransaction: the transaction is 1,233 bytes, larger than Solana's 1,232-byte transaction limit.",
        },
        {
          "code": "INVALID_PARAMS",
          "data": {
            "code": -32602,
          },
          "message": "solana:signAndSendTransaction: the transaction is 1,233 bytes, larger than Solana's 1,232-byte transaction limit.",
        },
      ]
    `)
  })

  test('regression: a Solana transaction the account is not a signer of is INVALID_PARAMS before any prompt (the visitor approved it, then the frame refused to sign)', async () => {
    for (const version of [0, 'legacy'] as const) {
      // The embedded account is in the transaction, as the recipient; the sender signs it.
      const transaction = solanaTransferTransaction({
        from: RECIPIENT,
        to: EMBEDDED_SOLANA,
        lamports: 500_000_000n,
        version,
      })
      for (const method of ['solana:signTransaction', 'solana:signAndSendTransaction']) {
        await expectRefusedBeforePrompt(
          { namespace: 'solana', method, params: { transaction } },
          `${method}: the connected account ${EMBEDDED_SOLANA} is not a signer of this transaction.`,
        )
      }
    }
  })

  test("behavior: a Solana transaction of exactly Solana's 1,232 bytes is asked and signed", async () => {
    const { store, calls } = connected({
      solanaSignTransaction: ({ transaction: signed }: { transaction: string }) => ({
        signedTransaction: signed,
      }),
    })
    const transaction = transferOfSize(1_232)
    const signing = embeddedRequest(store, {
      namespace: 'solana',
      method: 'solana:signTransaction',
      params: { transaction },
    })
    await answer(store, true)
    await expect(signing).resolves.toEqual({ signedTransaction: transaction })
    expect(calls.at(-1)).toEqual({ method: 'solanaSignTransaction', params: { transaction } })
  })

  test('error: another account as signer is refused before any prompt', async () => {
    const { store } = connected({})
    await expect(
      embeddedRequest(store, {
        namespace: 'eip155',
        method: 'eth_signTypedData_v4',
        params: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '{}'],
      }),
    ).rejects.toMatchObject({ code: ErrorCode.INVALID_PARAMS })
    expect(store.get(approvalAtom)).toBeUndefined()
  })

  test('error: a method the embedded wallet does not know is 4200, after 300 ms', async () => {
    vi.useFakeTimers()
    const { store } = connected({})
    const asking = embeddedRequest(store, {
      namespace: 'eip155',
      method: 'wallet_sendCalls',
      params: [],
    })
    const refused = expect(asking).rejects.toMatchObject({
      code: ErrorCode.WALLET_REQUEST_NOT_ALLOWED,
      shortMessage: 'The embedded wallet does not support wallet_sendCalls.',
      data: { code: 4200 },
    })
    await vi.advanceTimersByTimeAsync(300)
    await refused
    vi.useRealTimers()
  })
})

/**
 * A base64 transaction of the embedded account that decodes and could be shown: a System transfer
 * padded with a memo to `size` bytes.
 */
function transferOfSize(size: number): string {
  return solanaTransferTransaction({ from: EMBEDDED_SOLANA, to: RECIPIENT, lamports: 0n, size })
}

/**
 * A signAndSendTransaction of a transfer by the embedded Solana account, approved by the visitor,
 * whose broadcast is `sendSolana`.
 */
async function approvedSolanaSend(sendSolana: () => Promise<string>): Promise<unknown> {
  const { store } = connected({
    solanaSignTransaction: ({ transaction }: { transaction: string }) => ({
      signedTransaction: transaction,
    }),
  })
  const chain = { fillEvm: vi.fn(), sendEvm: vi.fn(), sendSolana: vi.fn(sendSolana) }
  const sending = embeddedRequest(
    store,
    {
      namespace: 'solana',
      method: 'solana:signAndSendTransaction',
      params: {
        transaction: solanaTransferTransaction({
          from: EMBEDDED_SOLANA,
          to: RECIPIENT,
          lamports: 500_000_000n,
        }),
      },
    },
    chain,
  )
  await answer(store, true)
  return sending
}
