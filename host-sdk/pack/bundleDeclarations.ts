import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, isAbsolute, join, relative } from 'node:path'
import { type Plugin, rollup } from 'rollup'
import { dts } from 'rollup-plugin-dts'
import ts from 'typescript'
import { expandInferredTypes } from './expandInferredTypes.ts'

/** Where the sources are and where the four declaration files go. */
export type BundleDeclarationsParameters = {
  /** The monorepo root, with `host-sdk/` and `shared-protocol/` in it. */
  repoRoot: string
  /** Gets `index.d.ts`, `react.d.ts`, `solana.d.ts`, `wagmi.d.ts`, `vue.d.ts` and `ssr.d.ts`. */
  outDir: string
}

const VANILLA = 'airlock:vanilla-entry'

/**
 * Writes the type declarations of the package: `index.d.ts` with everything the vanilla entry
 * names, `@airlock/shared-protocol` inlined and zod's inferred types expanded (a host has
 * neither), and `react.d.ts`, `solana.d.ts`, `wagmi.d.ts`, `vue.d.ts` and `ssr.d.ts`, which take
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
    const sharedProtocol = emitted('shared-protocol/src/index.d.ts')
    await writeBundle(emitted('host-sdk/src/index.d.ts'), join(outDir, 'index.d.ts'), {
      name: 'airlock-inline-shared-protocol',
      resolveId: (source) => (source === '@airlock/shared-protocol' ? sharedProtocol : null),
    })
    for (const entry of ['react', 'solana', 'wagmi', 'vue', 'ssr']) {
      await writeBundle(
        emitted(`host-sdk/src/${entry}/index.d.ts`),
        join(outDir, `${entry}.d.ts`),
        vanillaExternal(emitted(`host-sdk/src/${entry}/`)),
      )
    }
  } finally {
    await rm(declarationDir, { recursive: true, force: true })
  }
}

function emitDeclarations(repoRoot: string, declarationDir: string): void {
  const configPath = join(repoRoot, 'tsconfig.base.json')
  const config = ts.readConfigFile(configPath, ts.sys.readFile)
  if (config.error) throw new Error(formatDiagnostics([config.error]))
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, repoRoot)
  const program = ts.createProgram({
    rootNames: [
      join(repoRoot, 'host-sdk/src/index.ts'),
      join(repoRoot, 'host-sdk/src/react/index.ts'),
      join(repoRoot, 'host-sdk/src/solana/index.ts'),
      join(repoRoot, 'host-sdk/src/wagmi/index.ts'),
      join(repoRoot, 'host-sdk/src/vue/index.ts'),
      join(repoRoot, 'host-sdk/src/ssr/index.ts'),
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
      // declarations emitted; as a path it is part of the program.
      paths: { '@airlock/shared-protocol': [join(repoRoot, 'shared-protocol/src/index.ts')] },
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

/** Peers stay external; any declaration outside `entryDir` is taken from `./index.js`. */
function vanillaExternal(entryDir: string): Plugin {
  return {
    name: 'airlock-vanilla-external',
    resolveId(source, importer) {
      if (isPeer(source)) return { id: source, external: true }
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
