// @vitest-environment happy-dom
import { ErrorCode } from '@airlock/shared-protocol'
import { afterEach, beforeEach, expect, test } from 'vitest'
import type { CreateModalOptions } from '../CreateModalOptions.ts'
import { createModal } from '../createModal.ts'
import { createFakeModalPage } from '../testing/createFakeModalPage.ts'
import { mountModalOverChannel } from '../testing/mountModalOverChannel.ts'

const cleanups: Array<() => void> = []
let host: HTMLElement

beforeEach(() => {
  document.body.innerHTML = '<button id="elsewhere">Elsewhere</button><div id="wallet"></div>'
  document.documentElement.removeAttribute('style')
  host = document.querySelector('#wallet') as HTMLElement
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

/** An inline modal over a fake modal page that has answered the handshake and shows itself, as
 * the modal does when embedded. */
async function inlineModal(options: Partial<CreateModalOptions> = {}) {
  const { modal, port } = await mountModalOverChannel(
    { projectId: 'inline', modalUrl: 'https://modal.example/', embed: host, ...options },
    cleanups,
  )
  const page = createFakeModalPage(port, modal.instanceId)
  const answer = await page.handshake()
  await page.push({ seq: 0, open: true, openings: 1 })
  return { modal, page, answer }
}

test('default: the iframe fills the element, shown, and the modal is told it is embedded', async () => {
  const { modal, answer } = await inlineModal()
  const iframe = host.querySelector('iframe') as HTMLIFrameElement
  expect(iframe.parentElement).toBe(host)
  expect(iframe.src).toMatch(/&embedded$/)
  expect(answer.options).toEqual({ embedded: true })
  const { style } = iframe
  expect([style.position, style.width, style.height, style.zIndex]).toEqual([
    '',
    '100%',
    '100%',
    '',
  ])
  expect(iframe.inert).toBe(false)
  expect(modal.getState().open).toBe(true)
})

test('behavior: open() neither locks the page scroll nor takes its focus', async () => {
  const { modal, page } = await inlineModal()
  const elsewhere = document.querySelector('#elsewhere') as HTMLButtonElement
  elsewhere.focus()
  await modal.open({ view: 'Networks' })
  expect(page.received).toEqual([{ method: 'open', params: { view: 'Networks' } }])
  expect(document.documentElement.style.overflow).toBe('')
  expect(document.activeElement).toBe(elsewhere)
})

test('behavior: close() asks the modal (which goes back to Account or Connect) and stays shown', async () => {
  const { modal, page } = await inlineModal()
  await modal.close()
  expect(page.received).toEqual([{ method: 'close', params: {} }])
  await page.push({ seq: 1, open: true, view: 'Connect', openings: 1 })
  expect(modal.getState()).toMatchObject({ open: true, view: 'Connect' })
  const iframe = host.querySelector('iframe') as HTMLIFrameElement
  expect(iframe.style.opacity).toBe('')
  expect(iframe.inert).toBe(false)
})

test('behavior: an inline modal is never shared, and an element holds one at a time', async () => {
  const { modal } = await inlineModal()
  const options = { projectId: 'inline', modalUrl: 'https://modal.example/' }
  const elsewhere = document.body.appendChild(document.createElement('div'))
  cleanups.push(() => elsewhere.remove())
  const other = createModal({ ...options, embed: elsewhere })
  cleanups.push(other.destroy)
  expect(other).not.toBe(modal)
  // A second in the same element would stack its iframe under the first.
  expect(() => createModal({ ...options, embed: host })).toThrowErrorMatchingInlineSnapshot(
    `[AirlockError: Invalid option "embed": The element already holds an Airlock modal: destroy() it first.]`,
  )
  // Destroyed, it leaves the element to the next.
  modal.destroy()
  const again = createModal({ ...options, embed: host })
  cleanups.push(again.destroy)
  expect(again).not.toBe(modal)
})

test('error: embed that is not an element of the document, and embedded (the SDK sets it)', () => {
  const create = (options: object) => () =>
    createModal({ projectId: 'inline', modalUrl: 'https://modal.example/', ...options })
  expect(create({ embed: null })).toThrowErrorMatchingInlineSnapshot(
    `[AirlockError: Invalid option "embed": Expected an element, not null.]`,
  )
  expect(create({ embed: '#wallet' })).toThrowErrorMatchingInlineSnapshot(
    `[AirlockError: Invalid option "embed": Expected an element, not string.]`,
  )
  expect(create({ embed: document.createElement('div') })).toThrowErrorMatchingInlineSnapshot(
    `[AirlockError: Invalid option "embed": The element is not in the document: add it first.]`,
  )
  expect(create({ embedded: true })).toThrowErrorMatchingInlineSnapshot(
    `[AirlockError: Invalid option "embedded": To show the modal inside your page, pass the element as "embed".]`,
  )
  expect(create({ embed: null })).toThrow(
    expect.objectContaining({ code: ErrorCode.INVALID_OPTIONS }),
  )
})
