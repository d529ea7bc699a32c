// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { swapTokenLogo, TokenPicker } from './TokenPicker.tsx'

afterEach(cleanup)

const token = (symbol: string, logoURI?: string) => ({
  address: `0x${symbol
    .padEnd(40, '0')
    .slice(0, 40)
    .replace(/[^0-9a-f]/gi, 'a')}`,
  symbol,
  name: `${symbol} token`,
  decimals: 18,
  ...(logoURI ? { logoURI } : {}),
})

describe('swapTokenLogo', () => {
  test('behavior: only logos the modal may load: its own, data: images, the API origin', () => {
    const api = 'https://api.example.com'
    expect(swapTokenLogo(token('ETH'), api)).toMatch(/^data:image\/svg\+xml,/)
    expect(swapTokenLogo(token('ADT', 'data:image/png;base64,AAAA'), api)).toBe(
      'data:image/png;base64,AAAA',
    )
    expect(swapTokenLogo(token('ADT', `${api}/logos/adt.png`), api)).toBe(`${api}/logos/adt.png`)
    // Another origin would be blocked by the CSP: a monogram instead of a broken image.
    expect(swapTokenLogo(token('ADT', 'https://tokens.1inch.io/adt.png'), api)).toBeUndefined()
    expect(
      swapTokenLogo(token('ADT', 'https://api.example.com.evil.io/x.png'), api),
    ).toBeUndefined()
  })
})

describe('TokenPicker', () => {
  const many = ['ETH', 'USDC', 'USDT', 'DAI', 'WETH', 'ADT', 'POL'].map((symbol) => token(symbol))

  test('behavior: held tokens first; a search from seven tokens; nothing found says so', () => {
    const onSelect = vi.fn()
    render(
      <TokenPicker
        side="You pay"
        tokens={many}
        selected={undefined}
        holding={(t) => (t.symbol === 'ADT' ? { balance: '12.500' } : { balance: '0.000' })}
        logo={() => undefined}
        onSelect={onSelect}
        onCancel={() => {}}
      />,
    )
    const rows = screen.getAllByRole('button', { name: /token/ })
    expect(rows[0]?.getAttribute('aria-label')).toBe('ADT ADT token, balance 12.500')
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search tokens' }), {
      target: { value: 'usd' },
    })
    expect(screen.getAllByRole('button', { name: /token/ }).map((row) => row.textContent)).toEqual([
      'USDCUSDC token0.000',
      'USDTUSDT token0.000',
    ])
    fireEvent.click(screen.getByRole('button', { name: /^USDT/ }))
    expect(onSelect).toHaveBeenCalledWith(many[2]?.address)
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'zzz' } })
    expect(screen.queryByRole('list')).toBeNull()
    // The modal's one empty state of a search, as in Choose Network and All Wallets.
    expect(screen.getByTestId('swap-tokens-empty').className).toBe('al-no-matches')
    expect(screen.getByTestId('swap-tokens-empty').textContent).toBe(
      'No tokens foundNothing matches “zzz”.',
    )
  })
})
