// The recovery share leaves the wallet origin only sealed with a passphrase the visitor chose:
// PBKDF2-SHA256 (600,000 rounds, OWASP's figure) to an AES-256-GCM key, the wallet's EVM address
// bound as additional data so a kit cannot be replayed onto another wallet unnoticed.
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { base64ToBytes, bytesToBase64 } from '@airlock/shared-protocol/base64'

const prefix = 'airlock-recovery-kit-v1:'
const iterations = 600_000

type KitBody = { wallet: string; salt: string; iv: string; sealed: string }

async function keyFor(passphrase: string, salt: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(passphrase.normalize('NFKC')),
    'PBKDF2',
    false,
    ['deriveKey'],
  )
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** The recovery kit: one line of text the visitor saves, naming the wallet it belongs to. */
export async function sealRecoveryKit(
  share: Uint8Array<ArrayBuffer>,
  passphrase: string,
  wallet: string,
): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const additionalData = new TextEncoder().encode(wallet.toLowerCase())
  const key = await keyFor(passphrase, salt)
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, key, share)
  const body: KitBody = {
    wallet,
    salt: bytesToBase64(salt),
    iv: bytesToBase64(iv),
    sealed: bytesToBase64(new Uint8Array(sealed)),
  }
  return prefix + bytesToBase64(new TextEncoder().encode(JSON.stringify(body)))
}

function readKit(kit: string): KitBody {
  const text = kit.trim()
  try {
    if (!text.startsWith(prefix)) throw new Error('prefix')
    const body = JSON.parse(new TextDecoder().decode(base64ToBytes(text.slice(prefix.length))))
    const { wallet, salt, iv, sealed } = body as Record<string, unknown>
    if ([wallet, salt, iv, sealed].every((part) => typeof part === 'string')) return body as KitBody
  } catch {
    // Reported below with the expected shape.
  }
  throw new AirlockError(
    ErrorCode.INVALID_PARAMS,
    'This is not an Airlock recovery kit: it starts with "airlock-recovery-kit-v1:".',
  )
}

/**
 * Opens a kit for `wallet` (its EVM address). A kit of another wallet is `INVALID_PARAMS`; a
 * wrong passphrase (or an altered kit) is `WRONG_PASSPHRASE`.
 */
export async function openRecoveryKit(
  kit: string,
  passphrase: string,
  wallet: string,
): Promise<Uint8Array> {
  const body = readKit(kit)
  if (body.wallet.toLowerCase() !== wallet.toLowerCase()) {
    throw new AirlockError(
      ErrorCode.INVALID_PARAMS,
      `This recovery kit belongs to the wallet ${body.wallet}, not ${wallet}.`,
    )
  }
  const additionalData = new TextEncoder().encode(wallet.toLowerCase())
  try {
    const key = await keyFor(passphrase, base64ToBytes(body.salt))
    const share = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: base64ToBytes(body.iv), additionalData },
      key,
      base64ToBytes(body.sealed),
    )
    return new Uint8Array(share)
  } catch (error) {
    throw new AirlockError(
      ErrorCode.WRONG_PASSPHRASE,
      'The passphrase does not open this recovery kit.',
      { cause: error },
    )
  }
}
