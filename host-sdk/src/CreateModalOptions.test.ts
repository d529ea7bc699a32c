import { base, mainnet } from 'viem/chains'
import { describe, expect, expectTypeOf, test } from 'vitest'
import type { ThemeVariables } from './AirlockModal.ts'
import type { CreateModalOptions } from './CreateModalOptions.ts'

type Networks = NonNullable<CreateModalOptions['networks']>

// Types only: `npm run typecheck` checks these files.
describe('CreateModalOptions', () => {
  test('behavior: viem chains fit networks once they have chainNamespace and caipNetworkId', () => {
    // A wagmi app's chains: their `rpcUrls.default.http` is a readonly tuple, which `string[]`
    // refused even with the two fields added.
    const networks = [mainnet, base].map((chain) => ({
      ...chain,
      chainNamespace: 'eip155' as const,
      caipNetworkId: `eip155:${chain.id}`,
    }))
    expectTypeOf(networks).toExtend<Networks>()
    expectTypeOf([mainnet]).not.toExtend<Networks>()
    expect(networks[1]?.caipNetworkId).toBe('eip155:8453')
  })

  test('behavior: theme variables are --al-* names, with the AppKit kinds of value', () => {
    const theme = {
      '--al-accent': '#ff6600',
      '--al-border-radius-master': '2px',
      '--al-color-mix-strength': 40,
      '--al-accent-hover': '#ff8800',
    } satisfies ThemeVariables
    expectTypeOf(theme).toExtend<CreateModalOptions['themeVariables']>()
    // @ts-expect-error AppKit's name: the modal refuses it with INVALID_OPTIONS
    const appKit: ThemeVariables = { '--w3m-accent': '#ff6600' }
    // @ts-expect-error a number is no CSS length (AppKit takes a string here too)
    const radius: ThemeVariables = { '--al-border-radius-master': 4 }
    expect([appKit, radius]).toHaveLength(2)
  })
})
