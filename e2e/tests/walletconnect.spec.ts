import type { AirlockModal } from '@airlock/host-sdk'
import { type RunningRelay, startRelay } from '@airlock/local-stack/relay'
import type { Service, Stack } from '@airlock/local-stack/stack'
import { DEMO_EVM_ACCOUNTS, DEMO_SOLANA_ACCOUNTS } from '@airlock/testkit/demo'
import type { Page } from '@playwright/test'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { evmBalanceAsShown, jsonRpc } from '../support/chain.ts'
import {
  approveInMobileWallet,
  connectMobileWallet,
  demoHostState,
  demoWalletPrompt,
  escapeRegExp,
  openDemoHost,
  openMobileWallet,
  requestHostPersonalSign,
  showWalletConnectPairing,
} from '../support/host.ts'
import { modalFrame, modalView, readPairingUri } from '../support/modal.ts'
import {
  bytes,
  callNamespaceProvider,
  succeeded,
  verifiesEd25519,
} from '../support/namespaceProviders.ts'
import { readQrCode } from '../support/qrCode.ts'
import {
  createDemoAnvilService,
  createRestartableRelay,
  startStackOnCopies,
  useChainStack,
} from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// WalletConnect end to end: the demo host page embeds the modal; the modal pairs through our relay
// (started for this file on a free port, like the two anvils and the Solana RPC) with the demo
// mobile wallet page (WalletKit), opened in a second page with the modal's `wc:` URI. Build first:
// `npm run build` (it builds the wallet page too).

const WALLET_ACCOUNT = DEMO_EVM_ACCOUNTS[1].address
/** The wallet's second account (anvil key 2), which its account switch moves sessions to. */
const OTHER_ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const ANVIL_1 = 'eip155:31337'
const ANVIL_2 = 'eip155:31338'
/** The modal's bound on a relay that does not answer (RELAY_CONNECT_TIMEOUT_MS). */
const RELAY_CONNECT_TIMEOUT_MS = 10_000

// Restartable, for the relay-restart test (the others use it as a plain relay). The expiry test
// runs the page's fake clock 3 min 55 s ahead, and the SDK's reconnect then signs its auth JWT
// with that clock: the relay tolerates the skew so that the renewed pairing can subscribe.
const relay = createRestartableRelay({ limits: { authClockSkewSeconds: 5 * 60 } })
const stack = useChainStack({ relay: relay.service })

/** The wallet account's balance on a chain, read from the chain, as Account shows it. */
function evmBalance(caipNetworkId = ANVIL_1): Promise<string> {
  return evmBalanceAsShown(stack.rpcUrl(caipNetworkId), WALLET_ACCOUNT)
}

/** Opens the demo page, then Connect Wallet → WalletConnect; returns the pairing URI shown. */
async function showPairing(page: Page): Promise<string> {
  await openDemoHost(page, stack.urls.host)
  return showWalletConnectPairing(page)
}

/**
 * Resolves once the relay has answered the modal's session proposal (`wc_proposeSession`), as
 * seen on the page's sockets.
 */
function proposalAcknowledged(page: Page): Promise<void> {
  const rpc = (payload: string | Buffer): { id?: unknown; method?: unknown; result?: unknown } => {
    try {
      return JSON.parse(payload.toString())
    } catch {
      return {}
    }
  }
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      const proposals = new Set<unknown>()
      socket.on('framesent', ({ payload }) => {
        const message = rpc(payload)
        if (message.method === 'wc_proposeSession') proposals.add(message.id)
      })
      socket.on('framereceived', ({ payload }) => {
        const message = rpc(payload)
        if (proposals.has(message.id) && message.result !== undefined) resolve()
      })
    })
  })
}

/**
 * The EIP-155 connector id the modal stored in its storage (in the iframe), or a "not yet" text
 * while the iframe is not the modal's page yet.
 */
async function storedWalletConnectConnector(page: Page): Promise<string | null> {
  const frame = await modalFrame(page)
  const key = `airlock-scoped/demo|${encodeURIComponent(new URL(stack.urls.host).origin)}/@airlock/connector_id/eip155`
  const read = await frame
    .evaluate((scopedKey) => [location.origin, localStorage.getItem(scopedKey)], key)
    .catch((error: Error) => error)
  if (read instanceof Error) return `(not yet: ${read.message})`
  const [origin, value] = read
  if (origin !== new URL(stack.urls.modal).origin) return `(not the modal yet: ${origin})`
  return value ?? null
}

