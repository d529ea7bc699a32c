import {
  DEMO_SOLANA_ACCOUNTS,
  DEMO_SPL_MINT,
  SOLANA_LOCAL_GENESIS_HASH,
} from '@airlock/testkit/demo'
import {
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  isSolanaError,
  type KeyPairSigner,
  lamports,
  pipe,
  type Rpc,
  type Signature,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
  SOLANA_ERROR__TRANSACTION_ERROR__ALREADY_PROCESSED,
  SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND,
  type SolanaRpcApi,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type StartSolanaRpcReturnType, startSolanaRpc } from './startSolanaRpc.ts'

const MODAL = 'http://localhost:4310'
const HOST = 'http://127.0.0.1:4300'

const signerOf = (secretKey: string) => createKeyPairSignerFromBytes(Buffer.from(secretKey, 'hex'))

describe('startSolanaRpc', () => {
  let solana: StartSolanaRpcReturnType
  let rpc: Rpc<SolanaRpcApi>
  let alice: KeyPairSigner
  let bob: KeyPairSigner

  beforeAll(async () => {
    solana = await startSolanaRpc({ port: 0, allowedOrigins: [MODAL, HOST] })
    rpc = createSolanaRpc(solana.url)
    alice = await signerOf(DEMO_SOLANA_ACCOUNTS[0].secretKey)
    bob = await signerOf(DEMO_SOLANA_ACCOUNTS[1].secretKey)
  })
  afterAll(() => solana?.stop())

  async function signed(payer: KeyPairSigner, instruction: Instruction) {
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(payer, draft),
      (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
      (draft) => appendTransactionMessageInstruction(instruction, draft),
    )
    return signTransactionMessageWithSigners(message)
  }

  async function waitForStatus(signature: Signature) {
    for (;;) {
      const { value } = await rpc.getSignatureStatuses([signature]).send()
      if (value[0]) return value[0]
    }
  }

  test('default: demo accounts hold SOL and ADUSD; identity methods', async () => {
    const { value: balance } = await rpc.getBalance(alice.address).send()
    expect(balance).toBe(100_000_000_000n)
    expect(await rpc.getGenesisHash().send()).toBe(SOLANA_LOCAL_GENESIS_HASH)
    expect(await rpc.getHealth().send()).toBe('ok')
    const { value: accounts } = await rpc
      .getTokenAccountsByOwner(
        alice.address,
        { mint: DEMO_SPL_MINT.address },
        { encoding: 'jsonParsed' },
      )
      .send()
    expect(accounts).toHaveLength(1)
    expect(accounts[0]?.account.data.parsed.info).toMatchObject({
      mint: DEMO_SPL_MINT.address,
      owner: alice.address,
      state: 'initialized',
      tokenAmount: { amount: '1000000000', decimals: 6, uiAmount: 1000, uiAmountString: '1000' },
    })
    const byProgram = await rpc
      .getTokenAccountsByOwner(
        bob.address,
        { programId: TOKEN_PROGRAM_ADDRESS },
        { encoding: 'base64' },
      )
      .send()
    expect(byProgram.value).toHaveLength(1)
    expect(byProgram.value[0]?.account.data[1]).toBe('base64')
    const { value: mint } = await rpc
      .getAccountInfo(DEMO_SPL_MINT.address, { encoding: 'jsonParsed' })
      .send()
    expect(mint?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 6, supply: '2000000000' } },
    })
  })

  test('behavior: SOL transfer lands, shows in statuses, history and getTransaction', async () => {
    const recipient = await generateKeyPairSigner()
    const transaction = await signed(
      alice,
      getTransferSolInstruction({
        source: alice,
        destination: recipient.address,
        amount: lamports(1_000_000_000n),
      }),
    )
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    expect(signature).toBe(getSignatureFromTransaction(transaction))
    const status = await waitForStatus(signature)
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(1_000_000_000n)

    const history = await rpc.getSignaturesForAddress(recipient.address).send()
    expect(history.map((entry) => entry.signature)).toEqual([signature])
    const landed = await rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    expect(landed?.meta?.fee).toBe(5000n)
    expect(landed?.meta?.postBalances[1]).toBe(1_000_000_000n)
    expect(landed?.transaction.message.accountKeys).toContain(recipient.address)

    // duplicate: same bytes again
    const again = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
      .catch((error: unknown) => error)
    expect(
      isSolanaError(again, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true)
    expect(
      isSolanaError((again as Error).cause, SOLANA_ERROR__TRANSACTION_ERROR__ALREADY_PROCESSED),
    ).toBe(true)
  })

  test('behavior: SPL transferChecked confirmed through signatureSubscribe', async () => {
    const [from] = await findAssociatedTokenPda({
      mint: DEMO_SPL_MINT.address,
      owner: alice.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const [to] = await findAssociatedTokenPda({
      mint: DEMO_SPL_MINT.address,
      owner: bob.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const transaction = await signed(
      alice,
      getTransferCheckedInstruction({
        source: from,
        mint: DEMO_SPL_MINT.address,
        destination: to,
        authority: alice,
        amount: 2_500_000n,
        decimals: 6,
      }),
    )
    const rpcSubscriptions = createSolanaRpcSubscriptions(solana.wsUrl)
    const sendAndConfirm = sendAndConfirmTransactionFactory({
      rpc: rpc as Rpc<SolanaRpcApi> & { '~cluster'?: 'devnet' },
      rpcSubscriptions: rpcSubscriptions as typeof rpcSubscriptions & { '~cluster'?: 'devnet' },
    })
    await sendAndConfirm(transaction as Parameters<typeof sendAndConfirm>[0], {
      commitment: 'confirmed',
    })
    const { value } = await rpc.getTokenAccountBalance(to).send()
    expect(value).toEqual({
      amount: '1002500000',
      decimals: 6,
      uiAmount: 1002.5,
      uiAmountString: '1002.5',
    })
    const landed = await rpc
      .getTransaction(getSignatureFromTransaction(transaction), {
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(
      landed?.meta?.postTokenBalances?.map((entry) => entry.uiTokenAmount.uiAmountString),
    ).toEqual(expect.arrayContaining(['997.5', '1002.5']))
  })

  test('error: tampered, stale blockhash', async () => {
    const recipient = address('11111111111111111111111111111112')
    const transaction = await signed(
      alice,
      getTransferSolInstruction({ source: alice, destination: recipient, amount: 1n }),
    )
    const tamperedBytes = new Uint8Array(transaction.messageBytes)
    // the highest byte of the lamport amount (the last byte is the lookup-table count)
    tamperedBytes[tamperedBytes.length - 2] = (tamperedBytes.at(-2) ?? 0) ^ 1
    const tampered = {
      ...transaction,
      messageBytes: tamperedBytes as unknown as typeof transaction.messageBytes,
    }
    const tamperedError = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(tampered), { encoding: 'base64' })
      .send()
      .catch((error: unknown) => error)
    expect(
      isSolanaError(
        tamperedError,
        SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
      ),
    ).toBe(true)

    solana.ledger.advanceSlots(151)
    const stale = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
      .catch((error: unknown) => error)
    expect(
      isSolanaError(stale, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true)
    expect(
      isSolanaError((stale as Error).cause, SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND),
    ).toBe(true)
  })

  test('behavior: raw HTTP: CORS preflight, batch, base58 send, real error shape', async () => {
    const preflight = await fetch(solana.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4310',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,solana-client',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(MODAL)
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,solana-client')

    const transaction = await signed(
      bob,
      getTransferSolInstruction({ source: bob, destination: alice.address, amount: 1_000n }),
    )
    const wire = Buffer.from(getBase64EncodedWireTransaction(transaction), 'base64')
    const { getBase58Decoder } = await import('@solana/kit')
    const base58 = getBase58Decoder().decode(wire)
    const post = (body: unknown) =>
      fetch(solana.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:4310' },
        body: JSON.stringify(body),
      })
    const response = await post([
      { jsonrpc: '2.0', id: 1, method: 'getSlot' },
      { jsonrpc: '2.0', id: 2, method: 'sendTransaction', params: [base58] },
      { jsonrpc: '2.0', id: 3, method: 'sendTransaction', params: [base58] },
      { jsonrpc: '2.0', id: 4, method: 'noSuchMethod' },
    ])
    expect(response.headers.get('access-control-allow-origin')).toBe(MODAL)
    const [slot, sent, duplicate, unknown] = (await response.json()) as Record<string, unknown>[]
    expect(typeof slot?.result).toBe('number')
    expect(sent).toEqual({
      jsonrpc: '2.0',
      id: 2,
      result: getSignatureFromTransaction(transaction),
    })
    expect(duplicate).toMatchObject({
      id: 3,
      error: {
        code: -32002,
        message: 'Transaction simulation failed: This transaction has already been processed',
        data: { err: 'AlreadyProcessed', logs: [], accounts: null },
      },
    })
    expect(unknown).toMatchObject({ id: 4, error: { code: -32601, message: 'Method not found' } })
  })

  const post = (body: unknown, origin?: string) =>
    fetch(solana.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      body: JSON.stringify(body),
    })

  test('behavior: CORS is answered for the modal and the demo host; another origin is refused', async () => {
    for (const origin of [MODAL, HOST]) {
      const answer = await post({ jsonrpc: '2.0', id: 1, method: 'getSlot' }, origin)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin)
    }
    const preflight = await fetch(solana.url, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.test', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const foreign = await post({ jsonrpc: '2.0', id: 1, method: 'getSlot' }, 'https://evil.test')
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    expect(await foreign.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32600,
        message:
          'This RPC answers the modal and the demo host only, not pages of https://evil.test.',
      },
    })
    // Node and tools send no Origin: served, without CORS headers.
    const node = await post({ jsonrpc: '2.0', id: 1, method: 'getSlot' })
    expect(node.status).toBe(200)
    expect(node.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('error: requestAirdrop from another origin, or without one, gives nothing; from the demo host it lands', async () => {
    const receiver = (await generateKeyPairSigner()).address
    const airdrop = {
      jsonrpc: '2.0',
      id: 7,
      method: 'requestAirdrop',
      params: [receiver, 1_000_000_000],
    }
    const balance = async () =>
      (
        (await (
          await post({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [receiver] })
        ).json()) as {
          result: { value: number }
        }
      ).result.value
    expect((await post(airdrop, 'https://evil.test')).status).toBe(403)
    expect(await (await post(airdrop)).json()).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: {
        code: -32600,
        message:
          'requestAirdrop is only answered for the modal and the demo host (by their Origin header), not without an Origin header.',
      },
    })
    expect(await balance()).toBe(0)
    const granted = (await (await post(airdrop, HOST)).json()) as { result?: unknown }
    expect(typeof granted.result).toBe('string')
    expect(await balance()).toBe(1_000_000_000)
  })

  test('error: a WebSocket from another origin is refused; the modal’s opens', async () => {
    const { WebSocket } = await import('ws')
    const opened = (origin: string) =>
      new Promise<boolean>((resolve) => {
        const socket = new WebSocket(solana.wsUrl, { origin })
        socket.once('open', () => {
          socket.close()
          resolve(true)
        })
        socket.once('error', () => resolve(false))
      })
    expect(await opened('https://evil.test')).toBe(false)
    expect(await opened(MODAL)).toBe(true)
  })
})
