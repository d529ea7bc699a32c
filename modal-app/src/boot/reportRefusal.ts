import { createRefusalMessage, RefusalMessage } from '@airlock/shared-protocol'
import type { BootOutcome } from './bootModal.ts'

/**
 * Tells the host SDK why the modal refused it (a {@link RefusalMessage}), so that the host's
 * `open()` fails at once with the code and the explanation instead of waiting for the handshake
 * timeout. Only when boot verified who framed the modal (`reportTo`), and only to that origin;
 * a code outside `RefusalMessage.codes` is reported as `INTERNAL`. Returns whether it posted.
 */
export function reportRefusal(
  parent: Pick<Window, 'postMessage'>,
  refusal: Extract<BootOutcome, { kind: 'refused' }>,
): boolean {
  const { reportTo } = refusal
  if (reportTo === undefined) return false
  const code = (RefusalMessage.codes as readonly string[]).includes(refusal.code)
    ? (refusal.code as RefusalMessage['code'])
    : 'INTERNAL'
  parent.postMessage(
    createRefusalMessage(reportTo.channel, code, refusal.reason),
    reportTo.hostOrigin,
  )
  return true
}
