import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type RunningRelay, startRelay } from '@airlock/local-stack/relay'
import { createStaticHandler } from '@airlock/local-stack/serve'
import { chromiumLaunchOptions } from '@airlock/testkit/browser'
import { type Browser, chromium } from '@playwright/test'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { build } from 'vite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { walletConnectVerifyPlugin } from '../../build/patches/walletconnectCoreVerify.ts'
import { createMemoryStorage } from './createMemoryStorage.ts'

// In Chromium, with every non-loopback request aborted (offline): the modal's WalletConnect client,
// built by Vite with walletConnectVerifyPlugin, pairs with a WalletKit wallet in Node through our
// relay. Without the plugin the SDK would wait 5 s on verify.walletconnect.org per proposal.

const CHROMIUM = '/usr/bin/chromium'
const pageRoot = fileURLToPath(new URL('./testing-page/', import.meta.url))
const outDir = mkdtempSync(join(tmpdir(), 'airlock-wc-page-'))

type PageApi = {
  start(relayUrl: string): Promise<string>
  session(): Promise<{ ms: number; namespaces: string[] }>
}

let browser: Browser
let relay: RunningRelay
let server: Server
let pageOrigin: string

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) return
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      configFile: false,
      root: pageRoot,
      logLevel: 'silent',
      plugins: [walletConnectVerifyPlugin()],
      build: { outDir, emptyOutDir: true, target: 'es2022', minify: false },
    })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  relay = await startRelay({ port: 0 })
  server = createServer(createStaticHandler({ root: outDir }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  pageOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await chromium.launch(chromiumLaunchOptions)
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await relay?.stop()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  rmSync(outDir, { recursive: true, force: true })
})

test.skipIf(!existsSync(CHROMIUM))(
  'measure: pairing in Chromium offline never waits on verify.walletconnect.org',
  async () => {
    const page = await browser.newPage()
    const outside: string[] = []
    const verifyFrames: string[] = []
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url())
      if (url.pathname.startsWith('/verify/')) verifyFrames.push(url.origin + url.pathname)
      if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return route.continue()
      outside.push(url.origin + url.pathname)
      return route.abort()
    })
    await page.goto(`${pageOrigin}/`)

    const walletCore = new Core({
      projectId: '0123456789abcdef0123456789abcdef',
      relayUrl: relay.url,
      customStoragePrefix: 'browser-test-wallet',
      storage: createMemoryStorage(),
      telemetryEnabled: false,
      logger: 'silent',
    })
    const wallet = await WalletKit.init({
      core: walletCore as unknown as Parameters<typeof WalletKit.init>[0]['core'],
      metadata: {
        name: 'Test wallet',
        description: 'wallet',
        url: 'http://127.0.0.1:4340',
        icons: [],
      },
    })
    const proposers: unknown[] = []
    wallet.on('session_proposal', async (proposal) => {
      proposers.push(proposal.params.proposer.metadata)
      await wallet.approveSession({
        id: proposal.id,
        namespaces: {
          eip155: {
            chains: ['eip155:31337'],
            accounts: ['eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
            methods: ['personal_sign'],
            events: [],
          },
        },
      })
    })

    const uri = await page.evaluate(
      (relayUrl) => (window as unknown as { airlockTest: PageApi }).airlockTest.start(relayUrl),
      relay.url,
    )
    await wallet.pair({ uri })
    const result = await page.evaluate(() =>
      (window as unknown as { airlockTest: PageApi }).airlockTest.session(),
    )
    console.info(
      `walletconnect in Chromium (offline, Verify on the relay): connect ${result.ms.toFixed(0)} ms; verify frames: ${verifyFrames.join(', ') || 'none'}; outside requests aborted: ${[...new Set(outside)].join(', ') || 'none'}`,
    )
    expect(result.namespaces).toEqual(['eip155'])
    expect(verifyFrames).toEqual([`${relay.verifyUrl.replace(/\/attestation$/, '')}/attestation`])
    expect(outside.filter((url) => url.includes('verify.walletconnect'))).toEqual([])
    // What the wallet sees in a browser: the page's origin replaces metadata.url.
    expect(proposers).toEqual([
      {
        name: 'Airlock demo',
        description: 'Connection requested by http://127.0.0.1:4300',
        url: pageOrigin,
        icons: [],
      },
    ])
    // A wait on Verify costs 5 s; on loopback the pairing takes under a second, and up to 3 s on
    // a busy two-core machine: the bound only has to tell the two apart.
    expect(result.ms).toBeLessThan(4_500)
    await wallet.core.relayer.transportClose()
    await page.close()
  },
  60_000,
)
