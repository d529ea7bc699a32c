// What the wallet frame answers the modal: login through the auth service, the wallet's shares,
// and signatures with a key rebuilt for each call from two shares and dropped after it.
import { AirlockError, ErrorCode, type MethodHandlers } from '@airlock/shared-protocol'
import type { AuthUser, AuthWallet } from '@airlock/shared-protocol/authApi'
import { base64ToBytes, bytesToBase64 } from '@airlock/shared-protocol/base64'
import {
  WALLET_FRAME_SOCIAL_WAIT_MS,
  type WalletFrameMethodSchemas,
  type WalletFrameState,
} from '@airlock/shared-protocol/walletFrame'
import { ed25519 } from '@noble/curves/ed25519'
import type { AuthClient } from '../auth/createAuthClient.ts'
import {
  base58,
  deriveAddresses,
  deriveEvmPrivateKey,
  deriveSolanaPrivateKey,
  mnemonicToSeed,
  secretToMnemonic,
} from '../keys/deriveKeys.ts'
import { openRecoveryKit, sealRecoveryKit } from '../keys/recoveryKit.ts'
import { combineShares, createWalletSecret } from '../keys/shares.ts'
import { signEvmMessage, signEvmTransaction, signEvmTypedData } from '../sign/signEvm.ts'
import { signSolanaMessage, signSolanaTransaction } from '../sign/signSolana.ts'
import type { FrameStorage } from '../storage/createFrameStorage.ts'

/** Options of {@link createFrameHandlers}. */
export type FrameHandlersOptions = {
  projectId: string
  hostOrigin: string
  auth: AuthClient
  storage: FrameStorage
  /** Waits between social-login polls. @default setTimeout of `ms` */
  sleep?: ((ms: number) => Promise<void>) | undefined
  /** @default Date.now */
  now?: (() => number) | undefined
}

type Session = { sessionToken: string; sessionExpiresAt: number }
type Login = { session: Session; user: AuthUser; wallet: AuthWallet | null }

const pollIntervalMs = 1000

