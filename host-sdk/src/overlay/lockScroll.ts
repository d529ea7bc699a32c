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
