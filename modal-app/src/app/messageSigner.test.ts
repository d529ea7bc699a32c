import { AirlockError, ErrorCode, type Namespace, type Network } from '@airlock/shared-protocol'
import {
  DEMO_BITCOIN_ACCOUNT,
  DEMO_COSMOS_ACCOUNT,
  DEMO_NETWORKS,
  DEMO_POLKADOT_ACCOUNT,
} from '@airlock/testkit/demo'
import {
  generateKeyPair,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  type SignatureBytes,
  signBytes,
  verifySignature,
} from '@solana/kit'
import { createStore } from 'jotai/vanilla'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { setCaipAddress } from '../state/account.ts'
import { initializeChains, setActiveNetwork } from '../state/chain.ts'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import { setOptions } from '../state/options.ts'
import { testNetwork } from '../state/testing.ts'
import { hostLinkAtom } from './hostLinkAtom.ts'
import { messageSigner } from './messageSigner.ts'
import { walletConnectWiringAtom } from './walletConnectWiringAtom.ts'
import type { WalletConnectWiring } from './wireWalletConnect.ts'

const evm = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const mainnet = testNetwork('eip155:1')
const solanaNetwork = testNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
const TEXT = 'shop.example wants you to sign in with your Solana account:\nSign in ✓'

let solanaKeys: CryptoKeyPair
let solanaAddress: string

beforeAll(async () => {
  solanaKeys = await generateKeyPair()
  solanaAddress = await getAddressFromPublicKey(solanaKeys.publicKey)
})

type Answer = (method: string, params: unknown) => unknown

const [westend, bitcoinTestnet, cosmosTestnet] = DEMO_NETWORKS.slice(3) as Network[] as [
  Network,
  Network,
  Network,
]
const OTHERS = {
  polkadot: { network: westend, address: DEMO_POLKADOT_ACCOUNT.address },
  bip122: { network: bitcoinTestnet, address: DEMO_BITCOIN_ACCOUNT.address },
  cosmos: { network: cosmosTestnet, address: DEMO_COSMOS_ACCOUNT.address },
}

/** A store connected on one namespace, through the host window or WalletConnect. */
function connected(namespace: Namespace, via: 'host' | 'walletConnect', answer: Answer) {
  const store = createStore()
  setOptions(store, {}, { projectId: 'demo' })
  initializeChains(store, [mainnet, solanaNetwork, westend, bitcoinTestnet, cosmosTestnet])
  const { network, address } =
    namespace === 'eip155'
      ? { network: mainnet, address: evm.address }
      : namespace === 'solana'
        ? { network: solanaNetwork, address: solanaAddress }
        : OTHERS[namespace]
  setActiveNetwork(store, network)
  setCaipAddress(store, `${network.caipNetworkId}:${address}`)
  const connectorId = via === 'host' ? 'wallet-1' : 'walletConnect'
  store.set(activeConnectorIdsAtom, { [namespace]: connectorId })
  const walletRequest = vi.fn(async (_id: string, method: string, params?: unknown) =>
    answer(method, params),
  )
  store.set(hostLinkAtom, { bridge: { walletRequest }, openUrl: async () => true })
  const wcRequest = vi.fn(async ({ method, params }: { method: string; params?: unknown }) =>
    answer(method, params),
  )
  const wiring: WalletConnectWiring = {
    client: async () => {
      throw new Error('not used')
    },
    handles: (ns) => store.get(activeConnectorIdsAtom)[ns] === 'walletConnect',
    request: wcRequest,
    disconnect: async () => {},
  }
  store.set(walletConnectWiringAtom, wiring)
  return { store, walletRequest, wcRequest }
}

async function solanaSign(bytes: Uint8Array): Promise<SignatureBytes> {
  return signBytes(solanaKeys.privateKey, bytes)
}

async function verifiesOnSolana(text: string, base58Signature: string): Promise<boolean> {
  const signature = getBase58Encoder().encode(base58Signature) as SignatureBytes
  return verifySignature(solanaKeys.publicKey, signature, new TextEncoder().encode(text))
}

