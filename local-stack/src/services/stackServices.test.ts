// The whole stack with every service on port 0: the relay, both anvils (with the demo token),
// the Solana RPC, the mobile wallet page and the reference API (started by startStack itself,
// as the chains run), beside the two web servers.
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  DEMO_COLLECTIBLE,
  DEMO_EVM_ACCOUNTS,
  DEMO_EXCHANGE,
  DEMO_NETWORKS,
  DEMO_SOLANA_ACCOUNTS,
  DEMO_SPL_MINT,
  DEMO_TOKEN_ADDRESS,
} from '@airlock/testkit/demo'
import { createClient, erc721Abi, http } from 'viem'
import { readContract } from 'viem/actions'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { requestRaw } from '../serve/requestRaw.ts'
import { createAnvilService } from './createAnvilService.ts'
import { createMobileWalletService } from './createMobileWalletService.ts'
import { createRelayService } from './createRelayService.ts'
import { createSolanaService } from './createSolanaService.ts'
import { startStack } from './startStack.ts'

const demoProject = fileURLToPath(
  new URL('../../../modal-app/public/projects/demo.json', import.meta.url),
)
let base: string
let roots: { hostRoot: string; modalRoot: string; walletRoot: string }

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'airlock-services-'))
  roots = {
    hostRoot: join(base, 'host'),
    modalRoot: join(base, 'modal'),
    walletRoot: join(base, 'wallet'),
  }
  await mkdir(roots.hostRoot)
  await mkdir(join(roots.modalRoot, 'projects'), { recursive: true })
  await mkdir(roots.walletRoot)
  await writeFile(
    join(roots.hostRoot, 'index.html'),
    '<meta name="airlock-demo-rpc" content="%AIRLOCK_DEMO_RPC%" /><button>Connect Wallet</button>',
  )
  await writeFile(join(roots.modalRoot, 'index.html'), '<div id="root"></div>')
  await copyFile(demoProject, join(roots.modalRoot, 'projects/demo.json'))
  await writeFile(join(roots.walletRoot, 'index.html'), '<title>Demo mobile wallet</title>')
})

afterAll(async () => {
  await rm(base, { recursive: true, force: true })
})

async function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer()
    probe.once('error', () => done(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)))
  })
}

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: unknown }
  if (body.error !== undefined) throw new Error(`${method}: ${JSON.stringify(body.error)}`)
  return body.result
}

const portOf = (url: string) => Number(new URL(url).port)
const [anvil, anvil2, solana] = DEMO_NETWORKS

