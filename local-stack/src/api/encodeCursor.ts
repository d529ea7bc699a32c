import type { HistoryPosition } from './HistoryPosition.ts'

/**
 * The opaque `next` cursor of a history page: base64url of `<blockNumber>:<index>` of the last
 * transaction on the page. Positions, not offsets, so that transactions mined between two page
 * requests neither repeat nor skip entries. Read back with `decodeCursor`.
 */
export function encodeCursor(position: HistoryPosition): string {
  return Buffer.from(`${position.blockNumber}:${position.index}`).toString('base64url')
}
