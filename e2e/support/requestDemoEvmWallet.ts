import type { Page } from '@playwright/test'

/** An EIP-1193 request: a method and its parameters. */
export type DemoEvmWalletRequest = { method: string; params?: unknown[] }

/**
 * Sends a request to the EVM demo wallet of the demo host page directly (found through EIP-6963
 * by its rdns `dev.airlock.demo-evm`), not through the modal; resolves with its answer.
 */
export function requestDemoEvmWallet(page: Page, request: DemoEvmWalletRequest): Promise<unknown> {
  return page.evaluate(async (args) => {
    const provider = await new Promise<{ request: (args: object) => Promise<unknown> }>(
      (resolve) => {
        window.addEventListener('eip6963:announceProvider', (event) => {
          const detail = (event as CustomEvent).detail
          if (detail.info.rdns === 'dev.airlock.demo-evm') resolve(detail.provider)
        })
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      },
    )
    return provider.request(args)
  }, request)
}
