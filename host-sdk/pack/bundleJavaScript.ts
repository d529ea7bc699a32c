import { join, relative } from 'node:path'
import { type BuildOptions, build, type Metafile, type Plugin } from 'esbuild'

/** Where the sources are and where `index.js`, `react.js`, `solana.js` and `wagmi.js` go. */
export type BundleJavaScriptParameters = {
  /** The monorepo root, with `host-sdk/` in it. */
  repoRoot: string
  /** Gets `index.js`, `react.js`, `solana.js` and `wagmi.js`. */
  outDir: string
}

/** What went into the four files. */
export type BundleJavaScriptReturnType = {
  /** Every input esbuild read, relative to the repo root (node_modules ones included). */
  inputs: string[]
}

const COMMON: BuildOptions = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  // Not minified: a host's bundler minifies anyway, and readable code gives the host readable
  // stack traces and a debuggable SDK in devtools.
  minify: false,
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
}

/**
 * Bundles the three entries of the package as ESM. `index.js` is the vanilla entry with every
 * dependency in it (the code it uses of `@airlock/shared-protocol`), so the
 * package has no runtime dependencies. `react.js` is the React entry with `react` external and
 * everything outside `src/react` imported from `./index.js`: one copy of the SDK, so the
 * instance cache that `createModal()` fills is the one the hooks read; `vue.js` (with `vue`
 * external) and `ssr.js` are built the same way. `solana.js` is the Solana
 * adapter with `@airlock/shared-protocol` taken from `./index.js` (one `AirlockError` class, so
 * the errors it throws stay AirlockErrors); `polkadot.js`, `bitcoin.js` and `cosmos.js` are built
 * the same way; the few small helpers it shares with the vanilla
 * entry (none with state) are bundled into it. `wagmi.js` is the wagmi connector, built the same
 * way with `@wagmi/core` and `viem` external: the host's wagmi app has them.
 */
export async function bundleJavaScript({
  repoRoot,
  outDir,
}: BundleJavaScriptParameters): Promise<BundleJavaScriptReturnType> {
  const vanilla = await build({
    ...COMMON,
    absWorkingDir: repoRoot,
    entryPoints: [join(repoRoot, 'host-sdk/src/index.ts')],
    outfile: join(outDir, 'index.js'),
  })
  const react = await build({
    ...COMMON,
    absWorkingDir: repoRoot,
    entryPoints: [join(repoRoot, 'host-sdk/src/react/index.ts')],
    outfile: join(outDir, 'react.js'),
    plugins: [vanillaFromIndex(join(repoRoot, 'host-sdk/src/react'), 'react')],
  })
  const vue = await build({
    ...COMMON,
    absWorkingDir: repoRoot,
    entryPoints: [join(repoRoot, 'host-sdk/src/vue/index.ts')],
    outfile: join(outDir, 'vue.js'),
    plugins: [vanillaFromIndex(join(repoRoot, 'host-sdk/src/vue'), 'vue')],
  })
  const ssr = await build({
    ...COMMON,
    absWorkingDir: repoRoot,
    entryPoints: [join(repoRoot, 'host-sdk/src/ssr/index.ts')],
    outfile: join(outDir, 'ssr.js'),
    plugins: [vanillaFromIndex(join(repoRoot, 'host-sdk/src/ssr'), 'react')],
  })
  const solana = await build({
    ...COMMON,
    absWorkingDir: repoRoot,
    entryPoints: [join(repoRoot, 'host-sdk/src/solana/index.ts')],
    outfile: join(outDir, 'solana.js'),
    plugins: [sharedProtocolFromIndex],
  })
  // polkadot, bitcoin and cosmos are built like solana.
  const namespaces = await Promise.all(
    ['polkadot', 'bitcoin', 'cosmos'].map((entry) =>
      build({
        ...COMMON,
        absWorkingDir: repoRoot,
        entryPoints: [join(repoRoot, `host-sdk/src/${entry}/index.ts`)],
        outfile: join(outDir, `${entry}.js`),
        plugins: [sharedProtocolFromIndex],
      }),
    ),
  )
  const wagmi = await build({
    ...COMMON,
    absWorkingDir: repoRoot,
    entryPoints: [join(repoRoot, 'host-sdk/src/wagmi/index.ts')],
    outfile: join(outDir, 'wagmi.js'),
    external: WAGMI_EXTERNAL,
    plugins: [sharedProtocolFromIndex],
  })
  return {
    inputs: [
      ...inputsOf(vanilla.metafile),
      ...inputsOf(react.metafile),
      ...inputsOf(vue.metafile),
      ...inputsOf(ssr.metafile),
      ...inputsOf(solana.metafile),
      ...namespaces.flatMap((namespace) => inputsOf(namespace.metafile)),
      ...inputsOf(wagmi.metafile),
    ],
  }
}

/** What `wagmi.js` imports from the host's own packages (peers of the package). */
const WAGMI_EXTERNAL = ['@wagmi/core', 'viem']

/** `@airlock/shared-protocol` becomes an import of `./index.js`, which exports what it needs. */
const sharedProtocolFromIndex: Plugin = {
  name: 'airlock-shared-protocol-from-index',
  setup(build) {
    build.onResolve({ filter: /^@airlock\/shared-protocol$/ }, () => ({
      path: './index.js',
      external: true,
    }))
  },
}

/**
 * The framework (`react`, `vue`) stays external; any module outside `entryDir` becomes an import
 * of `./index.js`.
 */
function vanillaFromIndex(entryDir: string, framework: string): Plugin {
  return {
    name: 'airlock-vanilla-from-index',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined
        if (args.path === framework || args.path.startsWith(`${framework}/`)) {
          return { path: args.path, external: true }
        }
        const isInEntryDir =
          args.path.startsWith('.') &&
          !relative(entryDir, join(args.resolveDir, args.path)).startsWith('..')
        return isInEntryDir ? undefined : { path: './index.js', external: true }
      })
    },
  }
}

/** The inputs with code in an output: a module whose exports were all shaken off ships nothing. */
function inputsOf(metafile: Metafile | undefined): string[] {
  if (!metafile) throw new Error('esbuild gave no metafile')
  return Object.values(metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
      .map(([input]) => input),
  )
}
