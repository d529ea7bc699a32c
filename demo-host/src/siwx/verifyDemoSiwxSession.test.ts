import {
  DEMO_BITCOIN_ACCOUNT,
  DEMO_COSMOS_ACCOUNT,
  DEMO_NETWORKS,
  DEMO_POLKADOT_ACCOUNT,
} from '@airlock/testkit/demo'
import { Secp256k1Wallet } from '@cosmjs/amino'
import { fromHex, toBase64 } from '@cosmjs/encoding'
import { Keyring } from '@polkadot/keyring'
import { stringToU8a, u8aToHex } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { generateKeyPair, getAddressFromPublicKey, getBase58Decoder, signBytes } from '@solana/kit'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { signBip322 } from '../bip322/bip322.ts'
import { type DemoSiwxSession, verifyDemoSiwxSession } from './verifyDemoSiwxSession.ts'

const origin = 'http://127.0.0.1:4300'
const wallet = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const issued = new Set(['Host0Nonce42'])
const issuer = { has: (nonce: string) => issued.has(nonce) }

function messageFor(account: string, kind: string, chain: string, nonce = 'Host0Nonce42') {
  return [
    `127.0.0.1:4300 wants you to sign in with your ${kind} account:`,
    account,
    '',
    'Sign in to the Airlock demo',
    '',
    `URI: ${origin}`,
    'Version: 1',
    `Chain ID: ${chain}`,
    `Nonce: ${nonce}`,
    'Issued At: 2025-01-02T03:04:05.000Z',
  ].join('\n')
}

async function evmSession(message = messageFor(wallet.address, 'Ethereum', '31337')) {
  return {
    caipAddress: `eip155:31337:${wallet.address}`,
    message,
    signature: await wallet.signMessage({ message }),
    issuedAt: '2025-01-02T03:04:05.000Z',
  }
}

describe('verifyDemoSiwxSession', () => {
  test('default: an EVM session signed by its account over a message with our nonce', async () => {
    expect(await verifyDemoSiwxSession(await evmSession(), { issuer, origin })).toEqual({
      ok: true,
      address: wallet.address,
      nonce: 'Host0Nonce42',
    })
  })

  test('behavior: a Solana session: base58 ed25519 over the UTF-8 message', async () => {
    const keys = await generateKeyPair()
    const address = await getAddressFromPublicKey(keys.publicKey)
    const message = messageFor(address, 'Solana', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    const signature = await signBytes(keys.privateKey, new TextEncoder().encode(message))
    const session = {
      caipAddress: `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:${address}`,
      message,
      signature: getBase58Decoder().decode(signature),
      issuedAt: '2025-01-02T03:04:05.000Z',
    }
    expect(await verifyDemoSiwxSession(session, { issuer, origin })).toMatchObject({ ok: true })
    const other = { ...session, message: message.replace('Version: 1', 'Version: 2') }
    expect(await verifyDemoSiwxSession(other, { issuer, origin })).toEqual({
      ok: false,
      reason: 'the signature is not the account’s',
    })
  })

  test('behavior: polkadot (sr25519 over <Bytes>…</Bytes>), bitcoin (BIP-322) and cosmos (ADR-036) sessions', async () => {
    await cryptoWaitReady()
    const [westend, bitcoin, cosmos] = DEMO_NETWORKS.slice(3)
    const alice = new Keyring({ type: 'sr25519' }).addFromUri(DEMO_POLKADOT_ACCOUNT.uri)
    const dotMessage = messageFor(alice.address, 'Polkadot', westend?.caipNetworkId ?? '')
    const btcMessage = messageFor(
      DEMO_BITCOIN_ACCOUNT.address,
      'Bitcoin',
      bitcoin?.caipNetworkId ?? '',
    )
    const cosmosMessage = messageFor(
      DEMO_COSMOS_ACCOUNT.address,
      'Cosmos',
      cosmos?.caipNetworkId ?? '',
    )
    const cosmosWallet = await Secp256k1Wallet.fromKey(fromHex(DEMO_COSMOS_ACCOUNT.privateKey))
    const { signature: cosmosSignature } = await cosmosWallet.signAmino(
      DEMO_COSMOS_ACCOUNT.address,
      {
        chain_id: '',
        account_number: '0',
        sequence: '0',
        fee: { gas: '0', amount: [] },
        msgs: [
          {
            type: 'sign/MsgSignData',
            value: {
              signer: DEMO_COSMOS_ACCOUNT.address,
              data: toBase64(new TextEncoder().encode(cosmosMessage)),
            },
          },
        ],
        memo: '',
      },
    )
    const sessions = [
      {
        caipAddress: `${westend?.caipNetworkId}:${alice.address}`,
        message: dotMessage,
        signature: u8aToHex(alice.sign(stringToU8a(`<Bytes>${dotMessage}</Bytes>`))),
      },
      {
        caipAddress: `${bitcoin?.caipNetworkId}:${DEMO_BITCOIN_ACCOUNT.address}`,
        message: btcMessage,
        signature: signBip322(
          fromHex(DEMO_BITCOIN_ACCOUNT.privateKey),
          DEMO_BITCOIN_ACCOUNT.address,
          btcMessage,
        ),
      },
      {
        caipAddress: `${cosmos?.caipNetworkId}:${DEMO_COSMOS_ACCOUNT.address}`,
        message: cosmosMessage,
        signature: JSON.stringify(cosmosSignature),
      },
    ]
    for (const session of sessions) {
      const signed = { ...session, issuedAt: '2025-01-02T03:04:05.000Z' }
      expect(await verifyDemoSiwxSession(signed, { issuer, origin })).toMatchObject({ ok: true })
      const other = { ...signed, message: signed.message.replace('Version: 1', 'Version: 2') }
      expect(await verifyDemoSiwxSession(other, { issuer, origin })).toEqual({
        ok: false,
        reason: 'the signature is not the account’s',
      })
    }
  })

  test('error: each check refuses with its reason', async () => {
    const good = await evmSession()
    const unknownNonce = await evmSession(
      messageFor(wallet.address, 'Ethereum', '31337', 'NotOurs123'),
    )
    const cases: Array<[DemoSiwxSession, string]> = [
      [unknownNonce, 'the nonce was not issued by this page'],
      [
        { ...good, signature: (await evmSession(`${good.message} `)).signature },
        'the signature is not the account’s',
      ],
      [{ ...good, signature: '0x1234' }, 'the signature is not the account’s'],
      [
        { ...good, caipAddress: 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
        'the message names another account',
      ],
      [
        { ...good, message: good.message.replace('127.0.0.1:4300 wants', 'evil.example wants') },
        'the message does not name 127.0.0.1:4300',
      ],
      [
        { ...good, message: good.message.replace(`URI: ${origin}`, 'URI: https://evil.example') },
        'the message names another URI',
      ],
      [{ ...good, expirationTime: '2000-01-01T00:00:00.000Z' }, 'the session expired'],
      [{ ...good, caipAddress: 'eip155:31337' }, 'the account is not a CAIP-10 address'],
    ]
    for (const [session, reason] of cases) {
      expect(await verifyDemoSiwxSession(session, { issuer, origin })).toEqual({
        ok: false,
        reason,
      })
    }
  })
})
