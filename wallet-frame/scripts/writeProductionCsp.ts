// Writes the wallet frame's production headers from the modal deployment's project files
// (`buildProductionWalletFrameCsp`): prints the Content-Security-Policy, and writes it with the
// other headers the frame needs and the caching rules as a `_headers` file (the format of Netlify
// and Cloudflare Pages) beside the built frame (`walletFrameHeadersFile`).
//
//   npm run build -w @airlock/wallet-frame
//   npm run csp:production -w @airlock/wallet-frame -- --modal <origin> [--projects <dir>] [--out <file>]
//
// --modal (repeatable) is the modal's origin; --projects defaults to modal-app/dist/projects (the
// files the modal deployment serves); --out to wallet-frame/dist/_headers. Run it again whenever
// a project file changes.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildProductionWalletFrameCsp } from '../src/csp/buildProductionWalletFrameCsp.ts'
import { walletFrameHeadersFile } from '../src/csp/walletFrameHeadersFile.ts'

const frameRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
// Paths are relative to where the command was typed (npm runs workspace scripts in wallet-frame/).
const cwd = process.env.INIT_CWD ?? process.cwd()

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name)
  return index === -1 ? fallback : resolve(cwd, process.argv[index + 1] ?? '')
}

const modalOrigins = process.argv.flatMap((arg, index) =>
  arg === '--modal' ? [process.argv[index + 1] ?? ''] : [],
)
const projectsDir = option('--projects', join(frameRoot, '../modal-app/dist/projects'))
const out = option('--out', join(frameRoot, 'dist/_headers'))

if (modalOrigins.length === 0) {
  console.error("writeProductionCsp: name the modal's origin: --modal https://modal.example")
  process.exit(1)
}
let names: string[]
try {
  names = readdirSync(projectsDir).filter((name) => name.endsWith('.json'))
} catch {
  console.error(`writeProductionCsp: cannot read ${projectsDir} (build the modal first?)`)
  process.exit(1)
}
let policy: string
try {
  policy = buildProductionWalletFrameCsp({
    modalOrigins,
    files: names.sort().map((name) => {
      const path = join(projectsDir, name)
      return { name, path: relative(cwd, path), text: readFileSync(path, 'utf8') }
    }),
  })
} catch (error) {
  console.error(`writeProductionCsp: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
try {
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, walletFrameHeadersFile(policy))
} catch (error) {
  console.error(`writeProductionCsp: cannot write ${out}: ${(error as Error).message}`)
  process.exit(1)
}
console.log(`Content-Security-Policy: ${policy}`)
console.error(`writeProductionCsp: wrote ${out} from ${names.length} project file(s)`)
