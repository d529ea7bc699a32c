// @vitest-environment happy-dom

import { createPortMessenger } from '@airlock/shared-protocol'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createModalWith } from '../createModal.ts'
import { schedulePreload } from './mountFrame.ts'

const cleanups: Array<() => void> = []

beforeEach(() => {
  document.body.innerHTML =
    '<p id="text">Text</p><button id="connect" data-airlock-connect><span id="label">Connect</span></button>'
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.restoreAllMocks()
})

const schedule = (preload: 'load' | 'idle' | 'interaction') => {
  const mount = vi.fn()
  cleanups.push(schedulePreload(window, preload, mount))
  return mount
}
const fire = (type: string, selector: string) =>
  document.querySelector(selector)?.dispatchEvent(new Event(type, { bubbles: true }))

test('default: load mounts in a task after the load event', async () => {
  const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
  const mount = schedule('load')
  readyState.mockRestore()
  window.dispatchEvent(new Event('load'))
  expect(mount).not.toHaveBeenCalled()
  await vi.waitFor(() => expect(mount).toHaveBeenCalledOnce())
})

test('behavior: idle waits for the browser to be idle after the load', async () => {
  const idle = vi.fn((run: () => void) => {
    run()
    return 1
  })
  vi.stubGlobal('requestIdleCallback', idle)
  cleanups.push(vi.unstubAllGlobals)
  const mount = schedule('idle')
  await vi.waitFor(() => expect(mount).toHaveBeenCalledOnce())
  expect(idle).toHaveBeenCalledWith(mount)
})

test('behavior: interaction mounts at a pointer over or focus inside a connect control', () => {
  // pointerover: a mouse's hover, and a finger's or a pen's first contact, before pointerdown.
  for (const type of ['pointerover', 'focusin']) {
    const mount = schedule('interaction')
    fire(type, '#text')
    expect(mount).not.toHaveBeenCalled()
    fire(type, '#label')
    expect(mount).toHaveBeenCalledOnce()
  }
})

test('behavior: interaction mounts at a connect control inside a shadow root (regression: the button of a web component never preloaded)', () => {
  const host = document.createElement('connect-button')
  const shadow = host.attachShadow({ mode: 'open' })
  shadow.innerHTML = '<button data-airlock-connect><span>Connect</span></button>'
  document.body.append(host)
  const button = shadow.querySelector('button') as HTMLButtonElement
  for (const type of ['pointerover', 'focusin']) {
    const mount = schedule('interaction')
    // As a browser delivers it to the document's listeners (happy-dom does not retarget): the
    // target is the shadow host, the path still runs through the shadow tree.
    const event = new Event(type, { bubbles: true, composed: true })
    const path = [button.firstChild, button, shadow, host, document.body, document, window]
    Object.defineProperty(event, 'composedPath', { value: () => path })
    host.dispatchEvent(event)
    expect(mount).toHaveBeenCalledOnce()
  }
})

test('behavior: interaction waits for no load event, and cancelling stops listening', () => {
  const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
  const mount = vi.fn()
  const cancel = schedulePreload(window, 'interaction', mount)
  readyState.mockRestore()
  fire('focusin', '#connect')
  expect(mount).toHaveBeenCalledOnce()
  const later = vi.fn()
  schedulePreload(window, 'interaction', later)()
  cancel()
  fire('pointerover', '#connect')
  expect(later).not.toHaveBeenCalled()
})

test('behavior: with interaction, a modal has no iframe after the load until open() or a connect control', async () => {
  const create = (projectId: string) => {
    const modal = createModalWith(
      { projectId, modalUrl: 'https://modal.example/', preload: 'interaction' },
      () => createPortMessenger(new MessageChannel().port1),
    )
    cleanups.push(modal.destroy)
    return modal
  }
  const iframes = () => document.querySelectorAll('iframe').length
  const opened = create('preload-open')
  create('preload-hover')
  // A modal with the default preload mounts in the task after the load; the others did not.
  cleanups.push(
    createModalWith({ projectId: 'preload-load', modalUrl: 'https://modal.example/' }, () =>
      createPortMessenger(new MessageChannel().port1),
    ).destroy,
  )
  await vi.waitFor(() => expect(iframes()).toBe(1))
  opened.open().catch(() => {})
  expect(iframes()).toBe(2)
  fire('pointerover', '#label')
  expect(iframes()).toBe(3)
})

test('error: preload other than load, idle or interaction', () => {
  expect(() =>
    createModalWith(
      { projectId: 'preload', modalUrl: 'https://modal.example/', preload: 'eager' as 'load' },
      () => createPortMessenger(new MessageChannel().port1),
    ),
  ).toThrowErrorMatchingInlineSnapshot(
    `[AirlockError: Invalid option "preload": Expected "load", "idle" or "interaction".]`,
  )
})
