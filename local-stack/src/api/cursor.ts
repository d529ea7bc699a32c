import { API_ERROR, ApiError } from './ApiError.ts'

/**
 * Reads a cursor made by `encodeCursor`.
 *
 * @throws ApiError 400 `INVALID_CURSOR` for anything else.
 */
export function decodeCursor(cursor: string): HistoryPosition {
  // Buffer.from ignores characters outside the alphabet, so check the text first.
  const text = /^[A-Za-z0-9_-]{1,64}$/.test(cursor)
    ? Buffer.from(cursor, 'base64url').toString('utf8')
    : ''
  const match = /^(\d{1,20}):(\d{1,9})$/.exec(text)
  if (!match?.[1] || !match[2]) {
    throw new ApiError(
      400,
      API_ERROR.INVALID_CURSOR,
      `The cursor '${cursor.slice(0, 100)}' is not one this API handed out: pass the 'next' value of the previous page unchanged, or no cursor for the first page.`,
    )
  }
  return { blockNumber: BigInt(match[1]), index: Number(match[2]) }
}

/**
 * The opaque `next` cursor of a history page: base64url of `<blockNumber>:<index>` of the last
 * transaction on the page. Positions, not offsets, so that transactions mined between two page
 * requests neither repeat nor skip entries. Read back with `decodeCursor`.
 */
export function encodeCursor(position: HistoryPosition): string {
  return Buffer.from(`${position.blockNumber}:${position.index}`).toString('base64url')
}

/**
 * Where a transaction sits in its chain; history pages continue strictly before one.
 */
export type HistoryPosition = {
  blockNumber: bigint
  /** Position in its block. */
  index: number
}
