import { vi } from 'vitest'
import { registryFiles } from './registryFiles.ts'
import type { RegistryWallet } from './registryWalletSchema.ts'

// Test helpers of the wallet registry (not exported from the entry).

/**
 * A `fetch` that serves the two files the build writes for `wallets` (`registry.json` and
 * `links.json`) by their name, and a 404 for anything else.
 */
export function servedRegistry(wallets: RegistryWallet[]) {
  const files = registryFiles(wallets)
  return vi.fn(async (url: string | URL | Request) => {
    const name = String(url).split('/').pop() as keyof typeof files
    return name in files ? new Response(files[name]) : new Response('', { status: 404 })
  })
}
