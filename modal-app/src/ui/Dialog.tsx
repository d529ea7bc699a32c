import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react'
import { useCloseRequest } from './useCloseRequest.ts'

/** Props of {@link Dialog}. */
export type DialogProps = {
  /** Shown or hidden. The dialog stays mounted either way so that opening is a class flip. */
  open: boolean
  /** The header title; it labels the dialog. */
  title: string
  /**
   * Called on a close request (Escape; also Android's back where the browser has CloseWatcher),
   * on the close button and on a click on the backdrop.
   */
  onClose: () => void
  /** The slot left of the title (the back button). */
  headerStart?: ReactNode
  /**
   * Changes on every navigation (the view and its depth): the card scrolls back to its top and
   * the focus moves to the title, so that a screen reader announces the new view and Tab starts
   * from the top of it.
   */
  navigationKey?: string
  /** Shakes the card (a blocked close, a wrong input). */
  shake?: boolean
  /**
   * Part of the host page (the host's `embed`): not modal, so it neither takes the page's focus
   * nor keeps Tab inside, and Escape or Android's back stay the page's.
   */
  inline?: boolean
  children?: ReactNode
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])'

/** The controls Tab reaches: a control taken out of the Tab order (a grid's roving tabindex) is not one. */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.hidden && element.closest('[inert]') === null,
  )
}

/**
 * The modal's dialog: a transparent full-viewport root with a backdrop and a 360px card (a bottom
 * sheet on narrow viewports). `role="dialog"`, `aria-modal`, labelled by its title; on open the
 * focus moves into the card and Tab / Shift+Tab wrap inside it; Escape (and Android's back, see
 * {@link useCloseRequest}), the close button and the backdrop close it. While closed it is `inert` and hidden, but mounted.
 * Inline, it is a card that fills the frame (the stylesheet, under `data-embedded`), without the
 * focus moves, the Tab trap, `aria-modal` and the close requests.
 */
export function Dialog({
  open,
  title,
  onClose,
  headerStart,
  navigationKey,
  shake = false,
  inline = false,
  children,
}: DialogProps) {
  const titleId = useId()
  const cardRef = useRef<HTMLDivElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const lastKey = useRef(navigationKey)
  // Whether the visitor last used the keys (not the pointer) in the card: the title's focus ring
  // is for them. An open through the host API, before any input here, shows none.
  const keyboard = useRef(false)

  useLayoutEffect(() => {
    if (open && !inline) cardRef.current?.focus({ preventScroll: true })
  }, [open, inline])

  useLayoutEffect(() => {
    if (lastKey.current === navigationKey) return
    lastKey.current = navigationKey
    // A new view starts at its top: the card is the one scroller of every view, and kept the last
    // one's offset (a phone in landscape opened Receive halfway down its code, an approval without
    // its title or its buttons, Connect after Log out in the middle of the wallet list).
    if (cardRef.current) cardRef.current.scrollTop = 0
    // Inline, only while the visitor is in the modal: a view that changes by itself (a wallet
    // connected) must not pull the focus out of the host page.
    if (open && (!inline || document.hasFocus())) focusTitle(titleRef, keyboard)
  }, [navigationKey, open, inline])

  useCardHeight(cardRef, contentRef)

  useCloseRequest(open && !inline, onClose)

  useFocusKeeper(open && !inline, cardRef, titleRef, keyboard)

  return (
    <div className="al-root" data-open={open ? 'true' : 'false'} inert={!open} aria-hidden={!open}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; Escape and the close button are the keyboard ways out */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: same */}
      <div className="al-backdrop" data-testid="backdrop" onClick={onClose} />
      <div
        ref={cardRef}
        className={shake ? 'al-card al-shake' : 'al-card'}
        role="dialog"
        aria-modal={!inline}
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={() => {
          keyboard.current = true
        }}
        onPointerDown={() => {
          keyboard.current = false
        }}
      >
        <div ref={contentRef} className="al-card-content">
          <header className="al-header">
            <div className="al-header-slot">{headerStart}</div>
            <h2 ref={titleRef} id={titleId} className="al-title" tabIndex={-1}>
              <span key={title} className="al-title-text">
                {title}
              </span>
            </h2>
            <div className="al-header-slot al-header-slot-end">
              <button type="button" className="al-icon-button" aria-label="Close" onClick={onClose}>
                <svg
                  viewBox="0 0 16 16"
                  width="16"
                  height="16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M3.5 3.5l9 9m0-9l-9 9"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    fill="none"
                  />
                </svg>
              </button>
            </div>
          </header>
          <div className="al-body">{children}</div>
        </div>
      </div>
    </div>
  )
}