it('default: every service answers on its own port, the demo project points at them, and stop frees them all', async () => {
  const stack = await startStack({
    hostPort: 0,
    modalPort: 0,
    hostRoot: roots.hostRoot,
    modalRoot: roots.modalRoot,
    services: [
      createRelayService({ port: 0 }),
      createAnvilService({ port: 0, chainId: 31337 }),
      createAnvilService({ port: 0, chainId: 31338 }),
      createSolanaService({ port: 0 }),
      createMobileWalletService({ port: 0, root: roots.walletRoot }),
    ],
  })
  let stopped = false
  try {
    const byName = Object.fromEntries(stack.services.map((service) => [service.name, service]))
    expect(Object.keys(byName)).toEqual([
      'Demo host',
      'Modal',
      'WalletConnect relay',
      'Anvil (chain 31337)',
      'Anvil (chain 31338)',
      'Solana RPC',
      'Mobile wallet',
      'Reference API',
    ])
    const relayUrl = byName['WalletConnect relay']?.url ?? ''
    const evmUrl = byName['Anvil (chain 31337)']?.url ?? ''
    const evm2Url = byName['Anvil (chain 31338)']?.url ?? ''
    const solanaUrl = byName['Solana RPC']?.url ?? ''
    const mobileWalletUrl = byName['Mobile wallet']?.url ?? ''
    const apiUrl = byName['Reference API']?.url ?? ''
    expect(apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\/$/)
    expect(byName['Reference API']?.note).toBe('history and balances of eip155:31337, eip155:31338')
    expect(stack.endpoints).toEqual({
      relayUrl,
      rpcUrls: {
        [anvil.caipNetworkId]: evmUrl,
        [anvil2.caipNetworkId]: evm2Url,
        [solana.caipNetworkId]: solanaUrl,
      },
      mobileWalletUrl,
      apiUrl,
      analyticsUrl: `${apiUrl}analytics`,
    })
    expect(byName['Anvil (chain 31337)']?.note).toBe(
      `ADT token ${DEMO_TOKEN_ADDRESS}, Uniswap V2 router ${DEMO_EXCHANGE.router}, ALDC collectibles ${DEMO_COLLECTIBLE.address}`,
    )
    // The collectibles' metadata is the running API's, on both chains.
    for (const url of [evmUrl, evm2Url]) {
      const tokenUri = await readContract(createClient({ transport: http(url) }), {
        address: DEMO_COLLECTIBLE.address,
        abi: erc721Abi,
        functionName: 'tokenURI',
        args: [1n],
      })
      expect(tokenUri).toBe(`${apiUrl}collectibles/1.json`)
    }
    expect(byName['Solana RPC']?.note).toBe(`ADUSD mint ${DEMO_SPL_MINT.address}`)

    // The relay.
    const relayHealth = await requestRaw(relayUrl.replace('ws:', 'http:'), '/health')
    expect(JSON.parse(relayHealth.body.toString())).toMatchObject({ ok: true })

    // Both anvils, each with the demo token deployed.
    expect(await rpc(evmUrl, 'eth_chainId')).toBe('0x7a69')
    expect(await rpc(evm2Url, 'eth_chainId')).toBe('0x7a6a')
    for (const url of [evmUrl, evm2Url]) {
      expect(await rpc(url, 'eth_getCode', [DEMO_TOKEN_ADDRESS, 'latest'])).toMatch(
        /^0x[0-9a-f]{200,}$/,
      )
    }

    // Solana, with the demo account funded.
    expect(await rpc(solanaUrl, 'getHealth')).toBe('ok')
    const balance = (await rpc(solanaUrl, 'getBalance', [DEMO_SOLANA_ACCOUNTS[0].address])) as {
      value: number
    }
    expect(balance.value).toBeGreaterThan(0)

    // The served demo project follows the actual ports.
    const project = JSON.parse(
      (await requestRaw(stack.urls.modal, '/projects/demo.json')).body.toString(),
    )
    expect(project.relayUrl).toBe(relayUrl)
    expect(project.apiUrl).toBe(apiUrl)
    expect(project.analyticsUrl).toBe(`${apiUrl}analytics`)
    expect(project.networks.map((network: typeof anvil) => network.rpcUrls.default.http)).toEqual([
      [evmUrl],
      [evm2Url],
      [solanaUrl],
      ...DEMO_NETWORKS.slice(3).map((network) => network.rpcUrls.default.http),
    ])
    expect(project.allowedOrigins).toContain(new URL(stack.urls.host).origin)
    // Its demo mobile wallet link opens the running wallet page, with the relay and RPC URLs.
    expect(project.customWallets[0].mobileLink).toBe(`${mobileWalletUrl}&`)

    // The host page's demo wallets get the chains' URLs.
    const hostPage = (await requestRaw(stack.urls.host, '/')).body.toString()
    const meta = /name="airlock-demo-rpc" content="([^"]*)"/.exec(hostPage)?.[1] ?? ''
    expect(JSON.parse(meta.replaceAll('&quot;', '"'))).toEqual({
      evm: { '31337': evmUrl, '31338': evm2Url },
      solana: solanaUrl,
    })

    // The mobile wallet page, on localhost, its URL carrying the relay and RPC URLs.
    const walletUrl = new URL(byName['Mobile wallet']?.url ?? '')
    expect(walletUrl.hostname).toBe('localhost')
    expect(Object.fromEntries(walletUrl.searchParams)).toEqual({
      relay: relayUrl,
      rpc31337: evmUrl,
      rpc31338: evm2Url,
      solanaRpc: solanaUrl,
    })
    const page = await requestRaw(walletUrl.origin, '/')
    expect(page.body.toString()).toContain('Demo mobile wallet')

    // The reference API reads the second chain, where deploying the demo token granted ADT.
    const history = await fetch(
      `${apiUrl}account/${DEMO_EVM_ACCOUNTS[1].address}/history?projectId=demo&chainId=${anvil2.caipNetworkId}`,
    )
    expect(history.headers.get('access-control-allow-origin')).toBe('*')
    expect(await history.json()).toMatchObject({
      data: [
        {
          metadata: { chain: anvil2.caipNetworkId, operationType: 'receive' },
          transfers: [{ fungible_info: { symbol: 'ADT' }, quantity: { numeric: '10000' } }],
        },
      ],
      next: null,
    })

    // Its analytics collector takes the demo project's events, posted by the modal, for a page of
    // the running host (which the modal server added to that project's allowlist), and lists them.
    const event = {
      eventId: 'stack-event-1',
      url: new URL(stack.urls.host).origin,
      domain: '127.0.0.1',
      timestamp: Date.now(),
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    }
    const postEvent = (origin: string) =>
      fetch(`${project.analyticsUrl}/e?projectId=demo&st=airlock&sv=0.1.0`, {
        method: 'POST',
        headers: { origin },
        body: JSON.stringify(event),
      })
    const modalOrigin = new URL(stack.urls.modal).origin
    expect((await postEvent(new URL(stack.urls.host).origin)).status).toBe(403)
    expect((await postEvent(modalOrigin)).status).toBe(204)

    // The Solana RPC answers CORS for the stack's pages only, known once they listen.
    const corsOf = async (origin: string) => {
      const response = await fetch(solanaUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }),
      })
      return [response.status, response.headers.get('access-control-allow-origin')]
    }
    for (const origin of [modalOrigin, new URL(stack.urls.host).origin, walletUrl.origin]) {
      expect(await corsOf(origin)).toEqual([200, origin])
    }
    expect(await corsOf('https://evil.test')).toEqual([403, null])
    const listing = await fetch(`${project.analyticsUrl}/events?projectId=demo`)
    expect(await listing.json()).toMatchObject({ data: [event] })

    const ports = [relayUrl, evmUrl, evm2Url, solanaUrl, walletUrl.href, apiUrl].map(portOf)
    await stack.stop()
    stopped = true
    for (const port of ports) expect(await isFree(port)).toBe(true)
  } finally {
    if (!stopped) await stack.stop()
  }
})

