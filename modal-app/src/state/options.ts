import {
  AirlockError,
  ErrorCode,
  FEATURE_NAMES,
  type ModalOptions,
  modalOptionsSchema,
  type Network,
} from '@airlock/shared-protocol'
import { atom } from 'jotai/vanilla'
import { ONRAMP } from './constants.ts'
import type { Store } from './Store.ts'
import { toOptionsError } from './validation/toOptionsError.ts'

/** One of the feature flags of spec §6. */
type FeatureName = (typeof FEATURE_NAMES)[number]

/** Every feature flag, resolved to a boolean. */
export type Features = Record<FeatureName, boolean>

/** The social logins the modal knows. */
type SocialProvider = 'google' | 'x' | 'farcaster' | 'discord' | 'apple' | 'github' | 'facebook'

/** Features the project configuration (remote) turns on, with their settings. */
export type RemoteFeatures = {
  swaps: readonly string[] | false
  onramp: readonly string[] | false
  email: boolean
  socials: readonly SocialProvider[] | false
  activity: boolean
}

/**
 * Default remote features of spec §9: swaps via 1inch, on-ramp with two providers, email on,
 * socials google, x, discord, farcaster, github, apple, facebook, activity on.
 */
export const DEFAULT_REMOTE_FEATURES: RemoteFeatures = Object.freeze({
  swaps: Object.freeze(['1inch']),
  onramp: Object.freeze(ONRAMP.providers.map((provider) => provider.name)),
  email: true,
  socials: Object.freeze([
    'google',
    'x',
    'discord',
    'farcaster',
    'github',
    'apple',
    'facebook',
  ] as SocialProvider[]),
  activity: true,
})

/**
 * Default feature flags of spec §9. Swaps, on-ramp, email, socials and activity follow the remote
 * defaults (on); `reownBranding` and `emailShowWallets` are not named by the spec and default to on.
 */
export const DEFAULT_FEATURES: Readonly<Features> = Object.freeze({
  receive: true,
  send: true,
  swaps: true,
  onramp: true,
  email: true,
  socials: true,
  activity: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  reownBranding: true,
  emailShowWallets: true,
})

/** A connect method of the Connect view. */
export type ConnectMethod = 'email' | 'social' | 'wallet'

/**
 * Connect-method order (spec §2): email, social, wallet; wallet first when injected or announced
 * wallets are visible.
 */
export function connectMethodOrder(input: {
  hasVisibleInstalledWallets: boolean
}): ConnectMethod[] {
  return input.hasVisibleInstalledWallets
    ? ['wallet', 'email', 'social']
    : ['email', 'social', 'wallet']
}

/**
 * Wallet-feature order of the Account view (spec §9).
 */
export const WALLET_FEATURE_ORDER = Object.freeze(['onramp', 'swaps', 'receive', 'send'] as const)

/** The options the modal runs with: the host's options plus every default filled in. */
export type ResolvedOptions = Omit<ModalOptions, 'features'> & {
  projectId: string
  features: Features
  remoteFeatures: RemoteFeatures
  enableNetworkSwitch: boolean
  enableWalletConnect: boolean
  allowUnsupportedChain: boolean
  manualWCControl: boolean
  embedded: boolean
}

/**
 * Validates the host's options (spec §3 and §5) and fills in the defaults of §9. Feature flags
 * come from the defaults, then the remote features, then the project's `features`, then the
 * host's.
 *
 * @throws {AirlockError} `INVALID_PROJECT_ID` without a project id; `UNKNOWN_OPTION` for an option
 * name the modal does not know; `INVALID_OPTIONS` for an option of the wrong shape (the message
 * names its path, what it should be and what it was; {@link toOptionsError}), for `siweConfig`
 * together with `siwx`, for `features.legalCheckbox` without a terms or privacy URL, or for a
 * `defaultNetwork` that is not one of the networks (the host's, else the project's).
 */
