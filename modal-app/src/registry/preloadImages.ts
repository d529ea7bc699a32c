import { TIMES } from '../state/constants.ts'

/**
 * Loads images ahead of showing them, so that a wallet list appears with its logos rather than
 * filling them in row by row; resolves once every image has loaded or failed, or after the image
 * preload wait of spec §9 (2 s), whichever is first: a slow or dead image never holds the list up
 * longer. Never rejects.
 */
export function preloadImages(
  urls: readonly string[],
  waitMs: number = TIMES.imagePreloadWait,
): Promise<void> {
  if (urls.length === 0 || typeof Image === 'undefined') return Promise.resolve()
  const loads = urls.map(
    (url) =>
      new Promise<void>((resolve) => {
        const image = new Image()
        image.onload = () => resolve()
        image.onerror = () => resolve()
        image.src = url
      }),
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  const wait = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs)
  })
  return Promise.race([Promise.all(loads).then(() => undefined), wait]).finally(() =>
    clearTimeout(timer),
  )
}