/** What the dapp's EIP-155 provider (`modal.getProvider('eip155').request`) answered, or its error. */
function requestHostEip155(
  page: Page,
  method: string,
  params: unknown[],
): Promise<{ ok: unknown } | { error: { code: unknown; message: string } }> {
  return page.evaluate(
    async ([method, params]) => {
      const provider = (
        window as unknown as {
          airlockModal: {
            getProvider: (ns: 'eip155') => { request: (args: object) => Promise<unknown> }
          }
        }
      ).airlockModal.getProvider('eip155')
      try {
        return { ok: await provider.request({ method, params }) }
      } catch (error) {
        const { code, message } = error as { code?: unknown; message?: unknown }
        return { error: { code, message: String(message) } }
      }
    },
    [method, params] as const,
  )
}

/**
 * Has the demo page's dapp send one request of each kind through the modal to the paired mobile
 * wallet, approving in the wallet what it prompts for: personal_sign and Solana signMessage
 * (their signatures checked), eth_signTypedData_v3 (the modal asks for it, the demo wallet does
 * not approve it) and wallet_switchEthereumChain to `switchTo`. Returns what the dapp saw.
 */
async function requestEachKind(page: Page, wallet: Page, switchTo: string) {
  const message = 'Still the same session'
  const signing = requestHostEip155(page, 'personal_sign', [stringToHex(message), WALLET_ACCOUNT])
  await approveInMobileWallet(wallet, 'personal_sign')
  const signed = await signing
  const personalSignVerifies =
    'ok' in signed
      ? await verifyMessage({ address: WALLET_ACCOUNT, message, signature: signed.ok as Hex })
      : signed.error

  const unapproved = await requestHostEip155(page, 'eth_signTypedData_v3', [WALLET_ACCOUNT, '{}'])

  const solanaMessage = new TextEncoder().encode(message)
  const solanaSigning = callNamespaceProvider(page, 'solana', 'signMessage', [bytes(solanaMessage)])
  await approveInMobileWallet(wallet, 'solana_signMessage')
  const solanaSignature = succeeded<{ __bytes: number[] }>(await solanaSigning)
  const solanaVerifies = verifiesEd25519(
    DEMO_SOLANA_ACCOUNTS[1].address,
    solanaMessage,
    Uint8Array.from(solanaSignature.__bytes),
  )

  const reference = Number(switchTo.split(':')[1])
  const switching = requestHostEip155(page, 'wallet_switchEthereumChain', [
    { chainId: `0x${reference.toString(16)}` },
  ])
  const switchRequest = wallet.getByRole('region', { name: 'wallet_switchEthereumChain' })
  await expect(switchRequest).toContainText(`Switch to${switchTo}`)
  await switchRequest.getByRole('button', { name: 'Approve', exact: true }).click()
  const switched = await switching
  await expect.poll(async () => (await demoHostState(page)).network).toBe(switchTo)
  const chainId = await requestHostEip155(page, 'eth_chainId', [])

  return {
    personalSignVerifies,
    unapproved,
    solanaVerifies,
    switched,
    chainIdFollows: 'ok' in chainId && Number(chainId.ok) === reference,
  }
}

