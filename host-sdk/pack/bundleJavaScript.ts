import { join, relative } from 'node:path'
import { type BuildOptions, build, type Metafile, type Plugin } from 'esbuild'

/** Where the sources are and where `index.js` and `react.js` go. */
export type BundleJavaScriptParameters = {
  /** The monorepo root, with `host-sdk/` in it. */
  repoRoot: string
  /** Gets `index.js` and `react.js`. */
  outDir: string
}

/** What went into the two files. */
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
 * Bundles the two entries of the package as ESM. `index.js` is the vanilla entry with every
 * dependency in it (the code it uses of `@airlock/shared-protocol`), so the
 * package has no runtime dependencies. `react.js` is the React entry with `react` external and
 * everything outside `src/react` imported from `./index.js`: one copy of the SDK, so the
 * instance cache that `createModal()` fills is the one the hooks read.
 *
 * @example
 * ```ts
 * await bundleJavaScript({ repoRoot: '/repo', outDir: '/repo/host-sdk/dist/package' })
 * ```
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
    plugins: [vanillaFromIndex(join(repoRoot, 'host-sdk/src/react'))],
  })
  return { inputs: [...inputsOf(vanilla.metafile), ...inputsOf(react.metafile)] }
}

/** React stays external; any module outside `reactDir` becomes an import of `./index.js`. */
function vanillaFromIndex(reactDir: string): Plugin {
  return {
    name: 'airlock-vanilla-from-index',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined
        if (args.path === 'react' || args.path.startsWith('react/')) {
          return { path: args.path, external: true }
        }
        const isInReactDir =
          args.path.startsWith('.') &&
          !relative(reactDir, join(args.resolveDir, args.path)).startsWith('..')
        return isInReactDir ? undefined : { path: './index.js', external: true }
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
