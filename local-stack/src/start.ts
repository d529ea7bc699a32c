// `npm start`: builds the modal app, the demo host and the demo mobile wallet, serves them and
// runs the WalletConnect relay, two anvil chains and the Solana RPC on loopback, prints where,
// and stops everything on Ctrl-C (SIGINT) or SIGTERM.
//
// Environment: AIRLOCK_HOST_PORT (4300), AIRLOCK_MODAL_PORT (4310), AIRLOCK_RELAY_PORT (4320),
// AIRLOCK_WALLET_PORT (4340), AIRLOCK_EVM_PORT (8545), AIRLOCK_EVM2_PORT (8546),
// AIRLOCK_SOLANA_PORT (8899), AIRLOCK_API_PORT (4330, the reference API: transaction history),
// AIRLOCK_WALLET_FRAME_PORT (4350, the embedded wallet's frame),
// AIRLOCK_AUTH_PORT (4360, the embedded wallet's auth service, mailbox at /mailbox),
// AIRLOCK_OIDC_PORT (4370, the demo OpenID provider), AIRLOCK_SMTP_PORT (2525, keeps the mails),
// AIRLOCK_AUTH_PROVIDERS (a providers JSON file), AIRLOCK_AUTH_SMTP_URL (an SMTP server of yours),
// AIRLOCK_CHAINS=0 (no chains and no API), AIRLOCK_SKIP_BUILD=1,
// AIRLOCK_HOST_DIST / AIRLOCK_MODAL_DIST (serve other build folders), AIRLOCK_DATA_DIR (where
// the services keep data across restarts, local-stack/.data: the reference API's api.sqlite,
// the relay's relay-mailbox.sqlite, the auth service's auth.sqlite).
// See local-stack/README.md.
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { readAuthProvidersFile } from './auth/readAuthProviders.ts'
import { createAnvilService } from './services/createAnvilService.ts'
import { createApiService } from './services/createApiService.ts'
import { createAuthServices } from './services/createAuthServices.ts'
import { createMobileWalletService } from './services/createMobileWalletService.ts'
import { createRelayService } from './services/createRelayService.ts'
import { createSolanaService } from './services/createSolanaService.ts'
import { createWalletFrameService } from './services/createWalletFrameService.ts'
import { readStackConfig, type StackConfig } from './services/readStackConfig.ts'
import { runWorkspaceBuild } from './services/runWorkspaceBuild.ts'
import type { Service } from './services/Service.ts'
import { formatUrlTable, type Stack, startStack } from './services/startStack.ts'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const walletRoot = join(repoRoot, 'demo-host/mobile-wallet/dist')
const walletFrameRoot = join(repoRoot, 'wallet-frame/dist')

/**
 * The demo chains' block time besides each transaction's block, Ethereum's slot time: a dapp's
 * ethers waiting for a block after its transaction's gets one, and the API's index has few empty
 * blocks to read after a long idle.
 */
const DEMO_BLOCK_TIME_SECONDS = 12

/**
 * Services that run beside the two web servers, in start order: the relay and the chains first,
 * so that the reference API (which reads the chains), the mobile wallet (last) and the modal's
 * demo project learn their URLs.
 */
function extraServices(config: StackConfig): Service[] {
  const dataDir = process.env.AIRLOCK_DATA_DIR || join(repoRoot, 'local-stack/.data')
  // Pending WalletConnect messages (a proposal, a request) survive a restart of `npm start`.
  const services: Service[] = [
    createRelayService({
      port: config.relayPort,
      mailboxPath: join(dataDir, 'relay-mailbox.sqlite'),
    }),
  ]
  if (config.chains) {
    services.push(
      createAnvilService({
        port: config.evmPort,
        chainId: 31337,
        envVar: 'AIRLOCK_EVM_PORT',
        blockTimeSeconds: DEMO_BLOCK_TIME_SECONDS,
      }),
      createAnvilService({
        port: config.evm2Port,
        chainId: 31338,
        envVar: 'AIRLOCK_EVM2_PORT',
        blockTimeSeconds: DEMO_BLOCK_TIME_SECONDS,
      }),
      createSolanaService({ port: config.solanaPort }),
      // The networks and tokens of the demo project the modal serves.
      createApiService({
        port: config.apiPort,
        // Names, on-ramp orders and analytics events survive a restart of `npm start`.
        databasePath: join(dataDir, 'api.sqlite'),
        projectFile: join(
          config.modalRoot ?? join(repoRoot, 'modal-app/dist'),
          'projects/demo.json',
        ),
      }),
    )
  } else {
    process.stdout.write('AIRLOCK_CHAINS=0: no anvil chains, no Solana RPC and no reference API.\n')
  }
  if (existsSync(join(walletRoot, 'index.html'))) {
    services.push(createMobileWalletService({ port: config.walletPort, root: walletRoot }))
  } else {
    process.stdout.write(
      'The demo mobile wallet is not built (demo-host/mobile-wallet/dist), so it is not served.\n',
    )
  }
  // The embedded wallet's back end, after the wallet frame it answers and redirects to.
  if (existsSync(join(walletFrameRoot, 'index.html'))) {
    services.push(createWalletFrameService({ port: config.walletFramePort, root: walletFrameRoot }))
  } else {
    process.stdout.write(
      'The wallet frame is not built (wallet-frame/dist), so email and social login cannot finish.\n',
    )
  }
  services.push(
    ...createAuthServices({
      smtpPort: config.smtpPort,
      authPort: config.authPort,
      oidcPort: config.oidcPort,
      // Users, sessions and auth shares survive a restart of `npm start`.
      databasePath: join(dataDir, 'auth.sqlite'),
      projectsDir: join(config.modalRoot ?? join(repoRoot, 'modal-app/dist'), 'projects'),
      providers: config.authProvidersFile
        ? readAuthProvidersFile(config.authProvidersFile)
        : undefined,
      smtpUrl: config.authSmtpUrl,
    }),
  )
  return services
}