test.describe('WalletConnect', () => {
  test('default: pair, Account with the wallet address and balance, personal_sign, wallet disconnect', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000)
    const uri = await showPairing(page)
    const { dialog } = modalView(page)
    // The code as drawn (round dots, rounded eyes, the logo over its centre) scans back to the URI:
    // the wallet pairs with what it read.
    const scanned = await readQrCode(
      dialog.getByRole('img', { name: 'Pairing code for WalletConnect' }),
    )
    expect(scanned).toBe(uri)

    const wallet = await openMobileWallet(page, stack, scanned as string)
    const proposal = wallet.getByTestId('proposal')
    await expect(proposal).toContainText('Airlock demo')
    await proposal.getByRole('button', { name: 'Approve', exact: true }).click()

    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible({ timeout: 15_000 })
    // The wallet approved both namespaces the modal asked for.
    const sessionItem = wallet.getByRole('listitem', { name: 'Airlock demo' })
    await expect(sessionItem).toContainText(DEMO_SOLANA_ACCOUNTS[1].address.slice(0, 4))
    await expect(sessionItem).toContainText(WALLET_ACCOUNT.slice(0, 6))
    await expect(
      dialog.getByText(`${WALLET_ACCOUNT.slice(0, 6)}…${WALLET_ACCOUNT.slice(-5)}`),
    ).toBeVisible()
    await expect(dialog.getByTestId('account-balance')).toHaveText(await evmBalance())
    await expect
      .poll(() => demoHostState(page))
      .toMatchObject({ status: 'connected', address: WALLET_ACCOUNT, network: ANVIL_1 })

    // The host's provider signs through the modal and the wallet.
    const message = 'Sign in to Airlock demo over WalletConnect'
    const signing = requestHostPersonalSign(page, message, WALLET_ACCOUNT)
    const request = wallet.getByRole('region', { name: 'personal_sign' })
    await request.getByRole('button', { name: 'Approve', exact: true }).click()
    const signature = await signing
    expect(await verifyMessage({ address: WALLET_ACCOUNT, message, signature })).toBe(true)

    // The wallet ends the session: the modal goes back to Connect and tells the host.
    await wallet
      .getByRole('listitem', { name: 'Airlock demo' })
      .getByRole('button', { name: 'Disconnect' })
      .click()
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await expect.poll(async () => (await demoHostState(page)).status).toBe('disconnected')
    expect(consoleErrors).toEqual([])
  })

  test('error: the wallet rejects the proposal → the error view; Try again shows a new code', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const uri = await showPairing(page)
    const { dialog } = modalView(page)
    const wallet = await openMobileWallet(page, stack, uri)
    await wallet.getByTestId('proposal').getByRole('button', { name: 'Reject' }).click()
    await expect(dialog.getByRole('alert')).toContainText('Connection declined')
    await dialog.getByRole('button', { name: 'Try again' }).click()
    const next = await readPairingUri(page, uri)
    expect(next).not.toBe(uri)
    expect((await demoHostState(page)).status).toBe('disconnected')
  })

  test('behavior: an expiring pairing gets a new URI (10 s before its 4 minutes)', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    // The clock of the whole context, the modal frame included, installed before the pages load.
    await page.clock.install()
    const proposed = proposalAcknowledged(page)
    const first = await showPairing(page)
    // The code shows before the proposal is on the relay: a jump while its publish is in flight
    // would time the publish out, which fails the pairing.
    await proposed
    await page.clock.fastForward('03:45')
    expect(await readPairingUri(page)).toBe(first)
    await page.clock.fastForward('00:10')
    const next = await readPairingUri(page, first)
    expect(next).not.toBe(first)
  })

  test('behavior: switch to 31338 in Networks → the wallet gets wallet_switchEthereumChain; Account shows the 31338 balance from the chain', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    // A balance on 31338 that no other chain has (4321.9876 ETH), so Account can only show it by
    // reading 31338.
    await jsonRpc(stack.rpcUrl(ANVIL_2), 'anvil_setBalance', [
      WALLET_ACCOUNT,
      '0xea4ba077540b110000',
    ])
    await openDemoHost(page, stack.urls.host)
    const { wallet, dialog } = await connectMobileWallet(page, stack)
    await expect(dialog.getByTestId('account-balance')).toHaveText(await evmBalance(ANVIL_1))
    const balance2 = await evmBalance(ANVIL_2)
    expect(balance2).toBe('4,321.987 ETH')

    await dialog.getByRole('button', { name: /^Network: / }).click()
    await dialog.getByRole('button', { name: /Anvil Local 2/ }).click()
    await expect(dialog.getByText('Approve in your wallet')).toBeVisible()
    // The wallet sees the switch through the session, on the chain it is on.
    const request = wallet.getByRole('region', { name: 'wallet_switchEthereumChain' })
    await expect(request).toContainText(ANVIL_1)
    await expect(request).toContainText(`Switch to${ANVIL_2}`)
    await request.getByRole('button', { name: 'Approve', exact: true }).click()

    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(dialog.getByTestId('account-balance')).toHaveText(balance2)
    await expect
      .poll(() => demoHostState(page))
      .toMatchObject({ status: 'connected', address: WALLET_ACCOUNT, network: ANVIL_2 })
    await expect(wallet.getByText('Approved wallet_switchEthereumChain')).toBeVisible()

    // Declined in the wallet: 'Network switch declined', the network stays 31338.
    await dialog.getByRole('button', { name: /^Network: / }).click()
    await dialog
      .getByRole('button', { name: /Anvil Local/ })
      .first()
      .click()
    await wallet
      .getByRole('region', { name: 'wallet_switchEthereumChain' })
      .getByRole('button', { name: 'Reject' })
      .click()
    await expect(
      dialog.getByRole('status').filter({ hasText: 'Network switch declined' }),
    ).toBeVisible()
    expect((await demoHostState(page)).network).toBe(ANVIL_2)
  })

  test('regression: a page reload restores the chain the wallet last switched to (it came back on the first one)', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await openDemoHost(page, stack.urls.host)
    const { wallet } = await connectMobileWallet(page, stack)
    // The wallet moves to 31338 from its own screen: a chainChanged session event.
    await wallet.evaluate(async (chainId) => {
      const { airlockMobileWallet } = window as unknown as {
        airlockMobileWallet: {
          getState: () => { sessions: { topic: string }[] }
          walletKit: { emitSessionEvent: (event: object) => Promise<void> }
        }
      }
      const [session] = airlockMobileWallet.getState().sessions
      await airlockMobileWallet.walletKit.emitSessionEvent({
        topic: session?.topic,
        chainId,
        event: { name: 'chainChanged', data: Number(chainId.split(':')[1]) },
      })
    }, ANVIL_2)
    await expect.poll(async () => (await demoHostState(page)).network).toBe(ANVIL_2)

    await page.reload()
    await expect
      .poll(() => demoHostState(page), { timeout: 15_000 })
      .toMatchObject({ ready: true, status: 'connected', address: WALLET_ACCOUNT })
    expect((await demoHostState(page)).network).toBe(ANVIL_2)
    expect(
      await page.evaluate(() =>
        (
          window as unknown as {
            airlockModal: {
              getProvider: (ns: 'eip155') => { request: (args: object) => Promise<unknown> }
            }
          }
        ).airlockModal
          .getProvider('eip155')
          .request({ method: 'eth_chainId' }),
      ),
    ).toBe('0x7a6a')
  })

  test('behavior: after a page reload the restored session answers the dapp as before: personal_sign and Solana signMessage in the wallet, 4200 for a method the wallet did not approve, a chain switch asks the wallet', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000)
    await openDemoHost(page, stack.urls.host)
    const { wallet } = await connectMobileWallet(page, stack)
    await expect
      .poll(() => demoHostState(page))
      .toMatchObject({ status: 'connected', address: WALLET_ACCOUNT, network: ANVIL_1 })

    const expected = {
      personalSignVerifies: true,
      unapproved: {
        error: {
          code: 4200,
          message: 'Airlock Demo Mobile Wallet does not support eth_signTypedData_v3.',
        },
      },
      solanaVerifies: true,
      switched: { ok: null },
      chainIdFollows: true,
    }
    expect(await requestEachKind(page, wallet, ANVIL_2)).toEqual(expected)

    await page.reload()
    await expect
      .poll(() => demoHostState(page), { timeout: 15_000 })
      .toMatchObject({
        ready: true,
        status: 'connected',
        address: WALLET_ACCOUNT,
        network: ANVIL_2,
      })
    expect(await requestEachKind(page, wallet, ANVIL_1)).toEqual(expected)
    expect(consoleErrors).toEqual([])
  })

  test('regression: a session update from the wallet that replaces the account moves the page to the new one (it kept the account the session no longer had)', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await openDemoHost(page, stack.urls.host)
    const { wallet, dialog } = await connectMobileWallet(page, stack)
    // The visitor picks another account in the wallet, which updates the session's accounts.
    await wallet.evaluate(async (next) => {
      const { airlockMobileWallet } = window as unknown as {
        airlockMobileWallet: {
          walletKit: {
            getActiveSessions: () => Record<
              string,
              { namespaces: Record<string, { accounts: string[] }> }
            >
            updateSession: (update: object) => Promise<{ acknowledged: () => Promise<void> }>
          }
        }
      }
      const kit = airlockMobileWallet.walletKit
      const [[topic, session]] = Object.entries(kit.getActiveSessions()) as [
        [string, { namespaces: Record<string, { accounts: string[] }> }],
      ]
      const eip155 = session.namespaces.eip155 as { accounts: string[] }
      const accounts = eip155.accounts.map((id) => `${id.split(':').slice(0, 2).join(':')}:${next}`)
      const update = await kit.updateSession({
        topic,
        namespaces: { ...session.namespaces, eip155: { ...eip155, accounts } },
      })
      await update.acknowledged()
    }, OTHER_ACCOUNT)
    await expect
      .poll(() => demoHostState(page))
      .toMatchObject({ status: 'connected', address: OTHER_ACCOUNT, network: ANVIL_1 })
    await expect(
      dialog.getByText(`${OTHER_ACCOUNT.slice(0, 6)}…${OTHER_ACCOUNT.slice(-5)}`),
    ).toBeVisible()
  })

  test("behavior: the visitor switches the wallet to its second account → the modal's Account, the host state and the dapp provider's accountsChanged follow; personal_sign is then signed by it", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000)
    await openDemoHost(page, stack.urls.host)
    const { wallet, dialog } = await connectMobileWallet(page, stack)
    await page.evaluate(() => {
      const host = window as unknown as {
        airlockModal: Pick<AirlockModal, 'getProvider'>
        accountsSeen: unknown[]
      }
      host.accountsSeen = []
      host.airlockModal
        .getProvider('eip155')
        .on('accountsChanged', (accounts) => host.accountsSeen.push(accounts))
    })
    const accountsSeen = () =>
      page.evaluate(() => (window as unknown as { accountsSeen: unknown[] }).accountsSeen)

    // In the wallet, as in a wallet app: session_update of the session's accounts, then the
    // accountsChanged event.
    await wallet.getByRole('radio', { name: /Anvil key 2/ }).check()
    await expect(wallet.getByRole('listitem', { name: 'Airlock demo' })).toContainText(
      `${ANVIL_1}:${OTHER_ACCOUNT}`,
    )
    await expect.poll(accountsSeen).toContainEqual([OTHER_ACCOUNT])
    expect((await accountsSeen()).at(-1)).toEqual([OTHER_ACCOUNT])
    await expect(
      dialog.getByText(`${OTHER_ACCOUNT.slice(0, 6)}…${OTHER_ACCOUNT.slice(-5)}`),
    ).toBeVisible()
    await expect(dialog.getByTestId('account-balance')).toHaveText(
      await evmBalanceAsShown(stack.rpcUrl(ANVIL_1), OTHER_ACCOUNT),
    )
    await expect
      .poll(() => demoHostState(page))
      .toMatchObject({ status: 'connected', address: OTHER_ACCOUNT, network: ANVIL_1 })

    const message = 'Signed by the account the wallet switched to'
    const signing = requestHostPersonalSign(page, message, OTHER_ACCOUNT)
    await wallet
      .getByRole('region', { name: 'personal_sign' })
      .getByRole('button', { name: 'Approve', exact: true })
      .click()
    const signature = await signing
    expect(await verifyMessage({ address: OTHER_ACCOUNT, message, signature })).toBe(true)
    expect(consoleErrors).toEqual([])
  })

  test('regression: the wallet ends the session while the page is away; after a reload the page is disconnected on the network it was on (it ended on cosmos:provider)', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await openDemoHost(page, stack.urls.host)
    const { wallet } = await connectMobileWallet(page, stack)
    await page.goto('about:blank')
    await wallet
      .getByRole('listitem', { name: 'Airlock demo' })
      .getByRole('button', { name: 'Disconnect' })
      .click()
    await expect(wallet.getByText('No dapp is connected.')).toBeVisible()

    await openDemoHost(page, stack.urls.host)
    // The modal restored the stored session, then heard the wallet ended it: its connector is gone.
    await expect.poll(() => storedWalletConnectConnector(page), { timeout: 15_000 }).toBeNull()
    expect(await demoHostState(page)).toMatchObject({
      status: 'disconnected',
      address: null,
      network: ANVIL_1,
    })
  })

  test('behavior: a relay restart mid-session recovers: personal_sign still reaches the wallet and verifies', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await openDemoHost(page, stack.urls.host)
    const { wallet } = await connectMobileWallet(page, stack)
    await expect.poll(async () => (await demoHostState(page)).status).toBe('connected')

    // What the two clients hold on the relay before it goes away.
    const before = relay.stats()
    expect(before.clients).toBeGreaterThanOrEqual(2)
    expect(before.topics).toBeGreaterThanOrEqual(1)
    const restartedAt = Date.now()
    await relay.restart()
    // The new relay starts empty: no socket, no subscription, no mailbox.
    expect(relay.stats()).toMatchObject({ clients: 0, topics: 0, mailboxMessages: 0 })
    // Both clients reconnect and subscribe to their topics again by themselves.
    await expect
      .poll(() => relay.stats(), {
        message: 'the modal and the wallet reconnect and re-subscribe',
        timeout: 20_000,
      })
      .toMatchObject({ clients: before.clients, topics: before.topics })
    test.info().annotations.push({
      type: 'relay restart',
      description: `both clients re-subscribed within ${Date.now() - restartedAt} ms (polled)`,
    })

    const message = 'Still signing after the relay restarted'
    const signing = requestHostPersonalSign(page, message, WALLET_ACCOUNT)
    const request = wallet.getByRole('region', { name: 'personal_sign' })
    await request.getByRole('button', { name: 'Approve', exact: true }).click({ timeout: 20_000 })
    const signature = await signing
    expect(await verifyMessage({ address: WALLET_ACCOUNT, message, signature })).toBe(true)
    await expect.poll(async () => (await demoHostState(page)).status).toBe('connected')
  })
})

