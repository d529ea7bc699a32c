import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, isAbsolute, join, relative } from 'node:path'
import { type Plugin, rollup } from 'rollup'
import { dts } from 'rollup-plugin-dts'
import ts from 'typescript'
import { expandInferredTypes } from './expandInferredTypes.ts'

/** Where the sources are and where the declaration files go. */
export type BundleDeclarationsParameters = {
  /** The monorepo root, with `host-sdk/` and `shared-protocol/` in it. */
  repoRoot: string
  /** Gets `index.d.ts` and a `<entry>.d.ts` for each other entry (`react`, `solana`, …). */
  outDir: string
}

const VANILLA = 'airlock:vanilla-entry'

/**
 * Writes the type declarations of the package: `index.d.ts` with everything the vanilla entry
 * names, `@airlock/shared-protocol` inlined and zod's inferred types expanded (a host has
 * neither), and `react.d.ts`, `solana.d.ts`, `polkadot.d.ts`, `bitcoin.d.ts`, `cosmos.d.ts`, `wagmi.d.ts`,
 * `vue.d.ts` and `ssr.d.ts`, which take
 * every type from outside their folder of `src/` from `./index.js` (`wagmi.d.ts` names `@wagmi/core`
 * and `viem` types, which the host's wagmi app has). Type errors in the sources fail the build.
 */
export async function bundleDeclarations({
  repoRoot,
  outDir,
}: BundleDeclarationsParameters): Promise<void> {
  const declarationDir = await mkdtemp(join(tmpdir(), 'airlock-dts-'))
  try {
    emitDeclarations(repoRoot, declarationDir)
    const emitted = (path: string) => join(declarationDir, path)
    const sharedProtocol = sharedProtocolEntries(repoRoot)
    const emittedEntry = (source: string) => {
      const file = sharedProtocol.get(source)
      return file === undefined ? null : emitted(file.replace(/\.ts$/, '.d.ts'))
    }
    await writeBundle(emitted('host-sdk/src/index.d.ts'), join(outDir, 'index.d.ts'), {
      name: 'airlock-inline-shared-protocol',
      resolveId: emittedEntry,
    })
    for (const entry of SUBPATH_ENTRIES) {
      await writeBundle(
        emitted(`host-sdk/src/${entry}/index.d.ts`),
        join(outDir, `${entry}.d.ts`),
        vanillaExternal(emitted(`host-sdk/src/${entry}/`), emittedEntry),
      )
    }
  } finally {
    await rm(declarationDir, { recursive: true, force: true })
  }
}

/** The package's entries besides `.`, each a folder of `host-sdk/src/`. */
const SUBPATH_ENTRIES = ['react', 'solana', 'polkadot', 'bitcoin', 'cosmos', 'wagmi', 'vue', 'ssr']

/**
 * `@airlock/shared-protocol` and each of its subpaths (`/namespaceWallets`, …), as in its
 * package.json exports, to their source file relative to the repo root.
 */
function sharedProtocolEntries(repoRoot: string): Map<string, string> {
  const manifest = JSON.parse(
    readFileSync(join(repoRoot, 'shared-protocol/package.json'), 'utf8'),
  ) as { exports: Record<string, string> }
  return new Map(
    Object.entries(manifest.exports).map(([subpath, file]) => [
      join('@airlock/shared-protocol', subpath),
      join('shared-protocol', file),
    ]),
  )
}

function emitDeclarations(repoRoot: string, declarationDir: string): void {
  const configPath = join(repoRoot, 'tsconfig.base.json')
  const config = ts.readConfigFile(configPath, ts.sys.readFile)
  if (config.error) throw new Error(formatDiagnostics([config.error]))
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, repoRoot)
  const program = ts.createProgram({
    rootNames: [
      join(repoRoot, 'host-sdk/src/index.ts'),
      ...SUBPATH_ENTRIES.map((entry) => join(repoRoot, `host-sdk/src/${entry}/index.ts`)),
    ],
    options: {
      ...options,
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      rewriteRelativeImportExtensions: true,
      rootDir: repoRoot,
      outDir: declarationDir,
      // Resolved through node_modules, the workspace package would count as a library and get no
      // declarations emitted; as a path it is part of the program. Every subpath needs its own
      // entry: one resolved through node_modules loads a second copy of shared-protocol, whose
      // types an inferred declaration cannot name (TS2742).
      paths: Object.fromEntries(
        [...sharedProtocolEntries(repoRoot)].map(([source, file]) => [
          source,
          [join(repoRoot, file)],
        ]),
      ),
    },
  })
  const result = program.emit(undefined, undefined, undefined, true, {
    afterDeclarations: [expandInferredTypes(program.getTypeChecker())],
  })
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics]
  if (diagnostics.length > 0 || result.emitSkipped) {
    throw new Error(`Declarations of the host SDK:\n${formatDiagnostics(diagnostics)}`)
  }
}

/** The packages a host brings itself: declarations import them as they are. */
const PEERS = ['react', 'vue', '@wagmi/core', 'viem']
const isPeer = (source: string) =>
  PEERS.some((peer) => source === peer || source.startsWith(`${peer}/`))

/**
 * Peers stay external; shared-protocol subpaths (types only) are inlined; any other declaration
 * outside `entryDir` is taken from `./index.js`.
 */
function vanillaExternal(
  entryDir: string,
  sharedProtocolSubpath: (source: string) => string | null,
): Plugin {
  return {
    name: 'airlock-vanilla-external',
    resolveId(source, importer) {
      if (isPeer(source)) return { id: source, external: true }
      if (source !== '@airlock/shared-protocol') {
        const inlined = sharedProtocolSubpath(source)
        if (inlined !== null) return inlined
      }
      if (importer === undefined) return null
      const isInEntryDir =
        source.startsWith('.') &&
        !relative(entryDir, join(dirname(importer), source)).startsWith('..')
      return isInEntryDir ? null : { id: VANILLA, external: true }
    },
  }
}

async function writeBundle(input: string, file: string, resolver: Plugin): Promise<void> {
  const bundle = await rollup({
    input,
    plugins: [resolver, bareSpecifiersExternal, dts({ respectExternal: false })],
    onwarn(warning) {
      throw new Error(`Bundling ${input}: ${warning.message}`)
    },
  })
  try {
    const { output } = await bundle.write({
      file,
      format: 'es',
      paths: { [VANILLA]: './index.js' },
    })
    const imports = output.flatMap((chunk) => (chunk.type === 'chunk' ? chunk.imports : []))
    const unexpected = imports.filter((id) => id !== './index.js' && !isPeer(id))
    if (unexpected.length > 0) {
      throw new Error(`${file} would import ${unexpected.join(', ')}, which a host does not have`)
    }
  } finally {
    await bundle.close()
  }
}

/**
 * Declarations the entries do not reach still import zod; rollup leaves those out, and
 * writeBundle refuses an output that still imports one.
 */
const bareSpecifiersExternal: Plugin = {
  name: 'airlock-bare-specifiers-external',
  resolveId: (source) =>
    source.startsWith('.') || isAbsolute(source) ? null : { id: source, external: true },
}

function formatDiagnostics(diagnostics: readonly ts.Diagnostic[]): string {
  return ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => process.cwd(),
    getNewLine: () => '\n',
  })
}
