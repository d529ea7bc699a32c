/**
 * Stops the host page from scrolling behind the modal: `overflow: hidden` on the root element.
 * When the page shows a scrollbar, `scrollbar-gutter: stable` keeps its width reserved, so the
 * layout does not jump sideways. Returns the function that puts the previous inline values back.
 *
 * @example
 * ```ts
 * const unlock = lockScroll(document)
 * unlock()
 * ```
 */
export function lockScroll(document: Document): () => void {
  const root = document.documentElement
  const { style } = root
  const { overflow, scrollbarGutter } = style
  // A page without a scrollbar gets no gutter: one would shift it the other way.
  if ((document.defaultView?.innerWidth ?? 0) > root.clientWidth) style.scrollbarGutter = 'stable'
  style.overflow = 'hidden'
  return () => {
    style.overflow = overflow
    style.scrollbarGutter = scrollbarGutter
  }
}
