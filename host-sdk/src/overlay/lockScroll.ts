/**
 * Stops the host page from scrolling behind the modal: `overflow: hidden` on the root element,
 * with the scrollbar's width added to its right padding so the layout does not jump. Returns the
 * function that puts the previous inline values back.
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
  const { overflow, paddingRight } = style
  const scrollbar = (document.defaultView?.innerWidth ?? 0) - root.clientWidth
  if (scrollbar > 0) {
    const padding = Number.parseFloat(getComputedStyle(root).paddingRight) || 0
    style.paddingRight = `${padding + scrollbar}px`
  }
  style.overflow = 'hidden'
  return () => {
    style.overflow = overflow
    style.paddingRight = paddingRight
  }
}
