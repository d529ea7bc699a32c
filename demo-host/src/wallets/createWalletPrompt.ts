import './demoWallets.css'
import { ProviderErrorCode } from './ProviderErrorCode.ts'
import { ProviderRpcError } from './ProviderRpcError.ts'

/** One line of what a request asks for. */
export type WalletPromptDetail = {
  /** Short label, for example `To` or `Message`. */
  label: string
  /** The value, shown as text (never parsed as HTML). */
  value: string
  /** `code` shows the value in a monospace block that keeps line breaks (messages, data). */
  kind?: 'text' | 'code'
}

/** What {@link WalletPrompt.ask} shows. */
type WalletPromptRequest = {
  /** What the site asks for, for example `Connect to this site`. */
  title: string
  /** The method or feature called, for example `eth_sendTransaction`. */
  method: string
  /** The method and its arguments, in readable form. */
  details: readonly WalletPromptDetail[]
}

/** The approve / reject dialog of one demo wallet. */
export type WalletPrompt = {
  /**
   * Shows the dialog and resolves `true` on Approve, `false` on Reject or Escape.
   * Rejects with a `-32002` {@link ProviderRpcError} while another prompt of this wallet is open.
   */
  ask: (request: WalletPromptRequest) => Promise<boolean>
  /** Whether a prompt is open now. */
  isOpen: () => boolean
  /** Closes an open prompt as rejected. */
  destroy: () => void
}

/** Parameters of {@link createWalletPrompt}. */
export type CreateWalletPromptParameters = {
  /** The wallet's name, shown at the top of the dialog. */
  walletName: string
  /** The wallet's icon as a data URI. */
  icon: string
  /** The page to render into. Defaults to the global `document`. */
  document?: Document
}

/** The label every prompt carries, so nobody mistakes a demo wallet for a real one. */
const NOTICE = 'Demo wallet — development key, local chain only'
const CLASS = 'airlock-demo-wallet'
let instances = 0

/**
 * Creates the prompt of a demo wallet: the wallet's own UI, rendered in the host page as an
 * extension popup would be. It is an accessible modal dialog (`role="dialog"`, `aria-modal`, a
 * name and a description, focus moved in, trapped and restored, Escape rejects) with two
 * buttons named exactly "Reject" and "Approve". One prompt at a time per wallet.
 */
export function createWalletPrompt({
  walletName,
  icon,
  document: doc = document,
}: CreateWalletPromptParameters): WalletPrompt {
  const id = `${CLASS}-${++instances}`
  let close: ((approved: boolean) => void) | null = null

  function render(request: WalletPromptRequest, settle: (approved: boolean) => void) {
    const element = <K extends keyof HTMLElementTagNameMap>(
      tag: K,
      className: string,
      text?: string,
    ) => {
      const node = doc.createElement(tag)
      node.className = `${CLASS}-${className}`
      if (text !== undefined) node.textContent = text
      return node
    }

    const backdrop = element('div', 'backdrop')
    const dialog = element('div', 'prompt')
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-modal', 'true')
    dialog.setAttribute('aria-labelledby', `${id}-wallet ${id}-title`)
    dialog.setAttribute('aria-describedby', `${id}-notice`)

    const head = element('div', 'head')
    const image = element('img', 'icon')
    image.src = icon
    image.alt = ''
    const name = element('span', 'name', walletName)
    name.id = `${id}-wallet`
    head.append(image, name)

    const notice = element('p', 'notice', NOTICE)
    notice.id = `${id}-notice`
    const title = element('h2', 'title', request.title)
    title.id = `${id}-title`

    const list = element('dl', 'details')
    const origin = doc.defaultView?.location.origin ?? 'unknown'
    const rows: WalletPromptDetail[] = [
      { label: 'Site', value: origin },
      { label: 'Method', value: request.method, kind: 'code' },
      ...request.details,
    ]
    for (const detail of rows) {
      const row = element('div', 'row')
      const value = element('dd', detail.kind === 'code' ? 'code' : 'value', detail.value)
      row.append(element('dt', 'label', detail.label), value)
      list.append(row)
    }

    const actions = element('div', 'actions')
    const reject = element('button', 'reject', 'Reject')
    reject.type = 'button'
    const approve = element('button', 'approve', 'Approve')
    approve.type = 'button'
    actions.append(reject, approve)
    dialog.append(head, notice, title, list, actions)
    backdrop.append(dialog)

    const previous = doc.activeElement
    const finish = (approved: boolean) => {
      backdrop.remove()
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus()
      settle(approved)
    }
    reject.addEventListener('click', () => finish(false))
    approve.addEventListener('click', () => finish(true))
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        finish(false)
      } else if (event.key === 'Tab') {
        // Two buttons: Tab and Shift+Tab move between them and never leave the dialog.
        event.preventDefault()
        ;(doc.activeElement === reject ? approve : reject).focus()
      }
    })
    doc.body.append(backdrop)
    reject.focus()
    return finish
  }

  return {
    ask(request) {
      if (close) {
        return Promise.reject(
          new ProviderRpcError(
            ProviderErrorCode.REQUEST_PENDING,
            `${walletName} already has a request open. Approve or reject it first.`,
          ),
        )
      }
      return new Promise<boolean>((resolve) => {
        close = render(request, (approved) => {
          close = null
          resolve(approved)
        })
      })
    },
    isOpen: () => close !== null,
    destroy: () => close?.(false),
  }
}
