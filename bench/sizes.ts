import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

/**
 * Size of `data` after gzip at the default level (6, what `gzip -c` and most servers use).
 */
export function gzipBytes(data: string | Uint8Array): number {
  return gzipSync(data, { level: 6 }).byteLength
}

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
  /** gzip(vanilla + polkadot entries in one bundle) − gzip(vanilla): what `polkadotAdapter()` adds. */
  hostSdkPolkadotGzipBytes: number
  /** gzip(vanilla + bitcoin entries in one bundle) − gzip(vanilla): what `bitcoinAdapter()` adds. */
  hostSdkBitcoinGzipBytes: number
  /** gzip(vanilla + cosmos entries in one bundle) − gzip(vanilla): what `cosmosAdapter()` adds. */
  hostSdkCosmosGzipBytes: number
  /**
   * gzip(vanilla + wagmi entries in one bundle, wagmi, `@wagmi/core` and viem external) −
   * gzip(vanilla): what the `airlock()` connector adds to a wagmi app.
   */
  hostSdkWagmiGzipBytes: number
  /** gzip(vanilla + wagmi entries in one bundle), for reference. */
  hostSdkWithWagmiGzipBytes: number
  /** gzip(vanilla + Vue entries in one bundle, Vue external) − gzip(vanilla): the composables. */
  hostSdkVueGzipBytes: number
  /** gzip(vanilla + SSR entries in one bundle) − gzip(vanilla): the state cookie. */
  hostSdkSsrGzipBytes: number
}

const REACT_EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'react/jsx-dev-runtime']
/** A wagmi app has these already: the wagmi entry's size is what it adds to them. */
const WAGMI_EXTERNAL = ['wagmi', '@wagmi/core', 'viem']
/** A Vue app has Vue already. */
const VUE_EXTERNAL = ['vue']

/**
 * Bundles the host SDK entries the way a host's bundler would ship them (ESM, minified, every
 * dependency in; React stays external because the host already has it) and measures gzip.
 * "React entry on top of vanilla" is what a React host pays beyond the vanilla entry: one bundle
 * with both entries minus the vanilla bundle; the Solana entry (`@airlock/host-sdk/solana`, what a
 * dapp that passes `solanaAdapter()` adds) is measured the same way, and so is the wagmi entry
 * (`@airlock/host-sdk/wagmi`, with wagmi, `@wagmi/core` and viem external), the polkadot,
 * bitcoin and cosmos adapter entries, the Vue entry (Vue external) and the SSR entry.
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
  const hostSdkWithWagmiGzipBytes = gzipBytes(await withEntry('wagmi'))
  return {
    hostSdkGzipBytes,
    hostSdkReactGzipBytes: hostSdkWithReactGzipBytes - hostSdkGzipBytes,
    hostSdkWithReactGzipBytes,
    hostSdkSolanaGzipBytes: hostSdkWithSolanaGzipBytes - hostSdkGzipBytes,
    hostSdkWithSolanaGzipBytes,
    hostSdkPolkadotGzipBytes: gzipBytes(await withEntry('polkadot')) - hostSdkGzipBytes,
    hostSdkBitcoinGzipBytes: gzipBytes(await withEntry('bitcoin')) - hostSdkGzipBytes,
    hostSdkCosmosGzipBytes: gzipBytes(await withEntry('cosmos')) - hostSdkGzipBytes,
    hostSdkWagmiGzipBytes: hostSdkWithWagmiGzipBytes - hostSdkGzipBytes,
    hostSdkWithWagmiGzipBytes,
    hostSdkVueGzipBytes: gzipBytes(await withEntry('vue')) - hostSdkGzipBytes,
    hostSdkSsrGzipBytes: gzipBytes(await withEntry('ssr')) - hostSdkGzipBytes,
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
    external: [...REACT_EXTERNAL, ...WAGMI_EXTERNAL, ...VUE_EXTERNAL],
    write: false,
    logLevel: 'warning',
  })
  const output = result.outputFiles?.[0]
  if (output === undefined) throw new Error('esbuild produced no output')
  return output.contents
}

/** A script a built page loads eagerly, with its sizes. */
export type EagerScript = { path: string; bytes: number; gzipBytes: number }

/**
 * The scripts a built `index.html` loads before anything else happens: `<script src>` tags and
 * `<link rel="modulepreload">`, read from the files next to it. A static cross-check of what the
 * bench saw the modal download before its first paint (static imports of those chunks are not
 * followed: Vite lists them as modulepreload links).
 */
export async function readEagerScripts(indexHtml: string): Promise<EagerScript[]> {
  const html = await readFile(indexHtml, 'utf8')
  const paths = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((match) => match[1] as string)
  return Promise.all(
    [...new Set(paths)].map(async (path) => {
      const body = await readFile(join(dirname(indexHtml), path.replace(/^\//, '')))
      return { path, bytes: body.byteLength, gzipBytes: gzipBytes(body) }
    }),
  )
}
