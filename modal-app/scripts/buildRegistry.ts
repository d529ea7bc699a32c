// Writes a generated registry of n wallets for the scale test of the wallet list (the modal's own
// registry is built from the `thirdweb` package's data by `vite build`: build/walletRegistry):
// the index at --out and the wallets' links beside it, as links.json (the modal reads both from
// /wallets/).
//
//   tsx modal-app/scripts/buildRegistry.ts --scale 5000 [--out /tmp/registry-5000/registry.json]
import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { generateScaleRegistry } from '../src/registry/generateScaleRegistry.ts'
import { registryFiles } from '../src/registry/registryFiles.ts'
import { registryWalletSchema } from '../src/registry/registryWalletSchema.ts'

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}

function fail(message: string): never {
  console.error(`buildRegistry: ${message}`)
  process.exit(1)
}

const scale = option('--scale')
if (scale === undefined) fail('--scale <n> is required (the number of wallets to generate)')
const count = Number(scale)
if (!Number.isInteger(count) || count < 1 || count > 20_000) {
  fail(`--scale takes a whole number from 1 to 20000, got "${scale}"`)
}
const wallets = generateScaleRegistry(count)
for (const wallet of wallets) {
  const parsed = registryWalletSchema.safeParse(wallet)
  if (!parsed.success) fail(`generated an invalid entry: ${JSON.stringify(wallet).slice(0, 200)}`)
}
const path = option('--out') ?? join(tmpdir(), `airlock-registry-${count}`, 'registry.json')
const files = registryFiles(wallets)
const linksPath = join(dirname(path), 'links.json')
mkdirSync(dirname(path), { recursive: true })
writeFileSync(path, files['registry.json'])
writeFileSync(linksPath, files['links.json'])
const kb = (text: string) => `${(text.length / 1024).toFixed(0)} KB`
console.info(
  `buildRegistry: ${count} wallets → ${path} (${kb(files['registry.json'])}), ${linksPath} (${kb(files['links.json'])})`,
)
