import type { Plugin } from 'vite'
import { type ExtractedRegistry, extractWallets, thirdwebPackageDir } from './extractWallets.ts'
import { OWN_REGISTRY } from './ownWallets.ts'

const CONTENT_TYPES: Record<string, string> = {
  json: 'application/json',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
}

/**
 * Builds the wallet registry into the modal's static files at build time, from the pinned
 * `thirdweb` package and our own additions ({@link extractWallets}, `OWN_REGISTRY`): `vite build`
 * emits `wallets/registry.json` and the logos under `wallets/img/`; the dev server serves the
 * same files from memory. Nothing generated is committed: a new package version gives a new list
 * on the next build.
 */
export function walletRegistryPlugin(): Plugin {
  let extracted: Promise<ExtractedRegistry> | undefined
  const extract = () => {
    extracted ??= extractWallets(thirdwebPackageDir(), OWN_REGISTRY)
    return extracted
  }
  return {
    name: 'airlock:wallet-registry',
    async generateBundle() {
      const { files } = await extract()
      for (const [path, source] of files) {
        this.emitFile({ type: 'asset', fileName: `wallets/${path}`, source })
      }
    },
    configureServer(server) {
      server.middlewares.use('/wallets/', (request, response, next) => {
        const path = decodeURIComponent((request.url ?? '').split('?')[0] ?? '').replace(/^\//, '')
        extract().then(({ files }) => {
          const file = files.get(path)
          if (!file) return next()
          response.setHeader('Content-Type', CONTENT_TYPES[path.split('.').pop() ?? ''] ?? '')
          response.end(file)
        }, next)
      })
    },
  }
}
