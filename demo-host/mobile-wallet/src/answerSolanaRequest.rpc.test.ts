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
