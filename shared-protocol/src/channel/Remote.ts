/**
 * The other side of an open channel, as {@link callMethod} calls it. `call` resolves with whatever
 * the peer's method table answered (a {@link Result} envelope for our tables) and rejects with an
 * {@link AirlockError}: `REQUEST_TIMEOUT`, `METHOD_NOT_FOUND`, `UNSUPPORTED_VALUE` (params the
 * browser cannot clone), `DESTROYED` (either side closed the channel) or `INTERNAL` (the peer's
 * method threw instead of answering).
 */
export type Remote = {
  call: (method: string, params: unknown, timeoutMs: number) => Promise<unknown>
}