export function resolveOptions(
  input: unknown,
  context: {
    projectId: string
    remoteFeatures?: Partial<RemoteFeatures>
    projectFeatures?: ModalOptions['features']
    /** The project file's networks, which the modal runs with when the host passes none. */
    projectNetworks?: readonly Network[] | undefined
  },
): ResolvedOptions {
  if (typeof context.projectId !== 'string' || context.projectId.trim() === '') {
    throw new AirlockError(ErrorCode.INVALID_PROJECT_ID, 'The project id is not configured.', {
      details: 'Pass the projectId of your project to createModal({ projectId }).',
    })
  }
  const parsed = modalOptionsSchema.safeParse(input ?? {}, { reportInput: true })
  if (!parsed.success) throw toOptionsError(parsed.error.issues)
  const options = parsed.data
  if (options.siweConfig && options.siwx) {
    throw new AirlockError(
      ErrorCode.INVALID_OPTIONS,
      'siweConfig and siwx cannot both be set: siwx replaces siweConfig, keep only siwx.',
    )
  }
  if (options.features?.legalCheckbox && !options.termsConditionsUrl && !options.privacyPolicyUrl) {
    throw new AirlockError(
      ErrorCode.INVALID_OPTIONS,
      'features.legalCheckbox needs termsConditionsUrl or privacyPolicyUrl: the checkbox links to them.',
    )
  }
  const networks = options.networks ?? context.projectNetworks ?? []
  const { defaultNetwork } = options
  if (defaultNetwork && !networks.some(({ caipNetworkId }) => caipNetworkId === defaultNetwork)) {
    // Silently starting on the first network instead would hide the typo until a visitor pays.
    throw new AirlockError(
      ErrorCode.INVALID_OPTIONS,
      `Invalid option "defaultNetwork": Expected one of the networks (${networks.map((network) => network.caipNetworkId).join(', ') || 'none'}), not "${defaultNetwork}".`,
    )
  }
  const remoteFeatures = { ...DEFAULT_REMOTE_FEATURES, ...context.remoteFeatures }
  const features: Features = {
    ...DEFAULT_FEATURES,
    swaps: remoteFeatures.swaps !== false && remoteFeatures.swaps.length > 0,
    onramp: remoteFeatures.onramp !== false && remoteFeatures.onramp.length > 0,
    email: remoteFeatures.email,
    socials: remoteFeatures.socials !== false && remoteFeatures.socials.length > 0,
    activity: remoteFeatures.activity,
  }
  for (const name of FEATURE_NAMES) {
    const value = options.features?.[name] ?? context.projectFeatures?.[name]
    if (value !== undefined) features[name] = value
  }
  return {
    ...options,
    projectId: context.projectId,
    features,
    remoteFeatures,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    enableWalletConnect: options.enableWalletConnect ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    manualWCControl: options.manualWCControl ?? false,
    embedded: options.embedded ?? false,
  }
}

/**
 * The options the modal runs with. Until the host's options arrive it holds the defaults with an
 * empty project id.
 */
export const optionsAtom = atom<ResolvedOptions>({
  projectId: '',
  features: { ...DEFAULT_FEATURES },
  remoteFeatures: DEFAULT_REMOTE_FEATURES,
  enableNetworkSwitch: true,
  enableWalletConnect: true,
  allowUnsupportedChain: false,
  manualWCControl: false,
  embedded: false,
})

/**
 * Validates and stores the host's options.
 *
 * @throws {AirlockError} as {@link resolveOptions}.
 */
export function setOptions(
  store: Store,
  input: unknown,
  context: Parameters<typeof resolveOptions>[1],
): ResolvedOptions {
  const resolved = resolveOptions(input, context)
  store.set(optionsAtom, resolved)
  return resolved
}

/** What the project provides beyond the modal itself: the services some features need. */
export type ProjectServices = {
  /** The project's reference API (`apiUrl` of its configuration): indexer, swaps, on-ramp. */
  apiUrl: string | undefined
  /**
   * The project's embedded wallet (`embeddedWallet` of its configuration): the wallet frame the
   * email and social logins run in, and the auth service behind it.
   */
  embeddedWallet?: { frameUrl: string; authUrl: string } | undefined
}

/**
 * The features a visitor may actually use: the resolved flags of {@link resolveOptions}, minus the
 * ones whose backend the project does not provide (DESIGN.md: "the features that need an indexer
 * are hidden rather than broken").
 *
 * - `email` and `socials` need the project's embedded wallet (`embeddedWallet`: its frame and
 *   auth service); `socials` also needs at least one social listed.
 * - `swaps` needs `apiUrl` (quotes) and a swap provider; `onramp` needs `apiUrl` and at least one
 *   on-ramp provider; `activity` needs `apiUrl` (transactions come from an indexer).
 * - `receive` and `send` need only the wallet and the chain: they follow their flags.
 */
export function effectiveFeatures(
  options: Pick<ResolvedOptions, 'features' | 'remoteFeatures'>,
  services: ProjectServices,
): Features {
  const { features, remoteFeatures } = options
  const api = services.apiUrl !== undefined && services.apiUrl !== ''
  const listed = (value: readonly string[] | false) => value !== false && value.length > 0
  const embedded = services.embeddedWallet !== undefined
  return {
    ...features,
    email: features.email && embedded,
    socials: features.socials && embedded && listed(remoteFeatures.socials),
    swaps: features.swaps && api && listed(remoteFeatures.swaps),
    onramp: features.onramp && api && listed(remoteFeatures.onramp),
    activity: features.activity && api,
  }
}

/**
 * The services of the project the modal runs for. Until the app sets it from the project
 * configuration it says "no API", so backend features stay hidden (never shown broken).
 */
export const projectServicesAtom = atom<ProjectServices>({ apiUrl: undefined })

/**
 * {@link effectiveFeatures} of the current options and project services: what views render.
 */
export const effectiveFeaturesAtom = atom((get) =>
  effectiveFeatures(get(optionsAtom), get(projectServicesAtom)),
)
