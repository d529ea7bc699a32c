import { type StartSolanaRpcReturnType, startSolanaRpc } from '@airlock/local-stack/chains'
import { DEMO_SOLANA_ACCOUNTS } from '@airlock/testkit/demo'
import { solanaTransferTransaction } from '@airlock/testkit/solanaTransfer'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { answerSolanaRequest } from './answerSolanaRequest.ts'
import { MOBILE_WALLET_KEYS } from './constants.ts'
import { decodeSessionRequest } from './decodeSessionRequest.ts'

// solana_signAndSendTransaction against the local Solana RPC (litesvm, demo accounts funded).

const SOLANA = 'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ'
let rpc: StartSolanaRpcReturnType
beforeAll(async () => {
  rpc = await startSolanaRpc({ port: 0, fundDemo: true })
})
afterAll(async () => {
  await rpc?.stop()
})

async function call<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpc.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result: T }
  return body.result
}

test('solana_signAndSendTransaction: accepted by the local RPC, lamports moved', async () => {
  const to = DEMO_SOLANA_ACCOUNTS[0].address
  const before = await call<{ value: number }>('getBalance', [to])
  const { value: latest } = await call<{ value: { blockhash: string } }>('getLatestBlockhash', [])
  const transaction = solanaTransferTransaction({
    from: MOBILE_WALLET_KEYS.solana.address,
    to,
    lamports: 12_345n,
    recentBlockhash: latest.blockhash,
  })
  const request = decodeSessionRequest({
    chainId: SOLANA,
    request: { method: 'solana_signAndSendTransaction', params: { transaction } },
  })
  if (request.method !== 'solana_signAndSendTransaction') throw new Error('unexpected decode')
  const { signature } = await answerSolanaRequest({
    request,
    secretKey: MOBILE_WALLET_KEYS.solana.secretKey,
    rpcUrls: { [SOLANA]: rpc.url },
  })
  expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  const after = await call<{ value: number }>('getBalance', [to])
  expect(after.value - before.value).toBe(12_345)
})

test('behavior: skipPreflight sends an overdraft to the chain, where it fails; without it the preflight refuses it', async () => {
  const { value: latest } = await call<{ value: { blockhash: string } }>('getLatestBlockhash', [])
  const overdraft = (lamports: bigint, sendOptions?: { skipPreflight: boolean }) => {
    const transaction = solanaTransferTransaction({
      from: MOBILE_WALLET_KEYS.solana.address,
      to: DEMO_SOLANA_ACCOUNTS[0].address,
      lamports,
      recentBlockhash: latest.blockhash,
    })
    const request = decodeSessionRequest({
      chainId: SOLANA,
      request: { method: 'solana_signAndSendTransaction', params: { transaction, sendOptions } },
    })
    if (request.method !== 'solana_signAndSendTransaction') throw new Error('unexpected decode')
    return answerSolanaRequest({
      request,
      secretKey: MOBILE_WALLET_KEYS.solana.secretKey,
      rpcUrls: { [SOLANA]: rpc.url },
    })
  }
  await expect(overdraft(10n ** 15n + 1n)).rejects.toThrow(
    /^The Solana RPC refused the transaction: Transaction simulation failed/,
  )
  const { signature } = await overdraft(10n ** 15n + 2n, { skipPreflight: true })
  const { value } = await call<{ value: Array<{ err: unknown } | null> }>('getSignatureStatuses', [
    [signature],
  ])
  expect(value[0]?.err).toBeTruthy()
})
