// What the two wagmi apps (wagmi2.tsx, wagmi3.tsx) share: their parameters, the chains, and the
// panel they render. Each app wires it to the hooks of its wagmi major; wagmi.spec.ts bundles
// each with esbuild and adds it to the demo host page, whose modal is `window.airlockModal`.
import type { AirlockModal } from '@airlock/host-sdk'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { type Address, defineChain } from 'viem'
import { anvil } from 'viem/chains'

/** What the test passes to `window.wagmiApp.mount()`. */
export type WagmiAppParams = {
  /** The JSON-RPC URL of each anvil of the test's stack, by chain id. */
  rpcUrls: { 31337: string; 31338: string }
  /** Where the app sends ETH and the demo token. */
  receiver: Address
  /** The demo ERC-20. */
  token: Address
}

/** The message the app's "Sign message" signs (`useSignMessage`). */
export const SIGNED_MESSAGE = 'Sign in to the wagmi app'

export const anvil2 = defineChain({ ...anvil, id: 31338, name: 'Anvil Local 2' })
export { anvil }

/** The demo host page's modal. */
export function demoModal(): AirlockModal {
  return (window as unknown as { airlockModal: AirlockModal }).airlockModal
}

/** What the panel shows and does; each app fills it from its wagmi hooks. */
export type PanelProps = {
  status: string
  address: string | undefined
  chainId: number | undefined
  balance: bigint | undefined
  /** The last outcome: a receipt status or an error's short message. */
  outcome: string
  /** The last signature of {@link SIGNED_MESSAGE}. */
  signature: string | undefined
  connect: () => void
  signMessage: () => void
  send: () => void
  transfer: () => void
  switchChain: () => void
  disconnect: () => void
}

export function Panel(props: PanelProps): ReactNode {
  return (
    <section aria-label="wagmi app">
      <p>Status: {props.status}</p>
      <p>Address: {props.address ?? 'none'}</p>
      <p>Chain: {props.chainId ?? 'none'}</p>
      <p>Balance: {props.balance === undefined ? 'unknown' : String(props.balance)}</p>
      <p>Outcome: {props.outcome}</p>
      <p>Signature: {props.signature ?? 'none'}</p>
      <button type="button" onClick={props.connect}>
        Connect with Airlock
      </button>
      <button type="button" onClick={props.signMessage}>
        Sign message
      </button>
      <button type="button" onClick={props.send}>
        Send 1.5 ETH
      </button>
      <button type="button" onClick={props.transfer}>
        Transfer 7 ADT
      </button>
      <button type="button" onClick={props.switchChain}>
        Switch to Anvil Local 2
      </button>
      <button type="button" onClick={props.disconnect}>
        Disconnect
      </button>
    </section>
  )
}

/** Exposes `window.wagmiApp.mount(params)`, which renders `app` into a new element of the page. */
export function exposeMount(app: (params: WagmiAppParams) => ReactNode): void {
  const mount = (params: WagmiAppParams) => {
    const element = document.createElement('div')
    document.body.append(element)
    createRoot(element).render(app(params))
  }
  Object.assign(window, { wagmiApp: { mount } })
}

/** The short message of a wagmi or viem error, or the error's message. */
export function shortMessage(error: unknown): string {
  const { shortMessage, message } = (error ?? {}) as { shortMessage?: string; message?: string }
  return shortMessage ?? message ?? String(error)
}
