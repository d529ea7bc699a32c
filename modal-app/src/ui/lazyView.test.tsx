// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { lazyView } from './lazyView.tsx'

afterEach(cleanup)

const Loaded = () => <p>content</p>

test('default: shows the fallback until the chunk arrives, then the view', async () => {
  const View = lazyView(async () => Loaded)
  render(
    <Suspense fallback={<p>loading</p>}>
      <View />
    </Suspense>,
  )
  expect(screen.getByText('loading')).toBeTruthy()
  expect(await screen.findByText('content')).toBeTruthy()
})

test('behavior: preloaded, the view is in its first render, with no Suspense fallback', async () => {
  const load = vi.fn(async () => Loaded)
  const View = lazyView(load)
  await View.preload()
  render(
    <Suspense fallback={<p>loading</p>}>
      <View />
    </Suspense>,
  )
  expect(screen.getByText('content')).toBeTruthy()
  expect(screen.queryByText('loading')).toBeNull()
  expect(load).toHaveBeenCalledTimes(1)
})

test('error: a failed load is forgotten, so the next preload loads again', async () => {
  const load = vi
    .fn<() => Promise<typeof Loaded>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue(Loaded)
  const View = lazyView(load)
  await expect(View.preload()).rejects.toThrow('offline')
  await act(() => View.preload())
  expect(load).toHaveBeenCalledTimes(2)
})
