/** The iframe and its show/hide switch. */
export type Overlay = {
  iframe: HTMLIFrameElement
  /** Makes the iframe visible and interactive, saves focus, locks scroll, focuses the iframe. */
  show: () => void
  /** Hides it, restores scroll and the saved focus. */
  hide: () => void
  /** Whether it is shown. */
  shown: () => boolean
}

// Clipboard for copying addresses and pairing URIs; passkeys for wallets that sign with them.
// No camera, microphone or geolocation: a wallet modal has no use for them.
const ALLOW = 'clipboard-write; publickey-credentials-get *'
const STYLE =
  'position:fixed;inset:0;width:100%;height:100%;border:0;background:transparent;' +
  'color-scheme:normal;z-index:2147483000;'

/**
 * Creates the modal's iframe, hidden, and appends it to `document.body`. The overlay is the
 * host's: full viewport, transparent; while closed also `opacity: 0`, `pointer-events: none`,
 * `inert` and `aria-hidden`; the dialog and its backdrop are drawn by the modal inside.
 */
export function createOverlay(document: Document, src: string): Overlay {
  const iframe = document.createElement('iframe')
  iframe.title = 'Airlock wallet connection'
  iframe.setAttribute('allow', ALLOW)
  iframe.setAttribute('loading', 'eager')
  let unlock: (() => void) | undefined
  let focused: Element | null = null
  // Closed means transparent, click-through, inert and out of the accessibility tree, but still
  // rendered: a `visibility: hidden` cross-site iframe stops producing frames, and waking it costs
  // the first open one or two extra frames.
  const setHidden = (hidden: boolean) => {
    iframe.style.cssText = `${STYLE}opacity:${hidden ? 0 : 1};pointer-events:${hidden ? 'none' : 'auto'}`
    iframe.inert = hidden
    if (hidden) {
      iframe.setAttribute('aria-hidden', 'true')
      iframe.tabIndex = -1
    } else {
      iframe.removeAttribute('aria-hidden')
      iframe.removeAttribute('tabindex')
    }
  }
  setHidden(true)
  iframe.src = src
  document.body.appendChild(iframe)
  return {
    iframe,
    shown: () => unlock !== undefined,
    show() {
      if (unlock) return
      focused = document.activeElement
      unlock = lockScroll(document)
      setHidden(false)
      iframe.focus()
    },
    hide() {
      if (!unlock) return
      unlock()
      unlock = undefined
      setHidden(true)
      if (focused?.isConnected && 'focus' in focused) (focused as HTMLElement).focus()
      focused = null
    },
  }
}

/**
 * Stops the host page from scrolling behind the modal: `overflow: hidden` on the root element.
 * Returns the function that puts the previous inline value back.
 *
 * Where scrollbars take room (desktop Windows and Linux), the page behind the backdrop may shift
 * by a scrollbar's width while the modal is open. Measuring and padding it cost bytes the SDK's
 * budget no longer had, and `scrollbar-gutter: stable` upset the layout of mobile pages.
 */
export function lockScroll(document: Document): () => void {
  const { style } = document.documentElement
  const { overflow } = style
  style.overflow = 'hidden'
  return () => {
    style.overflow = overflow
  }
}
