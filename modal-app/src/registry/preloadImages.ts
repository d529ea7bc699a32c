import { TIMES } from '../state/constants.ts'

// The images that loaded or failed already, in this page: the browser has them (or knows they
// fail), so a list that preloaded them can show at once.
const settled = new Set<string>()

/** Whether every one of `urls` loaded or failed already ({@link preloadImages}). */
export function imagesSettled(urls: readonly string[]): boolean {
  return urls.every((url) => settled.has(url))
}

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
  const pending = urls.filter((url) => !settled.has(url))
  if (pending.length === 0 || typeof Image === 'undefined') return Promise.resolve()
  const loads = pending.map(
    (url) =>
      new Promise<void>((resolve) => {
        const image = new Image()
        const done = () => {
          settled.add(url)
          resolve()
        }
        image.onload = done
        image.onerror = done
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
