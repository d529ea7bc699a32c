// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { useCloseRequest } from './useCloseRequest.ts'

afterEach(() => {
  cleanup()
  Reflect.deleteProperty(globalThis, 'CloseWatcher')
})

function Probe({ active, onClose }: { active: boolean; onClose: () => void }) {
  useCloseRequest(active, onClose)
  return null
}

/** A stand-in for the browser's CloseWatcher: `live` lists the ones not destroyed. */
function installCloseWatcher() {
  const live: FakeCloseWatcher[] = []
  class FakeCloseWatcher {
    onclose: (() => void) | null = null
    constructor() {
      live.push(this)
    }
    /** What the browser does on Escape or Android's back: the newest watcher closes. */
    static request() {
      const watcher = live.pop()
      watcher?.onclose?.()
    }
    destroy() {
      const index = live.indexOf(this)
      if (index !== -1) live.splice(index, 1)
    }
  }
  Reflect.set(globalThis, 'CloseWatcher', FakeCloseWatcher)
  return { live, request: () => FakeCloseWatcher.request() }
}

describe('useCloseRequest', () => {
  test('default: without CloseWatcher, Escape closes while active; a key a field handled does not', () => {
    const onClose = vi.fn()
    const { rerender } = render(<Probe active onClose={onClose} />)
    fireEvent.keyDown(document.body, { key: 'Enter' })
    expect(onClose).not.toHaveBeenCalled()
    const handled = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    handled.preventDefault()
    document.body.dispatchEvent(handled)
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
    rerender(<Probe active={false} onClose={onClose} />)
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  test("behavior: with CloseWatcher, the platform's close request (Escape, Android back) closes, and the next one is heard too", async () => {
    const watchers = installCloseWatcher()
    const onClose = vi.fn()
    const { rerender } = render(<Probe active onClose={onClose} />)
    expect(watchers.live).toHaveLength(1)
    // The keydown path is off: one request, one close.
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(onClose).not.toHaveBeenCalled()
    watchers.request()
    expect(onClose).toHaveBeenCalledTimes(1)
    // Still active (the close was refused, say): a new watcher for the next request.
    await vi.waitFor(() => expect(watchers.live).toHaveLength(1))
    watchers.request()
    expect(onClose).toHaveBeenCalledTimes(2)
    await vi.waitFor(() => expect(watchers.live).toHaveLength(1))
    rerender(<Probe active={false} onClose={onClose} />)
    expect(watchers.live).toHaveLength(0)
  })

  test('behavior: a watcher due after a close that did close is never made', async () => {
    vi.useFakeTimers()
    try {
      const watchers = installCloseWatcher()
      const onClose = vi.fn()
      const { rerender } = render(<Probe active onClose={onClose} />)
      watchers.request()
      rerender(<Probe active={false} onClose={onClose} />)
      vi.runAllTimers()
      expect(watchers.live).toHaveLength(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
