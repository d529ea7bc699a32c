/**
 * How long a pairing waits for the WalletConnect relay's socket before the view says the relay
 * cannot be reached (instead of a spinner that never ends: the SDK retries on its own for as long
 * as it has something to send).
 *
 * Why 10 s: the spec has no constant for it (§9 only times the pairing itself: 4 minutes, renewed
 * 10 s before the end). A healthy socket opens in well under a second (82–140 ms for a whole
 * pair + approve on loopback, see `walletconnect-relay.md`) and in a few hundred milliseconds
 * over a slow mobile network with TLS. The SDK's own round of 5 attempts against a refused port
 * takes about 15 s (it waits 1, 2, 3, 4 and 5 s after them) and it gives a stalled attempt 15 s,
 * then starts over. Ten seconds is many times a slow handshake and lets the SDK try 4 times, and
 * is still short enough that a visitor looking at the spinner gets an answer before giving up on
 * the dialog.
 */
export const RELAY_CONNECT_TIMEOUT_MS = 10_000