it('error: a taken relay or chain port names its variable, and what started is stopped', async () => {
  const blocker = createServer()
  await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done))
  const port = (blocker.address() as { port: number }).port
  try {
    await expect(
      startStack({ ...roots, hostPort: 0, modalPort: 0, services: [createRelayService({ port })] }),
    ).rejects.toThrow(
      `so the WalletConnect relay cannot start. Stop the program using it, or pick another port, for example AIRLOCK_RELAY_PORT=${port + 1000} npm start.`,
    )
    const relay = createRelayService({ port: 0 })
    let relayUrl = ''
    await expect(
      startStack({
        ...roots,
        hostPort: 0,
        modalPort: 0,
        services: [
          {
            name: relay.name,
            start: async () => {
              const started = await relay.start()
              relayUrl = started.url
              return started
            },
          },
          createAnvilService({ port, chainId: 31338, envVar: 'AIRLOCK_EVM2_PORT' }),
        ],
      }),
    ).rejects.toThrow(
      `so the Anvil (chain 31338) cannot start. Stop the program using it, or pick another port, for example AIRLOCK_EVM2_PORT=${port + 1000} npm start.`,
    )
    expect(await isFree(portOf(relayUrl))).toBe(true)
  } finally {
    await new Promise((done) => blocker.close(done))
  }
})

it('error: an unbuilt mobile wallet says how to build it', async () => {
  await expect(
    createMobileWalletService({ port: 0, root: join(base, 'nothing') }).start(),
  ).rejects.toThrow(/The mobile wallet is not built: .*index\.html is missing\./)
})

it('behavior: the mobile wallet URL carries no query when everything is on its default port', async () => {
  const wallet = await createMobileWalletService({ port: 0, root: roots.walletRoot }).start({
    endpoints: {
      relayUrl: 'ws://127.0.0.1:4320',
      rpcUrls: { [anvil.caipNetworkId]: 'http://127.0.0.1:8545' },
    },
  })
  try {
    expect(wallet.url).toMatch(/^http:\/\/localhost:\d+\/$/)
  } finally {
    await wallet.stop()
  }
})
