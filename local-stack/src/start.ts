// `npm start`: builds the modal app and the demo host, serves them (and every other local service)
// on loopback, prints where, and stops everything on Ctrl-C (SIGINT) or SIGTERM.
//
// Environment: AIRLOCK_HOST_PORT (4300), AIRLOCK_MODAL_PORT (4310), AIRLOCK_SKIP_BUILD=1,
// AIRLOCK_HOST_DIST / AIRLOCK_MODAL_DIST (serve other build folders). See local-stack/README.md.
import { realpathSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { formatUrlTable } from './services/formatUrlTable.ts'
import { readStackConfig } from './services/readStackConfig.ts'
import { runWorkspaceBuild } from './services/runWorkspaceBuild.ts'
import type { Service } from './services/Service.ts'
import { type Stack, startStack } from './services/startStack.ts'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Services that run beside the two web servers. The WalletConnect relay, the chains and the API
 * each add one entry here (a {@link Service} from their own folder).
 */
function extraServices(): Service[] {
  return []
}

const builds = new AbortController()
let stack: Stack | undefined
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
    builds.abort()
    ;(stack?.stop() ?? Promise.resolve()).then(
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
    process.stdout.write(
      'Building the modal app and the demo host (AIRLOCK_SKIP_BUILD=1 skips this)…\n',
    )
    await runWorkspaceBuild({
      workspace: '@airlock/modal-app',
      cwd: repoRoot,
      signal: builds.signal,
    })
    await runWorkspaceBuild({
      workspace: '@airlock/demo-host',
      cwd: repoRoot,
      env: { AIRLOCK_MODAL_URL: modalUrl },
      signal: builds.signal,
    })
  }
  if (shuttingDown) return

  stack = await startStack({
    hostPort: config.hostPort,
    modalPort: config.modalPort,
    hostRoot: config.hostRoot,
    modalRoot: config.modalRoot,
    services: extraServices(),
  })
  if (shuttingDown) {
    await stack.stop()
    return
  }
  const rows = [
    ...stack.services.slice(0, 1),
    { name: 'Demo host (React)', url: `${stack.urls.host}react.html` },
    ...stack.services.slice(1),
  ]
  process.stdout.write(
    `\nAirlock local stack is running:\n\n${formatUrlTable(rows)}\n\nOpen ${stack.urls.host} and press Connect Wallet. Press Ctrl-C to stop.\n`,
  )
}

// The stack's entry for code that starts it in-process (end-to-end tests, bench).
export { type Stack, type StartStackOptions, startStack } from './services/startStack.ts'

// Run only when executed (`tsx local-stack/src/start.ts`), not when imported.
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
