import { AirlockError, ErrorCode } from '@airlock/shared-protocol'

/** What `npm start` reads from the environment. */
export type StackConfig = {
  /** `AIRLOCK_HOST_PORT`, default 4300. */
  hostPort: number
  /** `AIRLOCK_MODAL_PORT`, default 4310. */
  modalPort: number
  /** `AIRLOCK_RELAY_PORT`, default 4320: the WalletConnect relay on 127.0.0.1. */
  relayPort: number
  /** `AIRLOCK_EVM_PORT`, default 8545: anvil with chain id 31337. */
  evmPort: number
  /** `AIRLOCK_EVM2_PORT`, default 8546: anvil with chain id 31338. */
  evm2Port: number
  /** `AIRLOCK_SOLANA_PORT`, default 8899: the Solana JSON-RPC (HTTP and WebSocket). */
  solanaPort: number
  /** `AIRLOCK_WALLET_PORT`, default 4340: the demo mobile wallet page on localhost. */
  walletPort: number
  /** `AIRLOCK_API_PORT`, default 4330: the reference API (transaction history) on 127.0.0.1. */
  apiPort: number
  /** `AIRLOCK_WALLET_FRAME_PORT`, default 4350: the embedded wallet's frame on localhost. */
  walletFramePort: number
  /** `AIRLOCK_AUTH_PORT`, default 4360: the embedded wallet's auth service on 127.0.0.1. */
  authPort: number
  /** `AIRLOCK_OIDC_PORT`, default 4370: the demo OpenID provider on 127.0.0.1. */
  oidcPort: number
  /** `AIRLOCK_SMTP_PORT`, default 2525: the SMTP server that keeps the code emails. */
  smtpPort: number
  /**
   * `AIRLOCK_AUTH_PROVIDERS`: a JSON file of OpenID / OAuth 2 providers by social, used instead
   * of the demo provider for the socials it names (see local-stack/README.md).
   */
  authProvidersFile: string | undefined
  /** `AIRLOCK_AUTH_SMTP_URL`: send code emails there instead of the local SMTP server. */
  authSmtpUrl: string | undefined
  /** `AIRLOCK_CHAINS=0` runs no chains (neither anvil nor Solana): a quicker UI-only stack. */
  chains: boolean
  /** `AIRLOCK_SKIP_BUILD=1`: serve the existing `dist` folders without building. */
  skipBuild: boolean
  /** `AIRLOCK_HOST_DIST`: serve this folder as the demo host instead of `demo-host/dist`. */
  hostRoot: string | undefined
  /** `AIRLOCK_MODAL_DIST`: serve this folder as the modal instead of `modal-app/dist`. */
  modalRoot: string | undefined
}

/**
 * Reads the stack's settings from environment variables, refusing a port that is not a whole
 * number from 0 to 65535 with an error that names the variable.
 */
export function readStackConfig(env: Readonly<Record<string, string | undefined>>): StackConfig {
  return {
    hostPort: readPort(env, 'AIRLOCK_HOST_PORT', 4300),
    modalPort: readPort(env, 'AIRLOCK_MODAL_PORT', 4310),
    relayPort: readPort(env, 'AIRLOCK_RELAY_PORT', 4320),
    evmPort: readPort(env, 'AIRLOCK_EVM_PORT', 8545),
    evm2Port: readPort(env, 'AIRLOCK_EVM2_PORT', 8546),
    solanaPort: readPort(env, 'AIRLOCK_SOLANA_PORT', 8899),
    walletPort: readPort(env, 'AIRLOCK_WALLET_PORT', 4340),
    apiPort: readPort(env, 'AIRLOCK_API_PORT', 4330),
    walletFramePort: readPort(env, 'AIRLOCK_WALLET_FRAME_PORT', 4350),
    authPort: readPort(env, 'AIRLOCK_AUTH_PORT', 4360),
    oidcPort: readPort(env, 'AIRLOCK_OIDC_PORT', 4370),
    smtpPort: readPort(env, 'AIRLOCK_SMTP_PORT', 2525),
    authProvidersFile: env.AIRLOCK_AUTH_PROVIDERS || undefined,
    authSmtpUrl: env.AIRLOCK_AUTH_SMTP_URL || undefined,
    chains: !['0', 'false', 'no'].includes((env.AIRLOCK_CHAINS ?? '').trim().toLowerCase()),
    skipBuild: ['1', 'true', 'yes'].includes((env.AIRLOCK_SKIP_BUILD ?? '').toLowerCase()),
    hostRoot: env.AIRLOCK_HOST_DIST || undefined,
    modalRoot: env.AIRLOCK_MODAL_DIST || undefined,
  }
}

/** One port variable, or its default when unset or empty. */
function readPort(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  fallback: number,
): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const port = Number(raw)
  if (!/^\d+$/.test(raw) || port > 65_535) {
    throw new AirlockError(
      ErrorCode.INVALID_OPTIONS,
      `${name} must be a port number from 0 to 65535, got '${raw}'.`,
    )
  }
  return port
}
