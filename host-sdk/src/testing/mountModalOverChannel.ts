import { createPortMessenger } from '@airlock/shared-protocol'
import { expect, vi } from 'vitest'
import type { AirlockModal } from '../AirlockModal.ts'
import type { CreateModalOptions } from '../CreateModalOptions.ts'
import { createModalWith } from '../createModal.ts'

/** The modal URL of the tests' modals: what the local stack serves (no request reaches it). */
export const TEST_MODAL_URL = 'http://localhost:4310/'

/**
 * Creates a modal whose channel runs over a MessageChannel instead of the iframe's window (a test
 * has no modal origin to answer), at {@link TEST_MODAL_URL} unless `options` say otherwise, and
 * waits for its one iframe. The caller puts a fake modal page
 * on `port`; `cleanups` gets the modal's destroy and the ports' close.
 */
export async function mountModalOverChannel(
  options: Omit<CreateModalOptions, 'modalUrl'> & { modalUrl?: string },
  cleanups: Array<() => void>,
): Promise<{ modal: AirlockModal; port: MessagePort }> {
  const { port1, port2 } = new MessageChannel()
  const modal = createModalWith({ modalUrl: TEST_MODAL_URL, ...options }, () =>
    createPortMessenger(port2),
  )
  cleanups.push(() => {
    modal.destroy()
    port1.close()
    port2.close()
  })
  await vi.waitFor(() => expect(document.querySelectorAll('iframe')).toHaveLength(1))
  return { modal, port: port1 }
}
