/** The iframe and its show/hide switch. */
export type Overlay = {
  iframe: HTMLIFrameElement
  /** Makes the iframe visible and interactive, saves focus, locks scroll, focuses the iframe. */
  show: () => void
  /** Hides it, restores scroll and the saved focus. */
  hide: () => void
}

// Clipboard for copying addresses and pairing URIs and for Send's Paste (Chromium still asks the
// visitor before a read); passkeys for wallets that sign with them. No camera, microphone or
// geolocation: a wallet modal has no use for them.
const ALLOW = 'clipboard-read; clipboard-write; publickey-credentials-get *'
const STYLE =
  'position:fixed;inset:0;width:100%;height:100%;border:0;background:transparent;' +
  'color-scheme:normal;z-index:2147483000;'
// Inline, the host's element gives the size; it needs a height of its own (see docs/embed.md).
const INLINE_STYLE =
  'display:block;width:100%;height:100%;border:0;background:transparent;color-scheme:normal'

/**
 * Creates the modal's iframe, hidden, and appends it to `document.body`. The overlay is the
 * host's: full viewport, transparent; while closed also `opacity: 0`, `pointer-events: none` and
 * `inert`; the dialog and its backdrop are drawn by the modal inside.
 *
 * Inline (`embed`), the iframe fills that element instead and is always shown: the modal is part
 * of the page, so showing and hiding neither lock the page's scroll nor move its focus.
 */
export function createOverlay(document: Document, src: string, embed?: HTMLElement): Overlay {
  const iframe = document.createElement('iframe')
  iframe.title = 'Airlock wallet connection'
  iframe.allow = ALLOW
  iframe.setAttribute('loading', 'eager')
  let unlock: (() => void) | undefined
  // What had the focus before show(): an HTML, SVG or MathML element, each with focus().
  let focused: HTMLElement | null = null
  // Closed means transparent, click-through, inert and out of the accessibility tree, but still
  // rendered: a `visibility: hidden` cross-site iframe stops producing frames, and waking it costs
  // the first open one or two extra frames.
  const setHidden = (hidden: boolean) => {
    iframe.style.cssText = `${STYLE}opacity:${hidden ? 0 : 1};pointer-events:${hidden ? 'none' : 'auto'}`
    // `inert` also keeps Tab out and hides it from assistive technology (no aria-hidden needed).
    iframe.inert = hidden
  }
  if (embed) iframe.style.cssText = INLINE_STYLE
  else setHidden(true)
  iframe.src = src
  const parent = embed ?? document.body
  parent.appendChild(iframe)
  return {
    iframe,
    show() {
      if (unlock || embed) return
      focused = document.activeElement as HTMLElement | null
      unlock = lockScroll(document)
      setHidden(false)
      iframe.focus()
    },
    hide() {
      if (!unlock) return
      unlock()
      unlock = undefined
      setHidden(true)
      // An element removed meanwhile ignores focus().
      focused?.focus?.()
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
