import { useAtomValue, useStore } from 'jotai/react'
import { type FormEvent, useId, useState } from 'react'
import { callWallet } from '../../app/callWallet.ts'
import { activeAccountAtom } from '../../state/account.ts'
import { activeNetworkAtom } from '../../state/chain.ts'
import { CHAIN_SUPPORT, LIMITS } from '../../state/constants.ts'
import { effectiveFeaturesAtom } from '../../state/options.ts'
import { NoAccount } from '../../ui/NoAccount.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { useAction } from '../../ui/useAction.ts'

/** Names of the swap networks of spec §9, by EVM chain id. */
const SWAP_NETWORK_NAMES: Readonly<Record<number, string>> = {
  1: 'Ethereum',
  42161: 'Arbitrum One',
  10: 'OP Mainnet',
  324: 'zkSync Era',
  8453: 'Base',
  56: 'BNB Smart Chain',
  137: 'Polygon',
  100: 'Gnosis',
  43114: 'Avalanche',
  250: 'Fantom',
  8217: 'Kaia',
  1313161554: 'Aurora',
}

/**
 * Swap: the form (pay amount and token, receive token, slippage of spec §9). On a network
 * outside the swap networks of spec §9 it is disabled and says "Swaps are not available on this
 * network" with the list of networks where they are. Quotes need the swap service of a later
 * issue, so Review goes to the wallet only once an amount is entered. Swaps need the project's
 * API: without it the view only says the project has not enabled swaps.
 */
export function Swap() {
  const store = useStore()
  const account = useAtomValue(activeAccountAtom)
  const network = useAtomValue(activeNetworkAtom)
  const features = useAtomValue(effectiveFeaturesAtom)
  const [amount, setAmount] = useState('')
  const [to, setTo] = useState('')
  const amountId = useId()
  const toId = useId()
  const review = useAction(() => callWallet(store, { kind: 'sendTransaction', purpose: 'swap' }))
  if (!features.swaps) return <Notice title="This project has not enabled swaps." />
  if (!account.address) return <NoAccount />
  const supported =
    network?.chainNamespace === 'eip155' &&
    (CHAIN_SUPPORT.swapNetworkIds as readonly number[]).includes(Number(network.id))
  const tokens = network?.tokens ?? []
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void review.run()
  }
  return (
    <form className="al-stack" onSubmit={submit}>
      {supported ? null : (
        <Notice title="Swaps are not available on this network">
          <p>Swaps work on:</p>
          <ul className="al-inline-list" aria-label="Swap networks">
            {CHAIN_SUPPORT.swapNetworkIds.map((id) => (
              <li key={id}>{SWAP_NETWORK_NAMES[id] ?? `Chain ${id}`}</li>
            ))}
          </ul>
        </Notice>
      )}
      <fieldset className="al-fieldset" disabled={!supported}>
        <legend className="al-label">
          You pay ({network?.nativeCurrency.symbol ?? 'native token'})
        </legend>
        <label className="al-field" htmlFor={amountId}>
          <span className="al-label">Amount</span>
          <input
            id={amountId}
            className="al-input"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </label>
        <label className="al-field" htmlFor={toId}>
          <span className="al-label">You receive</span>
          <select
            id={toId}
            className="al-input"
            value={to}
            onChange={(event) => setTo(event.target.value)}
          >
            <option value="">Choose a token</option>
            {tokens.map((token) => (
              <option key={token.address} value={token.address}>
                {token.symbol}
              </option>
            ))}
          </select>
        </label>
        <p className="al-hint">Slippage tolerance {LIMITS.swapSlippage}%</p>
        {review.error ? <Notice tone="error" title={review.error} /> : null}
        <button
          type="submit"
          className="al-button al-button-primary"
          disabled={!supported || amount === '' || to === '' || review.pending}
        >
          {amount === '' ? 'Enter an amount' : to === '' ? 'Choose a token' : 'Review swap'}
        </button>
      </fieldset>
    </form>
  )
}
