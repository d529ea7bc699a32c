import { build } from 'esbuild'
import { gzipBytes } from './gzipBytes.ts'

/** Sizes of the host SDK entries. */
export type BundleSizes = {
  /** The vanilla entry, bundled with every dependency, minified, gzip. */
  hostSdkGzipBytes: number
  /** gzip(vanilla + React entries in one bundle, React external) − gzip(vanilla). */
  hostSdkReactGzipBytes: number
  /** gzip(vanilla + React entries in one bundle, React external), for reference. */
  hostSdkWithReactGzipBytes: number
}

const REACT_EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'react/jsx-dev-runtime']

/**
 * Bundles the host SDK entries the way a host's bundler would ship them (ESM, minified, every
 * dependency in; React stays external because the host already has it) and measures gzip.
 * "React entry on top of vanilla" is what a React host pays beyond the vanilla entry: one bundle
 * with both entries minus the vanilla bundle.
 *
 * @example
 * ```ts
 * const sizes = await measureBundleSizes('/repo/')
 * ```
 */
export async function measureBundleSizes(repoRoot: string): Promise<BundleSizes> {
  const vanillaEntry = `${repoRoot}host-sdk/src/index.ts`
  const reactEntry = `${repoRoot}host-sdk/src/react/index.ts`
  const vanilla = await bundle({ entryPoints: [vanillaEntry] })
  const both = await bundle({
    stdin: {
      contents: `export * as vanilla from ${JSON.stringify(vanillaEntry)}\nexport * as react from ${JSON.stringify(reactEntry)}\n`,
      resolveDir: repoRoot,
      loader: 'ts',
    },
  })
  const hostSdkGzipBytes = gzipBytes(vanilla)
  const hostSdkWithReactGzipBytes = gzipBytes(both)
  return {
    hostSdkGzipBytes,
    hostSdkReactGzipBytes: hostSdkWithReactGzipBytes - hostSdkGzipBytes,
    hostSdkWithReactGzipBytes,
  }
}

async function bundle(input: Parameters<typeof build>[0]): Promise<Uint8Array> {
  const result = await build({
    ...input,
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    external: REACT_EXTERNAL,
    write: false,
    logLevel: 'warning',
  })
  const output = result.outputFiles?.[0]
  if (output === undefined) throw new Error('esbuild produced no output')
  return output.contents
}
