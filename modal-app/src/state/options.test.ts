import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { createStore } from 'jotai/vanilla'
import { describe, expect, test } from 'vitest'
import {
  connectMethodOrder,
  DEFAULT_FEATURES,
  DEFAULT_REMOTE_FEATURES,
  effectiveFeatures,
  effectiveFeaturesAtom,
  optionsAtom,
  projectServicesAtom,
  resolveOptions,
  setOptions,
  WALLET_FEATURE_ORDER,
} from './options.ts'
import { testNetwork } from './testing.ts'

const context = { projectId: 'demo' }

describe('§3 §9 options', () => {
  test('§9 default features', () => {
    expect(DEFAULT_FEATURES).toMatchObject({
      receive: true,
      send: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
    })
  })

  test('§9 default remote features', () => {
    expect(DEFAULT_REMOTE_FEATURES).toEqual({
      swaps: ['1inch'],
      onramp: ['coinbase', 'meld'],
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      activity: true,
    })
  })

  test('§2 connect-method order: email, social, wallet; wallet first with visible installed wallets', () => {
    expect(connectMethodOrder({ hasVisibleInstalledWallets: false })).toEqual([
      'email',
      'social',
      'wallet',
    ])
    expect(connectMethodOrder({ hasVisibleInstalledWallets: true })).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })

  test('§9 wallet-feature order', () => {
    expect(WALLET_FEATURE_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  test('§3 options: host flags override defaults, the rest is filled in', () => {
    const resolved = resolveOptions({ features: { send: false, pay: true } }, context)
    expect(resolved.features.send).toBe(false)
    expect(resolved.features.pay).toBe(true)
    expect(resolved.features.receive).toBe(true)
    expect(resolved.projectId).toBe('demo')
    expect(resolved.enableNetworkSwitch).toBe(true)
    expect(resolved.embedded).toBe(false)
  })

  test('§9 options: remote features switch the matching flags', () => {
    const resolved = resolveOptions(
      {},
      { ...context, remoteFeatures: { swaps: false, email: false } },
    )
    expect(resolved.features.swaps).toBe(false)
    expect(resolved.features.email).toBe(false)
    expect(resolved.features.onramp).toBe(true)
  })

  test('§5 configuration: siweConfig and siwx together is an error', () => {
    expect(() => resolveOptions({ siwx: {}, siweConfig: {} }, context)).toThrowError(
      'siweConfig and siwx cannot both be set: siwx replaces siweConfig, keep only siwx.',
    )
  })

  test('behavior: legalCheckbox needs a terms or privacy URL to link to, and takes valid URLs only', () => {
    expect(() => resolveOptions({ features: { legalCheckbox: true } }, context)).toThrowError(
      'features.legalCheckbox needs termsConditionsUrl or privacyPolicyUrl',
    )
    const resolved = resolveOptions(
      { features: { legalCheckbox: true }, privacyPolicyUrl: 'https://dapp.example/privacy' },
      context,
    )
    expect(resolved.features.legalCheckbox).toBe(true)
    expect(() =>
      resolveOptions(
        { features: { legalCheckbox: true }, termsConditionsUrl: 'javascript:alert(1)' },
        context,
      ),
    ).toThrowError(/termsConditionsUrl/)
  })

  test('§5 configuration: the project id must be configured', () => {
    try {
      resolveOptions({}, { projectId: ' ' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(AirlockError)
      expect((error as AirlockError).code).toBe(ErrorCode.INVALID_PROJECT_ID)
    }
  })

  test('§3 options: a wrong shape names the option (INVALID_OPTIONS), an unknown name is UNKNOWN_OPTION', () => {
    expect(() => resolveOptions({ themeMode: 'blue' }, context)).toThrowError(
      expect.objectContaining({
        code: ErrorCode.INVALID_OPTIONS,
        message: 'Invalid option "themeMode": Expected one of "dark", "light", not "blue".',
      }),
    )
    expect(() => resolveOptions({ themeMode: 'dark', colour: 'red' }, context)).toThrowError(
      expect.objectContaining({ code: ErrorCode.UNKNOWN_OPTION }),
    )
  })

  test('error: a defaultNetwork outside the networks (the host’s, else the project’s) is INVALID_OPTIONS naming them', () => {
    const projectNetworks = [testNetwork('eip155:31337'), testNetwork('eip155:31338')]
    expect(() =>
      resolveOptions({ defaultNetwork: 'eip155:999999' }, { ...context, projectNetworks }),
    ).toThrowError(
      expect.objectContaining({
        code: ErrorCode.INVALID_OPTIONS,
        message:
          'Invalid option "defaultNetwork": Expected one of the networks (eip155:31337, eip155:31338), not "eip155:999999".',
      }),
    )
    expect(
      resolveOptions({ defaultNetwork: 'eip155:31338' }, { ...context, projectNetworks })
        .defaultNetwork,
    ).toBe('eip155:31338')
    // The host's own networks are the ones the modal runs with.
    expect(() =>
      resolveOptions(
        { networks: [testNetwork('eip155:1')], defaultNetwork: 'eip155:31338' },
        { ...context, projectNetworks },
      ),
    ).toThrowError(expect.objectContaining({ code: ErrorCode.INVALID_OPTIONS }))
  })

  test('§3 options: feature flags: the host over the project over the remote defaults', () => {
    const resolved = resolveOptions(
      { features: { send: true } },
      { ...context, projectFeatures: { send: false, receive: false } },
    )
    expect(resolved.features).toMatchObject({ send: true, receive: false, analytics: true })
  })

  test('§3 options: setOptions stores the resolved options', () => {
    const store = createStore()
    expect(store.get(optionsAtom).projectId).toBe('')
    setOptions(store, { embedded: true }, context)
    expect(store.get(optionsAtom).embedded).toBe(true)
  })
})

describe('effective features (a feature that needs a backend is off without it)', () => {
  const defaults = resolveOptions({}, context)
  const api = { apiUrl: 'https://api.example.com' }

  test('default: without an API only the chain-only features stay on', () => {
    const features = effectiveFeatures(defaults, { apiUrl: undefined })
    expect(features).toMatchObject({
      receive: true,
      send: true,
      swaps: false,
      onramp: false,
      activity: false,
      email: false,
      socials: false,
      allWallets: true,
      analytics: true,
    })
  })

  test('behavior: with an API, swaps, on-ramp and activity follow their flags', () => {
    expect(effectiveFeatures(defaults, api)).toMatchObject({
      swaps: true,
      onramp: true,
      activity: true,
    })
    const off = resolveOptions({ features: { swaps: false, activity: false } }, context)
    expect(effectiveFeatures(off, api)).toMatchObject({
      swaps: false,
      onramp: true,
      activity: false,
    })
  })

  test('behavior: on-ramp and swaps need a provider besides the API', () => {
    const none = resolveOptions({}, { ...context, remoteFeatures: { onramp: [], swaps: false } })
    expect(effectiveFeatures(none, api)).toMatchObject({ onramp: false, swaps: false })
  })

  test('behavior: email and socials are off without an embedded wallet, even when flagged on', () => {
    const on = resolveOptions({ features: { email: true, socials: true } }, context)
    expect(effectiveFeatures(on, api)).toMatchObject({ email: false, socials: false })
  })

  test('behavior: with an embedded wallet, email and socials follow their flags and list', () => {
    const embedded = {
      ...api,
      embeddedWallet: { frameUrl: 'https://wallet.example/', authUrl: 'https://auth.example' },
    }
    expect(effectiveFeatures(defaults, embedded)).toMatchObject({ email: true, socials: true })
    const off = resolveOptions({ features: { email: false, socials: false } }, context)
    expect(effectiveFeatures(off, embedded)).toMatchObject({ email: false, socials: false })
    const none = resolveOptions({}, { ...context, remoteFeatures: { socials: [] } })
    expect(effectiveFeatures(none, embedded)).toMatchObject({ email: true, socials: false })
  })

  test('behavior: receive and send follow the host flags only', () => {
    const off = resolveOptions({ features: { receive: false, send: false } }, context)
    expect(effectiveFeatures(off, api)).toMatchObject({ receive: false, send: false })
  })

  test('behavior: the atom derives from the options and the project services', () => {
    const store = createStore()
    expect(store.get(effectiveFeaturesAtom).activity).toBe(false)
    store.set(projectServicesAtom, api)
    expect(store.get(effectiveFeaturesAtom).activity).toBe(true)
  })
})
