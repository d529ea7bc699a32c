import { TIMES } from '../state/constants.ts'

/** A pairing URI made by {@link makePairingUri}. */
export type OwnPairing = {
  /** `wc:<topic>@2?expiryTimestamp=…&relay-protocol=irn&symKey=…`, what a wallet scans. */
  uri: string
  /** sha256 of the symmetric key, hex: the relay topic both sides subscribe to. */
  topic: string
  /** When the wallet refuses the URI: unix seconds, the modal's pairing life on (4 minutes). */
  expiryTimestamp: number
}

/**
 * Makes a WalletConnect v2 pairing URI without the SDK, so that the QR code shows at the click
 * while the SDK loads; the client adopts the pairing later (`core.pairing.pair`). Same shape as
 * `core.pairing.create()` emits: a random 32-byte symmetric key, topic = sha256(key) (core's
 * `crypto.setSymKey` → `hashKey`), parameters in the SDK's sorted order, no `methods`.
 *
 * It expires when the modal lets it go (spec §9, 4 minutes, not the SDK's 5): a wallet refuses a
 * link opened or pasted later instead of answering a pairing nobody listens to any more.
 */
export async function makePairingUri(
  now: number = Date.now(),
  crypto: Crypto = globalThis.crypto,
): Promise<OwnPairing> {
  const symKey = crypto.getRandomValues(new Uint8Array(32))
  const topic = toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', symKey)))
  const expiryTimestamp = Math.floor((now + TIMES.pairingLife) / 1000)
  const uri = `wc:${topic}@2?expiryTimestamp=${expiryTimestamp}&relay-protocol=irn&symKey=${toHex(symKey)}`
  return { uri, topic, expiryTimestamp }
}

function toHex(bytes: Uint8Array): string {
  let hex = ''
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return hex
}
