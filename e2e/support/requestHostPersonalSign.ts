import type { AirlockModal } from '@airlock/host-sdk'
import type { Page } from '@playwright/test'
import { type Hex, stringToHex } from 'viem'

/**
 * Has the demo host page ask for `personal_sign` of `message` by `address` through the modal's
 * EIP-155 provider (`window.airlockModal.getProvider('eip155')`). Not awaited by the caller
 * until the wallet was answered: it resolves with the signature once the wallet approved.
 */
export function requestHostPersonalSign(
  page: Page,
  message: string,
  address: string,
): Promise<Hex> {
  return page.evaluate(
    ([hex, account]) =>
      (window as unknown as { airlockModal: Pick<AirlockModal, 'getProvider'> }).airlockModal
        .getProvider('eip155')
        .request({ method: 'personal_sign', params: [hex, account] }) as Promise<Hex>,
    [stringToHex(message), address] as const,
  )
}
