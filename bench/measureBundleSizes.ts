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
  /** gzip(vanilla + Solana entries in one bundle) − gzip(vanilla): what `solanaAdapter()` adds. */
  hostSdkSolanaGzipBytes: number
  /** gzip(vanilla + Solana entries in one bundle), for reference. */
  hostSdkWithSolanaGzipBytes: number
}

const REACT_EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'react/jsx-dev-runtime']

/**
 * Bundles the host SDK entries the way a host's bundler would ship them (ESM, minified, every
 * dependency in; React stays external because the host already has it) and measures gzip.
 * "React entry on top of vanilla" is what a React host pays beyond the vanilla entry: one bundle
 * with both entries minus the vanilla bundle; the Solana entry (`@airlock/host-sdk/solana`, what a
 * dapp that passes `solanaAdapter()` adds) is measured the same way.
 *
 * @example
 * ```ts
 * const sizes = await measureBundleSizes('/repo/')
 * ```
 */
export async function measureBundleSizes(repoRoot: string): Promise<BundleSizes> {
  const vanillaEntry = `${repoRoot}host-sdk/src/index.ts`
  const vanilla = await bundle({ entryPoints: [vanillaEntry] })
  const withEntry = (entry: string) =>
    bundle({
      stdin: {
        contents: `export * as vanilla from ${JSON.stringify(vanillaEntry)}\nexport * as added from ${JSON.stringify(`${repoRoot}host-sdk/src/${entry}/index.ts`)}\n`,
        resolveDir: repoRoot,
        loader: 'ts',
      },
    })
  const hostSdkGzipBytes = gzipBytes(vanilla)
  const hostSdkWithReactGzipBytes = gzipBytes(await withEntry('react'))
  const hostSdkWithSolanaGzipBytes = gzipBytes(await withEntry('solana'))
  return {
    hostSdkGzipBytes,
    hostSdkReactGzipBytes: hostSdkWithReactGzipBytes - hostSdkGzipBytes,
    hostSdkWithReactGzipBytes,
    hostSdkSolanaGzipBytes: hostSdkWithSolanaGzipBytes - hostSdkGzipBytes,
    hostSdkWithSolanaGzipBytes,
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
