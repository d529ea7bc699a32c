// The browser side of the server-rendered page (see ssr-app.ts): a page-local EIP-6963 test wallet
// (no prompts; it remembers the site in localStorage so the modal reconnects it after a reload),
// the modal with its state mirrored to a cookie, and hydration from that cookie's state.
import { createModal } from '@airlock/host-sdk'
import { cookieToInitialState, mirrorStateToCookie, withInitialState } from '@airlock/host-sdk/ssr'
import { createElement as h } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { App, type SsrConfig } from './ssr-app.ts'

const config = (window as unknown as { ssrConfig: SsrConfig }).ssrConfig

const GRANTED = 'ssr-test-wallet-granted'
const provider = {
  async request({ method }: { method: string }) {
    if (method === 'eth_requestAccounts') {
      localStorage.setItem(GRANTED, '1')
      return [config.address]
    }
    if (method === 'eth_accounts') return localStorage.getItem(GRANTED) ? [config.address] : []
    if (method === 'eth_chainId') return '0x7a69'
    throw Object.assign(new Error(`The SSR test wallet does not support ${method}.`), {
      code: 4200,
    })
  },
  on: () => {},
  removeListener: () => {},
}
const announce = () =>
  window.dispatchEvent(
    new CustomEvent('eip6963:announceProvider', {
      detail: Object.freeze({
        info: {
          uuid: '0b7c5f8e-6c55-4f0e-9d0a-2f6f3c1d5a11',
          name: 'SSR Test Wallet',
          icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzRmNDZlNSIvPjwvc3ZnPg==',
          rdns: 'dev.airlock.ssr-test',
        },
        provider,
      }),
    }),
  )
window.addEventListener('eip6963:requestProvider', announce)
announce()

const modal = createModal({ projectId: config.projectId, modalUrl: config.modalUrl })
mirrorStateToCookie(modal)
const root = document.getElementById('root')
if (!root) throw new Error('the page has no #root')
hydrateRoot(root, h(App, { modal: withInitialState(modal, cookieToInitialState(document.cookie)) }))
Object.assign(window, { airlockModal: modal })
