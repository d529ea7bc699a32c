import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { type Hex, toHex, verifyMessage } from 'viem'
import { expect, test } from 'vitest'
import { MOBILE_WALLET_KEYS } from './constants.ts'
import { decodeSessionRequest } from './decodeSessionRequest.ts'
import { handleSessionRequest } from './handleSessionRequest.ts'

const { evm, solana } = MOBILE_WALLET_KEYS

test('behavior: EVM requests are signed with EVM key 1', async () => {
  const message = toHex('hello')
  const request = decodeSessionRequest({
    chainId: 'eip155:31338',
    request: { method: 'personal_sign', params: [message, evm.address] },
  })
  const signature = (await handleSessionRequest({ request, rpcUrls: {} })) as Hex
  expect(await verifyMessage({ address: evm.address, message: { raw: message }, signature })).toBe(
    true,
  )
})

test('behavior: Solana requests are signed with Solana key 1', async () => {
  const message = new TextEncoder().encode('hello')
  const request = decodeSessionRequest({
    chainId: 'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ',
    request: {
      method: 'solana_signMessage',
      params: { message: getBase58Decoder().decode(message), pubkey: solana.address },
    },
  })
  const { signature } = (await handleSessionRequest({ request, rpcUrls: {} })) as {
    signature: string
  }
  const bytes = (text: string) => new Uint8Array(getBase58Encoder().encode(text))
  expect(ed25519.verify(bytes(signature), message, bytes(solana.address))).toBe(true)
})
