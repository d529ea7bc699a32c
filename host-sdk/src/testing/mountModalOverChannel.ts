import { createPortMessenger } from '@airlock/shared-protocol'
import { expect, vi } from 'vitest'
import type { AirlockModal } from '../AirlockModal.ts'
import type { CreateModalOptions } from '../CreateModalOptions.ts'
import { createModalWith } from '../createModal.ts'

/**
 * Creates a modal whose channel runs over a MessageChannel instead of the iframe's window (a test
 * has no modal origin to answer), and waits for its one iframe. The caller puts a fake modal page
 * on `port`; `cleanups` gets the modal's destroy and the ports' close.
 */
export async function mountModalOverChannel(
  options: CreateModalOptions,
  cleanups: Array<() => void>,
): Promise<{ modal: AirlockModal; port: MessagePort }> {
  const { port1, port2 } = new MessageChannel()
  const modal = createModalWith(options, () => createPortMessenger(port2))
  cleanups.push(() => {
    modal.destroy()
    port1.close()
    port2.close()
  })
  await vi.waitFor(() => expect(document.querySelectorAll('iframe')).toHaveLength(1))
  return { modal, port: port1 }
}