describe('messageSigner', () => {
  test('default: host-window eip155 wallet: personal_sign of the text as hex, with the address', async () => {
    const { store, walletRequest, wcRequest } = connected('eip155', 'host', (_method, params) => {
      const [hex] = params as [Hex]
      return evm.signMessage({ message: { raw: hex } })
    })
    const signature = await messageSigner(store)('Sign in\nplease')
    expect(walletRequest).toHaveBeenCalledWith('wallet-1', 'personal_sign', [
      stringToHex('Sign in\nplease'),
      evm.address,
    ])
    expect(wcRequest).not.toHaveBeenCalled()
    expect(
      await verifyMessage({
        address: evm.address,
        message: 'Sign in\nplease',
        signature: signature as Hex,
      }),
    ).toBe(true)
  })

  test('route: host-window solana wallet: solana:signMessage with base64 bytes; the base64 signature becomes base58', async () => {
    const { store, walletRequest } = connected('solana', 'host', async (method, params) => {
      expect(method).toBe('solana:signMessage')
      const { message } = params as { message: string }
      const bytes = getBase64Encoder().encode(message)
      return {
        signedMessage: message,
        signature: getBase64Decoder().decode(await solanaSign(new Uint8Array(bytes))),
      }
    })
    const signature = await messageSigner(store)(TEXT)
    expect(walletRequest).toHaveBeenCalledWith('wallet-1', 'solana:signMessage', {
      address: solanaAddress,
      message: getBase64Decoder().decode(new TextEncoder().encode(TEXT)),
    })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await verifiesOnSolana(TEXT, signature)).toBe(true)
  })

  test('route: WalletConnect eip155: personal_sign through the session', async () => {
    const { store, walletRequest, wcRequest } = connected('eip155', 'walletConnect', (_m, params) =>
      evm.signMessage({ message: { raw: (params as [Hex])[0] } }),
    )
    const signature = await messageSigner(store)('hello')
    expect(wcRequest).toHaveBeenCalledWith({
      namespace: 'eip155',
      method: 'personal_sign',
      params: [stringToHex('hello'), evm.address],
    })
    expect(walletRequest).not.toHaveBeenCalled()
    expect(
      await verifyMessage({ address: evm.address, message: 'hello', signature: signature as Hex }),
    ).toBe(true)
  })

  test('route: WalletConnect solana: solana_signMessage with base58 bytes and pubkey; the base58 signature as is', async () => {
    const { store, wcRequest } = connected('solana', 'walletConnect', async (method, params) => {
      expect(method).toBe('solana_signMessage')
      const { message } = params as { message: string }
      const bytes = getBase58Encoder().encode(message)
      return { signature: getBase58Decoder().decode(await solanaSign(new Uint8Array(bytes))) }
    })
    const signature = await messageSigner(store)(TEXT)
    expect(wcRequest).toHaveBeenCalledWith({
      namespace: 'solana',
      method: 'solana_signMessage',
      params: {
        message: getBase58Decoder().decode(new TextEncoder().encode(TEXT)),
        pubkey: solanaAddress,
      },
    })
    expect(await verifiesOnSolana(TEXT, signature)).toBe(true)
  })

  test("error: the wallet's refusal passes through unchanged", async () => {
    const refusal = new AirlockError(ErrorCode.USER_REJECTED, 'User rejected the request.')
    for (const namespace of ['eip155', 'solana'] as const) {
      for (const via of ['host', 'walletConnect'] as const) {
        const { store } = connected(namespace, via, () => {
          throw refusal
        })
        await expect(messageSigner(store)('hi')).rejects.toBe(refusal)
      }
    }
  })

  test('error: an answer that is not a signature is refused', async () => {
    for (const [namespace, via, answer] of [
      ['eip155', 'host', null],
      ['eip155', 'walletConnect', 'not hex'],
      ['solana', 'host', { signature: 'AAAA' }],
      ['solana', 'host', { signature: '%%%' }],
      ['solana', 'walletConnect', { signature: '0OIl' }],
      ['solana', 'walletConnect', 'sig'],
    ] as const) {
      const { store } = connected(namespace, via, () => answer)
      await expect(messageSigner(store)('hi')).rejects.toMatchObject({
        code: ErrorCode.INTERNAL,
        shortMessage: 'The wallet returned no signature.',
      })
    }
  })

  test('regression: a WalletConnect Solana signature far longer than base58 allows is refused undecoded (a megabyte one froze the modal)', async () => {
    const { store } = connected('solana', 'walletConnect', () => ({
      signature: '2'.repeat(1_000_000),
    }))
    await expect(messageSigner(store)('hi')).rejects.toMatchObject({
      code: ErrorCode.INTERNAL,
      shortMessage: 'The wallet returned no signature.',
    })
  })

  test('error: a host-window Solana wallet that signed other bytes is refused', async () => {
    const { store } = connected('solana', 'host', async () => ({
      signedMessage: getBase64Decoder().decode(new TextEncoder().encode('prefix hi')),
      signature: getBase64Decoder().decode(await solanaSign(new TextEncoder().encode('prefix hi'))),
    }))
    await expect(messageSigner(store)('hi')).rejects.toMatchObject({
      code: ErrorCode.INTERNAL,
      shortMessage: 'The wallet signed a different message.',
    })
  })

  test('route: polkadot: polkadot:signRaw of the hex text (host), polkadot_signMessage (WalletConnect)', async () => {
    const signature = `0x${'ab'.repeat(64)}`
    const { store, walletRequest } = connected('polkadot', 'host', () => ({ signature }))
    expect(await messageSigner(store)('hi ✓')).toBe(signature)
    expect(walletRequest).toHaveBeenCalledWith('wallet-1', 'polkadot:signRaw', {
      address: DEMO_POLKADOT_ACCOUNT.address,
      data: stringToHex('hi ✓'),
    })
    const wc = connected('polkadot', 'walletConnect', () => ({ id: 1, signature }))
    expect(await messageSigner(wc.store)('hi ✓')).toBe(signature)
    expect(wc.wcRequest).toHaveBeenCalledWith({
      namespace: 'polkadot',
      method: 'polkadot_signMessage',
      params: { address: DEMO_POLKADOT_ACCOUNT.address, message: stringToHex('hi ✓') },
    })
  })

  test('route: bip122: bitcoin:signMessage (host), signMessage with protocol bip322 (WalletConnect)', async () => {
    const signature = btoa('w'.repeat(107))
    const { store, walletRequest } = connected('bip122', 'host', () => ({ signature }))
    expect(await messageSigner(store)('hi')).toBe(signature)
    expect(walletRequest).toHaveBeenCalledWith('wallet-1', 'bitcoin:signMessage', {
      address: DEMO_BITCOIN_ACCOUNT.address,
      message: 'hi',
    })
    const wc = connected('bip122', 'walletConnect', () => ({
      address: DEMO_BITCOIN_ACCOUNT.address,
      signature,
    }))
    expect(await messageSigner(wc.store)('hi')).toBe(signature)
    expect(wc.wcRequest).toHaveBeenCalledWith({
      namespace: 'bip122',
      method: 'signMessage',
      params: {
        account: DEMO_BITCOIN_ACCOUNT.address,
        address: DEMO_BITCOIN_ACCOUNT.address,
        message: 'hi',
        protocol: 'bip322',
      },
    })
  })

  test('route: cosmos: cosmos:signArbitrary (host), cosmos_signAmino of the ADR-036 doc (WalletConnect); the signature with its key as JSON', async () => {
    const stdSignature = {
      pub_key: { type: 'tendermint/PubKeySecp256k1', value: DEMO_COSMOS_ACCOUNT.publicKey },
      signature: 'c2lnbmF0dXJl',
    }
    const { store, walletRequest } = connected('cosmos', 'host', () => stdSignature)
    expect(JSON.parse(await messageSigner(store)('hi'))).toEqual(stdSignature)
    expect(walletRequest).toHaveBeenCalledWith('wallet-1', 'cosmos:signArbitrary', {
      chainId: 'provider',
      signer: DEMO_COSMOS_ACCOUNT.address,
      data: 'hi',
    })
    const wc = connected('cosmos', 'walletConnect', (_method, params) => ({
      signed: (params as { signDoc: unknown }).signDoc,
      signature: stdSignature,
    }))
    expect(JSON.parse(await messageSigner(wc.store)('hi'))).toEqual(stdSignature)
    expect(wc.wcRequest).toHaveBeenCalledWith({
      namespace: 'cosmos',
      method: 'cosmos_signAmino',
      params: {
        signerAddress: DEMO_COSMOS_ACCOUNT.address,
        signDoc: {
          chain_id: '',
          account_number: '0',
          sequence: '0',
          fee: { gas: '0', amount: [] },
          msgs: [
            {
              type: 'sign/MsgSignData',
              value: { signer: DEMO_COSMOS_ACCOUNT.address, data: btoa('hi') },
            },
          ],
          memo: '',
        },
      },
    })
  })

  test('error: polkadot, bip122 and cosmos answers that are not signatures are refused; refusals pass through', async () => {
    for (const [namespace, answer] of [
      ['polkadot', { signature: '0x1234' }],
      ['bip122', { signature: '' }],
      ['cosmos', { signature: 'c2ln' }],
    ] as const) {
      for (const via of ['host', 'walletConnect'] as const) {
        const { store } = connected(namespace, via, () => answer)
        await expect(messageSigner(store)('hi')).rejects.toMatchObject({
          code: ErrorCode.INTERNAL,
          shortMessage: 'The wallet returned no signature.',
        })
        const refusal = new AirlockError(ErrorCode.USER_REJECTED, 'User rejected the request.')
        const declined = connected(namespace, via, () => {
          throw refusal
        })
        await expect(messageSigner(declined.store)('hi')).rejects.toBe(refusal)
      }
    }
  })

  test('error: without a connected account nothing is asked', async () => {
    const store = createStore()
    setOptions(store, {}, { projectId: 'demo' })
    initializeChains(store, [mainnet])
    await expect(messageSigner(store)('hi')).rejects.toMatchObject({
      code: ErrorCode.CONNECTOR_NOT_FOUND,
    })
  })
})