/**
 * A relay service whose port refuses connections until the test starts our relay on it: the
 * served project's `relayUrl` points at a relay that is down.
 */
function createLateRelay() {
  let port = 0
  let running: RunningRelay | undefined
  const service: Service = {
    name: 'WalletConnect relay (down until started)',
    async start() {
      // A free port, released again: nothing listens there until `startNow()`.
      const probe = await startRelay({ port: 0 })
      port = Number(new URL(probe.url).port)
      await probe.stop()
      const url = `ws://127.0.0.1:${port}`
      return { url, stop: async () => running?.stop(), endpoints: { relayUrl: url } }
    },
  }
  return {
    service,
    host: () => `127.0.0.1:${port}`,
    startNow: async () => {
      running = await startRelay({ port })
      return running
    },
  }
}

test.describe('WalletConnect with the relay down', () => {
  const late = createLateRelay()
  let down: Stack

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    down = await startStackOnCopies({
      services: [late.service, createDemoAnvilService(31337)],
    })
  })

  test.afterAll(async () => {
    await down?.stop()
  })

  test('error: the relay cannot be reached → the error names it within 10 s; host-window wallets still connect; Try again pairs once it runs', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const EVM = 'Airlock Demo Wallet (EVM)'
    const unreachable = `The WalletConnect relay at ${late.host()} cannot be reached.`
    await openDemoHost(page, down.urls.host)
    const { dialog } = modalView(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()

    /**
     * WalletConnect from Connect: the code shows at once (the modal makes its URI itself), then
     * the error in its place, within the bound (plus the SDK's start).
     */
    const code = dialog.getByRole('img', { name: /^Pairing code for / })
    const showUnreachable = async () => {
      await dialog.getByRole('button', { name: /WalletConnect/ }).click()
      const clickedAt = Date.now()
      await expect(code).toBeVisible()
      await expect(dialog.getByRole('alert')).toContainText(unreachable, {
        timeout: RELAY_CONNECT_TIMEOUT_MS + 5_000,
      })
      const shownMs = Date.now() - clickedAt
      expect(shownMs).toBeGreaterThanOrEqual(RELAY_CONNECT_TIMEOUT_MS - 500)
      test.info().annotations.push({
        type: 'relay unreachable',
        description: `error shown ${shownMs} ms after the click (bound ${RELAY_CONNECT_TIMEOUT_MS} ms)`,
      })
      // A visitor who scanned it is told: the code is gone.
      await expect(code).toBeHidden()
    }
    await showUnreachable()

    // Nothing else broke: a host-window wallet connects (and disconnects) while the relay is down.
    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.getByRole('button', { name: new RegExp(escapeRegExp(EVM)) }).click()
    await demoWalletPrompt(page, EVM, 'Connect to this site')
      .getByRole('button', { name: 'Approve' })
      .click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect.poll(async () => (await demoHostState(page)).status).toBe('connected')
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()

    // Down again; the relay starts; Try again pairs through it.
    await showUnreachable()
    const relay = await late.startNow()
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await readPairingUri(page)
    // The modal's client reaches the relay and subscribes to the code's topic: the pairing goes
    // through it.
    await expect.poll(() => relay.stats().topics, { timeout: 15_000 }).toBeGreaterThan(0)
    expect(relay.stats()).toMatchObject({ clients: 1, connections: 1 })
  })
})
