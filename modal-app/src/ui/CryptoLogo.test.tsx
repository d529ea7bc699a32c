// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { CryptoLogo, networkLogo, tokenLogo } from './CryptoLogo.tsx'

afterEach(cleanup)

const native = { name: 'Ether', symbol: 'ETH', decimals: 18 }

describe('tokenLogo', () => {
  test('default: a known symbol has a logo, whatever its casing', () => {
    expect(tokenLogo('usdc')).toMatch(/^data:image\/svg\+xml,/)
    expect(tokenLogo('ADT')).toBeUndefined()
  })
})

describe('networkLogo', () => {
  test('behavior: a known chain, any Solana cluster, else the native coin', () => {
    expect(networkLogo({ id: 8453, chainNamespace: 'eip155', nativeCurrency: native })).not.toBe(
      networkLogo({ id: 1, chainNamespace: 'eip155', nativeCurrency: native }),
    )
    expect(
      networkLogo({
        id: 'devnet',
        chainNamespace: 'solana',
        nativeCurrency: { ...native, symbol: 'SOL' },
      }),
    ).toMatch(/^data:image\/svg/)
    expect(networkLogo({ id: 31337, chainNamespace: 'eip155', nativeCurrency: native })).toBe(
      tokenLogo('ETH'),
    )
    expect(
      networkLogo({
        id: 777,
        chainNamespace: 'eip155',
        nativeCurrency: { ...native, symbol: 'X' },
      }),
    ).toBeUndefined()
  })

  test("behavior: every Bitcoin, Polkadot and Cosmos network has its chain's logo", () => {
    const logos = (['bip122', 'polkadot', 'cosmos'] as const).map((chainNamespace) =>
      networkLogo({ id: 'testnet', chainNamespace, nativeCurrency: { ...native, symbol: 'X' } }),
    )
    for (const logo of logos) expect(logo).toMatch(/^data:image\/svg/)
    expect(new Set(logos).size).toBe(3)
  })
})

describe('CryptoLogo', () => {
  test('behavior: without a logo the symbol stands in, drawn by CSS (not read twice)', () => {
    const { container } = render(<CryptoLogo src={undefined} name="adt" />)
    expect(container.querySelector('[data-letters]')?.getAttribute('data-letters')).toBe('ADT')
    expect(container.textContent).toBe('')
  })
})
