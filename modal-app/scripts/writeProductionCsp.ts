// Writes the production Content-Security-Policy of a modal deployment from its project files
// (`buildProductionModalCsp`): prints the header, and writes it with the Referrer-Policy and the
// caching rules as a `_headers` file (the format of Netlify and Cloudflare Pages) beside the
// built modal (`modalHeadersFile`).
//
//   npm run build -w @airlock/modal-app
//   npm run csp:production -w @airlock/modal-app [-- --projects <dir>] [--out <file>]
//
// --projects defaults to modal-app/dist/projects (the files the deployment serves); --out to
// modal-app/dist/_headers. Run it again whenever a project file or index.html changes.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildProductionModalCsp } from '../src/csp/buildProductionModalCsp.ts'
import { modalHeadersFile } from '../src/csp/modalHeadersFile.ts'

const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')

// Paths are relative to where the command was typed (npm runs workspace scripts in modal-app/).
const cwd = process.env.INIT_CWD ?? process.cwd()

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name)
  return index === -1 ? fallback : resolve(cwd, process.argv[index + 1] ?? '')
}

const projectsDir = option('--projects', join(appRoot, 'dist/projects'))
const out = option('--out', join(appRoot, 'dist/_headers'))

let names: string[]
try {
  names = readdirSync(projectsDir).filter((name) => name.endsWith('.json'))
} catch {
  console.error(`writeProductionCsp: cannot read ${projectsDir} (build the modal first?)`)
  process.exit(1)
}
if (names.length === 0) {
  console.error(`writeProductionCsp: no project files (*.json) in ${projectsDir}`)
  process.exit(1)
}
let policy: string
try {
  policy = buildProductionModalCsp(
    names.sort().map((name) => {
      const path = join(projectsDir, name)
      return { name, path: relative(cwd, path), text: readFileSync(path, 'utf8') }
    }),
  )
} catch (error) {
  console.error(`writeProductionCsp: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
try {
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, modalHeadersFile(policy))
} catch (error) {
  console.error(`writeProductionCsp: cannot write ${out}: ${(error as Error).message}`)
  process.exit(1)
}
console.log(`Content-Security-Policy: ${policy}`)
console.error(`writeProductionCsp: wrote ${out} from ${names.length} project file(s)`)