/** The method handlers of the frame's channel (see `walletFrameMethodSchemas`). */
export function createFrameHandlers(
  options: FrameHandlersOptions,
): MethodHandlers<WalletFrameMethodSchemas> {
  const { projectId, hostOrigin, auth, storage } = options
  const sleep = options.sleep ?? ((ms) => new Promise<void>((done) => setTimeout(done, ms)))
  const now = options.now ?? Date.now
  // A session is bound to (project, host); a device share to (project, user).
  const sessionKey = `airlock-wallet:v1:${projectId}:${hostOrigin}:session`
  const deviceKey = (user: AuthUser) => `airlock-wallet:v1:${projectId}:${user.id}:device`
  const pollTokens = new Map<string, string>()
  let login: Login | null = null

  const stateOf = (current: Login | null): WalletFrameState => {
    const persistence = storage.persistent ? 'persistent' : 'memory'
    if (!current) return { phase: 'loggedOut', user: null, addresses: null, storage: persistence }
    const { user, wallet } = current
    const phase = !wallet ? 'needsWallet' : storage.get(deviceKey(user)) ? 'ready' : 'needsRecovery'
    // The schemas on both ends check these again; here they are copied without undefined keys.
    const { id, provider, email, name } = user
    return {
      phase,
      user: { id, provider, ...(email ? { email } : {}), ...(name ? { name } : {}) },
      addresses: wallet && { eip155: wallet.eip155 as `0x${string}`, solana: wallet.solana },
      storage: persistence,
    }
  }

  const loggedIn = (next: {
    sessionToken: string
    sessionExpiresAt: number
    user: AuthUser
    wallet: AuthWallet | null
  }) => {
    const session = { sessionToken: next.sessionToken, sessionExpiresAt: next.sessionExpiresAt }
    storage.set(sessionKey, JSON.stringify(session))
    login = { session, user: next.user, wallet: next.wallet }
    return stateOf(login)
  }

  const forget = () => {
    storage.remove(sessionKey)
    login = null
  }

  /** The stored session, checked with the service (it may have been revoked or expired). */
  async function restore(): Promise<Login | null> {
    let session: Session | null = null
    try {
      session = JSON.parse(storage.get(sessionKey) ?? 'null') as Session | null
    } catch {
      session = null
    }
    if (!session || typeof session.sessionToken !== 'string' || session.sessionExpiresAt <= now()) {
      forget()
      return null
    }
    try {
      const { user, wallet, sessionExpiresAt } = await auth.session(session.sessionToken)
      login = { session: { ...session, sessionExpiresAt }, user, wallet }
      return login
    } catch (error) {
      if (error instanceof AirlockError && error.code === ErrorCode.NOT_LOGGED_IN) {
        forget()
        return null
      }
      throw error
    }
  }

  async function requireLogin(): Promise<Login> {
    const current = login && login.session.sessionExpiresAt > now() ? login : await restore()
    if (!current) throw new AirlockError(ErrorCode.NOT_LOGGED_IN, 'Log in to use your wallet.')
    return current
  }

  /** Rebuilds the seed from the device and auth shares for one call, then wipes it. */
  async function withSeed<T>(use: (seed: Uint8Array, secret: Uint8Array) => Promise<T> | T) {
    const current = await requireLogin()
    const { user, wallet } = current
    if (!wallet) throw new AirlockError(ErrorCode.NOT_LOGGED_IN, 'This account has no wallet yet.')
    const device = storage.get(deviceKey(user))
    if (!device) {
      throw new AirlockError(
        ErrorCode.RECOVERY_REQUIRED,
        'This device has no key share of your wallet: restore it with your recovery kit.',
      )
    }
    const { authShare } = await auth.authShare(current.session.sessionToken)
    const secret = await combineShares(base64ToBytes(device), base64ToBytes(authShare))
    const seed = await mnemonicToSeed(secretToMnemonic(secret))
    try {
      if (deriveAddresses(seed).eip155 !== wallet.eip155) {
        throw new AirlockError(
          ErrorCode.INTERNAL,
          "This device's key share does not belong to your wallet: restore it with your recovery kit.",
        )
      }
      return await use(seed, secret)
    } finally {
      seed.fill(0)
      secret.fill(0)
    }
  }

  /** The Solana key for one call, wiped after it, refused or not. */
  const withSolanaKey = <T>(use: (key: Uint8Array) => T) =>
    withSeed((seed) => {
      const key = deriveSolanaPrivateKey(seed)
      try {
        return use(key)
      } finally {
        key.fill(0)
      }
    })

  return {
    status: async () => stateOf(await restore()),

    emailStart: ({ email }) =>
      auth.emailStart(email).then(({ expiresInSeconds }) => ({ expiresInSeconds })),

    emailVerify: async ({ email, code }) => loggedIn(await auth.emailVerify(email, code)),

    async socialStart({ provider }) {
      const { url, attemptId, pollToken } = await auth.oauthStart(provider)
      pollTokens.set(attemptId, pollToken)
      return { url, attemptId }
    },

    async socialWait({ attemptId }) {
      const pollToken = pollTokens.get(attemptId)
      if (!pollToken) {
        throw new AirlockError(
          ErrorCode.INVALID_PARAMS,
          'No social login was started with that id.',
        )
      }
      const deadline = now() + WALLET_FRAME_SOCIAL_WAIT_MS - pollIntervalMs
      for (;;) {
        const answer = await auth.oauthPoll(attemptId, pollToken)
        if (answer.status === 'done') {
          pollTokens.delete(attemptId)
          return { pending: false, state: loggedIn(answer.login) }
        }
        if (answer.status === 'failed') {
          pollTokens.delete(attemptId)
          throw new AirlockError(ErrorCode.AUTH_REFUSED, answer.message, {
            data: { reason: 'SOCIAL_LOGIN_FAILED' },
          })
        }
        if (now() >= deadline) return { pending: true, state: stateOf(login) }
        await sleep(pollIntervalMs)
      }
    },

    async createWallet({ passphrase }) {
      const current = await requireLogin()
      if (current.wallet) {
        throw new AirlockError(ErrorCode.INVALID_PARAMS, 'This account already has a wallet.')
      }
      if (!storage.persistent) {
        throw new AirlockError(
          ErrorCode.STORAGE_UNAVAILABLE,
          'This browser blocks the storage the wallet needs to keep its key share: allow it for this site, or use another browser.',
        )
      }
      const { secret, shares } = await createWalletSecret()
      const seed = await mnemonicToSeed(secretToMnemonic(secret))
      const addresses = deriveAddresses(seed)
      seed.fill(0)
      secret.fill(0)
      // Sealed and stored before the upload: a wallet the service knows must never lack them.
      const kit = await sealRecoveryKit(
        new Uint8Array(shares.recovery),
        passphrase,
        addresses.eip155,
      )
      storage.set(deviceKey(current.user), bytesToBase64(shares.device))
      try {
        const { wallet } = await auth.putWallet(current.session.sessionToken, {
          authShare: bytesToBase64(shares.auth),
          ...addresses,
        })
        current.wallet = wallet
      } catch (error) {
        storage.remove(deviceKey(current.user))
        throw error
      }
      return { kit, state: stateOf(current) }
    },

    async recover({ kit, passphrase }) {
      const current = await requireLogin()
      const { wallet } = current
      if (!wallet)
        throw new AirlockError(ErrorCode.INVALID_PARAMS, 'This account has no wallet to recover.')
      const recovery = await openRecoveryKit(kit, passphrase, wallet.eip155)
      const { authShare } = await auth.authShare(current.session.sessionToken)
      const secret = await combineShares(recovery, base64ToBytes(authShare))
      const seed = await mnemonicToSeed(secretToMnemonic(secret))
      const rebuilt = deriveAddresses(seed)
      seed.fill(0)
      secret.fill(0)
      if (rebuilt.eip155 !== wallet.eip155 || rebuilt.solana !== wallet.solana) {
        throw new AirlockError(
          ErrorCode.WRONG_PASSPHRASE,
          'This recovery kit does not rebuild your wallet.',
        )
      }
      // The kit's share becomes this device's share: any further split would need the service
      // to replace its share, which it never does.
      storage.set(deviceKey(current.user), bytesToBase64(recovery))
      return stateOf(current)
    },

    evmSignMessage: ({ message }) =>
      withSeed(async (seed) => ({
        signature: await signEvmMessage(deriveEvmPrivateKey(seed), message),
      })),

    evmSignTypedData: ({ typedData }) =>
      withSeed(async (seed) => ({
        signature: await signEvmTypedData(deriveEvmPrivateKey(seed), typedData),
      })),

    evmSignTransaction: ({ transaction }) =>
      withSeed(async (seed) => ({
        signedTransaction: await signEvmTransaction(deriveEvmPrivateKey(seed), transaction),
      })),

    solanaSignMessage: ({ message }) =>
      withSolanaKey((key) => ({
        signature: bytesToBase64(signSolanaMessage(key, base64ToBytes(message))),
      })),

    solanaSignTransaction: ({ transaction }) =>
      withSolanaKey((key) => ({
        signedTransaction: bytesToBase64(signSolanaTransaction(key, base64ToBytes(transaction))),
      })),

    async exportKey({ kind }) {
      const current = await requireLogin()
      await auth.exportGrant(current.session.sessionToken)
      return withSeed((seed, secret) => {
        if (kind === 'eip155') return { secret: deriveEvmPrivateKey(seed) }
        if (kind === 'solana') {
          const key = deriveSolanaPrivateKey(seed)
          const keypair = new Uint8Array(64)
          keypair.set(key)
          keypair.set(ed25519.getPublicKey(key), 32)
          return { secret: base58(keypair) }
        }
        return { secret: secretToMnemonic(secret) }
      })
    },

    async logout() {
      const token = (login ?? (await restore().catch(() => null)))?.session.sessionToken
      forget()
      if (token) {
        await auth.logout(token).catch((error: unknown) => {
          // A session the service already forgot is logged out all the same.
          if (!(error instanceof AirlockError && error.code === ErrorCode.NOT_LOGGED_IN))
            throw error
        })
      }
      return null
    },
  }
}