/**
 * Moves the focus to the view's title without scrolling, its ring shown only to a visitor who
 * last used the keys (`focusVisible`, newer than TypeScript's DOM types).
 */
function focusTitle(
  titleRef: RefObject<HTMLHeadingElement | null>,
  keyboard: RefObject<boolean>,
): void {
  const options = { preventScroll: true, focusVisible: keyboard.current }
  titleRef.current?.focus(options)
}

/**
 * Keeps the focus of an open modal dialog inside it. Tab and Shift+Tab wrap at either end, also
 * from where the focus is nowhere (the document's body), which a listener on the card would not
 * hear; and a focused control that goes away (Review replaced by the review, Send by its spinner,
 * a wallet's prompt that took the focus and gave it back to the iframe) hands the focus to the
 * title, so that a screen reader stays in the dialog and Tab starts from the top. Before this, a
 * send approved in the wallet left the focus on the body and the next Tab left the modal for the
 * host page behind it.
 */
function useFocusKeeper(
  active: boolean,
  cardRef: RefObject<HTMLDivElement | null>,
  titleRef: RefObject<HTMLHeadingElement | null>,
  keyboard: RefObject<boolean>,
) {
  useLayoutEffect(() => {
    const card = cardRef.current
    if (!active || !card) return
    const lost = () => document.activeElement === null || document.activeElement === document.body
    const rescue = () => {
      if (!lost() || !document.hasFocus()) return
      focusTitle(titleRef, keyboard)
    }
    const trapTab = (event: globalThis.KeyboardEvent) => {
      keyboard.current = true
      if (event.key !== 'Tab') return
      const focusable = focusableIn(card)
      const first = focusable[0]
      const last = focusable.at(-1)
      const current = document.activeElement
      if (!first || !last) {
        event.preventDefault()
        card.focus()
        return
      }
      if (event.shiftKey && (current === first || current === card || !card.contains(current))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (current === last || !card.contains(current))) {
        event.preventDefault()
        first.focus()
      }
    }
    const observer = new MutationObserver(rescue)
    observer.observe(card, { childList: true, subtree: true })
    document.addEventListener('keydown', trapTab)
    window.addEventListener('focus', rescue)
    return () => {
      observer.disconnect()
      document.removeEventListener('keydown', trapTab)
      window.removeEventListener('focus', rescue)
    }
  }, [active, cardRef, titleRef, keyboard])
}

/**
 * Animates the card's height (150 ms in the stylesheet): a ResizeObserver on the content writes
 * its height to `--al-card-height` through the CSSOM (the CSP blocks style attributes).
 */
function useCardHeight(
  cardRef: RefObject<HTMLDivElement | null>,
  contentRef: RefObject<HTMLDivElement | null>,
) {
  useLayoutEffect(() => {
    const card = cardRef.current
    const content = contentRef.current
    if (!card || !content || typeof ResizeObserver === 'undefined') return
    const update = () => {
      const style = getComputedStyle(card)
      const borders =
        (Number.parseFloat(style.borderTopWidth) || 0) +
        (Number.parseFloat(style.borderBottomWidth) || 0)
      card.style.setProperty('--al-card-height', `${content.offsetHeight + borders}px`)
    }
    update()
    const observer = new ResizeObserver(update)
    observer.observe(content)
    return () => observer.disconnect()
  }, [cardRef, contentRef])
}
