// Writes the wallet registry the modal serves (`public/wallets/registry.json`) from the demo's
// explorer listing, plus the demo mobile wallet; or, with `--scale <n>`, a generated registry of
// n wallets for the scale test.
//
//   npm run build:registry -w @airlock/modal-app
//   tsx modal-app/scripts/buildRegistry.ts --scale 5000 [--out /tmp/registry-5000.json]
//
// The source is `<shared>/data/wallets/registry-explorer.json`, where <shared> is the folder
// `shared` beside the repository root (override with AIRLOCK_SHARED_DIR).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEMO_MOBILE_WALLET } from '../src/registry/DEMO_MOBILE_WALLET.ts'
import { generateScaleRegistry } from '../src/registry/generateScaleRegistry.ts'
import { registryWalletSchema } from '../src/registry/registryWalletSchema.ts'
import { type ExplorerWallet, toRegistryWallet } from '../src/registry/toRegistryWallet.ts'

const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = resolve(appRoot, '..')

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}

function fail(message: string): never {
  console.error(`buildRegistry: ${message}`)
  process.exit(1)
}

function write(path: string, wallets: unknown[]) {
  for (const wallet of wallets) {
    const parsed = registryWalletSchema.safeParse(wallet)
    if (!parsed.success) fail(`generated an invalid entry: ${JSON.stringify(wallet).slice(0, 200)}`)
  }
  // One wallet per line: small, and a change shows as a one-line diff.
  const text = `[\n${wallets.map((wallet) => JSON.stringify(wallet)).join(',\n')}\n]\n`
  if (/https?:\/\/registry\.walletconnect\.(com|org)/.test(text)) {
    fail('a registry.walletconnect URL would remain in the output')
  }
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
  console.info(
    `buildRegistry: ${wallets.length} wallets → ${path} (${(text.length / 1024).toFixed(0)} KB)`,
  )
}

const scale = option('--scale')
if (scale !== undefined) {
  const count = Number(scale)
  if (!Number.isInteger(count) || count < 1 || count > 20_000) {
    fail(`--scale takes a whole number from 1 to 20000, got "${scale}"`)
  }
  write(
    option('--out') ?? join(tmpdir(), `airlock-registry-${count}.json`),
    generateScaleRegistry(count),
  )
} else {
  const sharedDir = process.env.AIRLOCK_SHARED_DIR ?? resolve(repoRoot, '..', 'shared')
  const source = join(sharedDir, 'data', 'wallets', 'registry-explorer.json')
  if (!existsSync(source)) {
    fail(
      `the demo listing ${source} is missing. It lives in the "shared" folder beside the repository root; set AIRLOCK_SHARED_DIR to its location.`,
    )
  }
  let listing: unknown
  try {
    listing = JSON.parse(readFileSync(source, 'utf8'))
  } catch (error) {
    fail(`${source} is not JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (!Array.isArray(listing)) fail(`${source} must hold a JSON array`)
  const wallets = [DEMO_MOBILE_WALLET, ...(listing as ExplorerWallet[]).map(toRegistryWallet)]
  write(option('--out') ?? join(appRoot, 'public', 'wallets', 'registry.json'), wallets)
}
