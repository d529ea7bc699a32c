import { DEMO_COLLECTIBLE, DEMO_EVM_ACCOUNTS } from '@airlock/testkit/demo'
import { createClient, encodeFunctionData, erc721Abi, getAddress, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sendTransaction, waitForTransactionReceipt } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { deployDemoCollectible, pointDemoCollectible } from '../chains/deployDemoCollectible.ts'
import { deployDemoToken } from '../chains/deployDemoToken.ts'
import { type StartAnvilReturnType, startAnvil } from '../chains/startAnvil.ts'
import { startReferenceApi } from './startReferenceApi.ts'

const [alice, bob] = DEMO_EVM_ACCOUNTS
const nobody = getAddress('0x00000000000000000000000000000000000da4e1')
const COLLECTION = {
  address: DEMO_COLLECTIBLE.address,
  name: DEMO_COLLECTIBLE.name,
  symbol: DEMO_COLLECTIBLE.symbol,
}

let anvil: StartAnvilReturnType
let api: Awaited<ReturnType<typeof startReferenceApi>>

beforeAll(async () => {
  anvil = await startAnvil({ port: 0, chainId: 31337 })
  // The ERC-20's Transfer logs to the same accounts must not be taken for NFTs.
  await deployDemoToken(anvil.url)
  await deployDemoCollectible(anvil.url)
  api = await startReferenceApi({
    port: 0,
    databasePath: ':memory:',
    networks: [
      { caipNetworkId: 'eip155:31337', rpcUrl: anvil.url, nativeSymbol: 'ETH', tokens: [] },
    ],
  })
  await pointDemoCollectible(anvil.url, `${api.url}collectibles/`)
}, 30_000)

afterAll(async () => {
  await api?.close()
  await anvil?.stop()
})

const nfts = async (address: string, chainId = 'eip155:31337') => {
  const response = await fetch(
    `${api.url}account/${address}/nfts?projectId=demo&chainId=${chainId}`,
  )
  return { status: response.status, body: await response.json() }
}

describe('GET account/{address}/nfts', () => {
  test('default: the tokens each account holds, newest first, with the metadata tokenURI serves', async () => {
    const first = await nfts(alice.address)
    expect(first.status).toBe(200)
    expect(first.body.nfts.map((nft: { name: string }) => nft.name)).toEqual([
      'Dusk #4',
      'Meadow #3',
      'Ember #2',
      'Tide #1',
    ])
    expect(first.body.nfts[3]).toEqual({
      chainId: 'eip155:31337',
      tokenId: '1',
      name: 'Tide #1',
      description: 'Tide, drawn by the Airlock reference API for the local demo chains.',
      imageUrl: `${api.url}collectibles/1.svg`,
      collection: COLLECTION,
    })
    expect(
      (await nfts(bob.address.toLowerCase())).body.nfts.map(
        (nft: { tokenId: string }) => nft.tokenId,
      ),
    ).toEqual(['6', '5'])
    expect(await nfts(nobody)).toEqual({ status: 200, body: { nfts: [] } })
  })

  test('behavior: a transfer shows at the next request, on both sides', async () => {
    const client = createClient({
      account: privateKeyToAccount(alice.privateKey),
      transport: http(anvil.url),
    })
    const hash = await sendTransaction(client, {
      to: DEMO_COLLECTIBLE.address,
      data: encodeFunctionData({
        abi: erc721Abi,
        functionName: 'transferFrom',
        args: [alice.address, bob.address, 2n],
      }),
      chain: null,
    })
    await waitForTransactionReceipt(client, { hash, pollingInterval: 20 })
    const ids = async (address: string) =>
      (await nfts(address)).body.nfts.map((nft: { tokenId: string }) => nft.tokenId)
    expect(await ids(alice.address)).toEqual(['4', '3', '1'])
    expect(await ids(bob.address)).toEqual(['2', '6', '5'])
  })

  test('behavior: the image and the metadata are served from the API', async () => {
    const image = await fetch(`${api.url}collectibles/3.svg`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(image.headers.get('access-control-allow-origin')).toBe('*')
    const svg = await image.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svg).not.toMatch(/<script|href=|<image/)
    const metadata = await (await fetch(`${api.url}collectibles/3.json`)).json()
    expect(metadata).toMatchObject({ name: 'Meadow #3', image: `${api.url}collectibles/3.svg` })
  })

  test('error: unknown collectible files, other methods, bad queries and a dead chain', async () => {
    for (const path of ['collectibles/0.svg', 'collectibles/10001.json', 'collectibles/1.png']) {
      const response = await fetch(`${api.url}${path}`)
      expect(response.status).toBe(404)
      expect((await response.json()).error.code).toBe('NOT_FOUND')
    }
    const post = await fetch(`${api.url}collectibles/1.svg`, { method: 'POST' })
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD, OPTIONS'])
    expect((await nfts('0x1234')).body.error.code).toBe('INVALID_ADDRESS')
    expect((await nfts(alice.address, 'eip155:1')).body.error.code).toBe('UNKNOWN_NETWORK')

    const dead = await startReferenceApi({
      port: 0,
      databasePath: ':memory:',
      networks: [
        {
          caipNetworkId: 'eip155:31337',
          rpcUrl: 'http://127.0.0.1:1',
          nativeSymbol: 'ETH',
          tokens: [],
        },
      ],
    })
    try {
      const response = await fetch(
        `${dead.url}account/${alice.address}/nfts?projectId=demo&chainId=eip155:31337`,
      )
      expect(response.status).toBe(502)
      expect((await response.json()).error).toEqual({
        code: 'CHAIN_UNREACHABLE',
        message:
          'The RPC of eip155:31337 (http://127.0.0.1:1) cannot be reached, so its NFTs cannot be read. Is the chain running?',
      })
    } finally {
      await dead.close()
    }
  })
})
