import { afterEach, describe, expect, test, vi } from 'vitest'
import { preloadImages } from './preloadImages.ts'

/** An Image whose loads the test finishes by hand. */
class FakeImage {
  static created: FakeImage[] = []
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  src = ''
  constructor() {
    FakeImage.created.push(this)
  }
}

afterEach(() => {
  FakeImage.created = []
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const settled = (promise: Promise<void>) => {
  let done = false
  void promise.then(() => {
    done = true
  })
  return () => done
}

describe('preloadImages', () => {
  test('behavior: resolves once every image has loaded or failed', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('Image', FakeImage)
    const done = settled(preloadImages(['/a.svg', '/b.svg']))
    expect(FakeImage.created.map((image) => image.src)).toEqual(['/a.svg', '/b.svg'])
    FakeImage.created[0]?.onload?.()
    await vi.advanceTimersByTimeAsync(0)
    expect(done()).toBe(false)
    FakeImage.created[1]?.onerror?.()
    await vi.advanceTimersByTimeAsync(0)
    expect(done()).toBe(true)
  })

  test('behavior: never waits longer than the 2 s preload wait of spec §9', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('Image', FakeImage)
    const done = settled(preloadImages(['/never.svg']))
    await vi.advanceTimersByTimeAsync(1_999)
    expect(done()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done()).toBe(true)
  })

  test('edge: nothing to load resolves at once', async () => {
    await expect(preloadImages([])).resolves.toBeUndefined()
  })
})