/** Whether demo-host has the script that builds the mobile wallet page. */
function hasWalletBuild(): boolean {
  try {
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'demo-host/package.json'), 'utf8'))
    return typeof manifest?.scripts?.['build:wallet'] === 'string'
  } catch {
    return false
  }
}

/** The relay and RPC URLs baked into the wallet build, for the ports that are fixed. */
function walletBuildEnv(config: StackConfig): Record<string, string> {
  const env: Record<string, string> = {}
  if (config.relayPort !== 0) env.AIRLOCK_RELAY_URL = `ws://127.0.0.1:${config.relayPort}`
  if (config.evmPort !== 0) env.AIRLOCK_EVM_RPC_31337 = `http://127.0.0.1:${config.evmPort}`
  if (config.evm2Port !== 0) env.AIRLOCK_EVM_RPC_31338 = `http://127.0.0.1:${config.evm2Port}`
  if (config.solanaPort !== 0) env.AIRLOCK_SOLANA_RPC = `http://127.0.0.1:${config.solanaPort}`
  return env
}

// Aborted by Ctrl-C: cuts a build or the start short.
const starting = new AbortController()
let stack: Promise<Stack> | undefined
let shuttingDown = false

async function main(): Promise<void> {
  const config = readStackConfig(process.env)
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      process.stderr.write(`\nSecond ${signal}: exiting without waiting.\n`)
      process.exit(130)
    }
    shuttingDown = true
    process.stdout.write('\nStopping the local stack…\n')
    starting.abort(new Error(`${signal} received`))
    // A stack still starting gives up, stops what it started and rejects.
    ;(
      stack?.then(
        (running) => running.stop(),
        () => undefined,
      ) ?? Promise.resolve()
    ).then(
      () => {
        process.stdout.write('Stopped.\n')
        process.exit(0)
      },
      (error: unknown) => {
        process.stderr.write(`Some services did not stop cleanly: ${String(error)}\n`)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)

  if (!config.skipBuild) {
    const modalUrl = `http://localhost:${config.modalPort}/`
    const buildWallet = hasWalletBuild()
    process.stdout.write(
      `Building the modal app, the demo host${buildWallet ? ' and the mobile wallet' : ''} (AIRLOCK_SKIP_BUILD=1 skips this)…\n`,
    )
    await runWorkspaceBuild({
      workspace: '@airlock/modal-app',
      cwd: repoRoot,
      signal: starting.signal,
    })
    await runWorkspaceBuild({
      workspace: '@airlock/demo-host',
      cwd: repoRoot,
      env: { AIRLOCK_MODAL_URL: modalUrl },
      signal: starting.signal,
    })
    if (buildWallet) {
      await runWorkspaceBuild({
        workspace: '@airlock/demo-host',
        script: 'build:wallet',
        cwd: repoRoot,
        env: walletBuildEnv(config),
        signal: starting.signal,
      })
    }
    await runWorkspaceBuild({
      workspace: '@airlock/wallet-frame',
      cwd: repoRoot,
      signal: starting.signal,
    })
  }
  if (shuttingDown) return

  process.stdout.write('Starting the relay, the chains and the web servers…\n')
  stack = startStack({
    hostPort: config.hostPort,
    modalPort: config.modalPort,
    hostRoot: config.hostRoot,
    modalRoot: config.modalRoot,
    services: extraServices(config),
    signal: starting.signal,
  })
  const running = await stack
  if (shuttingDown) return
  const rows = [
    ...running.services.slice(0, 1),
    { name: 'Demo host (React)', url: `${running.urls.host}react.html` },
    ...running.services.slice(1),
  ]
  process.stdout.write(
    `\nAirlock local stack is running:\n\n${formatUrlTable(rows)}\n\nOpen ${running.urls.host} and press Connect Wallet. Press Ctrl-C to stop.\n`,
  )
}

// The stack's entry for code that starts it in-process (end-to-end tests, bench).
export { createAnvilService } from './services/createAnvilService.ts'
export { createApiService } from './services/createApiService.ts'
export { createMobileWalletService } from './services/createMobileWalletService.ts'
export { createRelayService } from './services/createRelayService.ts'
export { createSolanaService } from './services/createSolanaService.ts'
export type { StackEndpoints } from './services/Service.ts'
export { type Stack, type StartStackOptions, startStack } from './services/startStack.ts'

// Run only when executed (`node --import tsx local-stack/src/start.ts`), not when imported.
function isEntry(): boolean {
  const script = process.argv[1]
  if (script === undefined) return false
  try {
    return import.meta.url === pathToFileURL(realpathSync(script)).href
  } catch {
    return false
  }
}
if (isEntry())
  main().catch((error: unknown) => {
    // A signal during the build makes the build reject; shutdown() is already exiting then.
    if (shuttingDown) return
    process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  })
