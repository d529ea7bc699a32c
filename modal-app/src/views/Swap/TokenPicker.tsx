import type { SwapToken } from '@airlock/shared-protocol/swapApi'
import { useId, useState } from 'react'
import { CryptoLogo, tokenLogo } from '../../ui/CryptoLogo.tsx'
import { ListRow } from '../../ui/ListRow.tsx'
import { NoMatches, nothingMatches, SearchField } from '../../ui/SearchField.tsx'

/** From this many tokens on, the picker has a search field. */
const SEARCH_FROM = 7

/**
 * A swap token's logo: the modal's own for the symbols it knows, the API's `logoURI` when the
 * modal's CSP lets it load (a `data:` image or the project API's origin), else none (a monogram).
 */
export function swapTokenLogo(token: SwapToken, apiOrigin: string | undefined): string | undefined {
  const own = tokenLogo(token.symbol)
  if (own) return own
  const uri = token.logoURI
  if (!uri) return undefined
  if (uri.startsWith('data:image/')) return uri
  return apiOrigin !== undefined && uri.startsWith(`${apiOrigin}/`) ? uri : undefined
}

/** What the account holds of a token, formatted; either part undefined when unknown. */
export type Holding = { balance?: string | undefined; usd?: string | undefined }

/** Props of {@link TokenPicker}. */
export type TokenPickerProps = {
  /** Which side is being chosen: "You pay" or "You receive". */
  side: string
  tokens: readonly SwapToken[]
  /** The token chosen on that side now. */
  selected: string | undefined
  holding: (token: SwapToken) => Holding
  logo: (token: SwapToken) => string | undefined
  onSelect: (address: string) => void
  onCancel: () => void
}

const matches = (token: SwapToken, query: string): boolean => {
  const needle = query.trim().toLowerCase()
  if (!needle) return true
  return (
    token.symbol.toLowerCase().includes(needle) ||
    token.name.toLowerCase().includes(needle) ||
    (needle.startsWith('0x') && token.address.toLowerCase().startsWith(needle))
  )
}

/**
 * The swap's token picker: the network's swap tokens as rows with their logos, names and the
 * account's balances (and their USD values when the balance API prices them), the tokens held
 * first; a search field when the list is long, which says when nothing matches.
 */
export function TokenPicker({
  side,
  tokens,
  selected,
  holding,
  logo,
  onSelect,
  onCancel,
}: TokenPickerProps) {
  const [query, setQuery] = useState('')
  const headingId = useId()
  const held = (token: SwapToken) => {
    const balance = holding(token).balance
    return balance !== undefined && Number(balance) > 0
  }
  // Held tokens first; the API's order otherwise (sort is stable).
  const shown = tokens
    .filter((token) => matches(token, query))
    .sort((a, b) => Number(held(b)) - Number(held(a)))
  return (
    <div className="al-stack al-swap-picker">
      <p className="al-swap-picker-title" id={headingId}>
        {side === 'You pay' ? 'Pay with' : 'Receive'}
      </p>
      {tokens.length >= SEARCH_FROM ? (
        <SearchField
          label="Search tokens"
          placeholder="Search name or address"
          value={query}
          onChange={setQuery}
        />
      ) : null}
      {shown.length === 0 ? (
        <NoMatches title="No tokens found" testId="swap-tokens-empty">
          {nothingMatches(query)}
        </NoMatches>
      ) : (
        <ul className="al-list-rows" aria-labelledby={headingId}>
          {shown.map((token) => {
            const { balance, usd } = holding(token)
            return (
              <li key={token.address}>
                <ListRow
                  icon={<CryptoLogo src={logo(token)} name={token.symbol} />}
                  title={token.symbol}
                  subtitle={token.name}
                  detail={balance}
                  detailSub={usd}
                  label={`${token.symbol} ${token.name}${balance === undefined ? '' : `, balance ${balance}`}`}
                  selected={token.address === selected}
                  onClick={() => onSelect(token.address)}
                />
              </li>
            )
          })}
        </ul>
      )}
      <button type="button" className="al-button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  )
}
