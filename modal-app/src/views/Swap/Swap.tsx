import type { Network } from '@airlock/shared-protocol'
import type { SwapToken } from '@airlock/shared-protocol/swapApi'
import { useAtomValue, useStore } from 'jotai/react'
import { type FormEvent, useEffect, useId, useReducer, useState } from 'react'
import { parseUnits } from 'viem'
import { refreshBalances } from '../../app/refreshBalances.ts'
import { explorerUrl } from '../../chains/explorerUrl.ts'
import { loadTransactions } from '../../projectApi/loadTransactions.ts'
import { activeAccountAtom } from '../../state/account.ts'
import { activeNetworkAtom } from '../../state/chain.ts'
import { CHAIN_SUPPORT } from '../../state/constants.ts'
import { effectiveFeaturesAtom } from '../../state/options.ts'
import { formatBalance } from '../../state/validation/format.ts'
import { sendSwapTransaction } from '../../swap/sendSwapTransaction.ts'
import { swapApi } from '../../swap/swapApi.ts'
import {
  feeText,
  isNative,
  isStale,
  minimumReceived,
  needsApproval,
  rateText,
  readSlippage,
  SWAP,
  SWAP_START,
  shortUnits,
  swapStep,
} from '../../swap/swapFlow.ts'
import { NoAccount } from '../../ui/NoAccount.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { useBalances } from '../../ui/useBalances.ts'

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

/** The API codes that mean "no swaps on this network" rather than a failure. */
const NOT_HERE = ['SWAPS_UNAVAILABLE', 'UNKNOWN_NETWORK']

type Tokens =
  | { status: 'loading' }
  | { status: 'ready'; tokens: SwapToken[] }
  | { status: 'unavailable' }
  | { status: 'failed'; message: string }

const messageOf = (error: unknown): string =>
  error instanceof Error
    ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
    : String(error)

/** The API code of a swap API refusal (`data.code`). */
const codeOf = (error: unknown): unknown =>
  (error as { data?: { code?: unknown } } | undefined)?.data?.code

/** What the view says about a failed approval or swap. */
function failureText(error: unknown): string {
  const message = messageOf(error)
  if (/INSUFFICIENT_OUTPUT_AMOUNT/.test(message)) {
    return 'The price moved more than your slippage tolerance: nothing was swapped.'
  }
  return message
}

/** `text` in the token's smallest unit; undefined when it is not a plain decimal number. */
function toUnits(text: string, decimals: number): bigint | undefined {
  const value = text.trim()
  if (!/^\d*(\.\d*)?$/.test(value) || value === '' || value === '.') return undefined
  const [, fraction = ''] = value.split('.')
  if (fraction.length > decimals) return undefined
  return parseUnits(value.startsWith('.') ? `0${value}` : value, decimals)
}

/**
 * Swap (spec §9, "swaps via 1inch"): the tokens the project API's swap routes list for the
 * active network (with the account's balances), the amount paid and the amount the pools quote
 * for it, the rate, the price impact (a warning above {@link SWAP.impactWarning} %), the
 * slippage tolerance (1 % by default, 0.1–50 %), the network fee and the minimum received.
 * "Approve <token>" comes first when the exchange may not take the amount yet, then "Swap"; both
 * go through whichever wallet is connected and are waited for on chain. A quote older than
 * {@link SWAP.quoteLife} is read again before the wallet signs, and the swap stops if the new
 * price is worse than the slippage allows. The result says whether the swap went through;
 * balances and Activity are read again. Without the project API the view only says swaps are
 * off; on a network the API has no swaps for it lists the swap networks of spec §9.
 */
export function Swap() {
  const account = useAtomValue(activeAccountAtom)
  const network = useAtomValue(activeNetworkAtom)
  const features = useAtomValue(effectiveFeaturesAtom)
  if (!features.swaps) return <Notice title="This project has not enabled swaps." />
  if (!account.address || !network) return <NoAccount />
  return <SwapForm key={`${network.caipNetworkId} ${account.address}`} network={network} />
}

function SwapForm({ network }: { network: Network }) {
  const store = useStore()
  const account = useAtomValue(activeAccountAtom)
  useBalances()
  const address = account.address ?? ''
  const [api] = useState(() =>
    network.chainNamespace === 'eip155' ? swapApi(store, network.id) : undefined,
  )
  const [tokens, setTokens] = useState<Tokens>(() =>
    api ? { status: 'loading' } : { status: 'unavailable' },
  )
  const [src, setSrc] = useState('')
  const [dst, setDst] = useState('')
  const [amountText, setAmountText] = useState('')
  const [slippageText, setSlippageText] = useState(String(SWAP.slippage.default))
  const [state, dispatch] = useReducer(swapStep, SWAP_START)
  const ids = { src: useId(), dst: useId(), amount: useId(), slippage: useId() }

  useEffect(() => {
    if (!api) return
    let live = true
    api.tokens().then(
      ({ tokens: listed }) => {
        if (!live) return
        const all = Object.values(listed)
        setTokens({ status: 'ready', tokens: all })
        setSrc(all[0]?.address ?? '')
        setDst(all[1]?.address ?? '')
      },
      (error: unknown) => {
        if (!live) return
        setTokens(
          NOT_HERE.includes(codeOf(error) as string)
            ? { status: 'unavailable' }
            : { status: 'failed', message: messageOf(error) },
        )
      },
    )
    return () => {
      live = false
    }
  }, [api])

  const list = tokens.status === 'ready' ? tokens.tokens : []
  const srcToken = list.find((token) => token.address === src)
  const dstToken = list.find((token) => token.address === dst)
  const amount = srcToken ? toUnits(amountText, srcToken.decimals) : undefined
  const slippage = readSlippage(slippageText)

  // A quote for what is typed, once typing settles; a late answer to older inputs is dropped.
  useEffect(() => {
    dispatch({ type: 'edit' })
    if (!api || !srcToken || !dstToken || amount === undefined || amount === 0n) return
    let live = true
    const timer = setTimeout(() => {
      dispatch({ type: 'quoting' })
      Promise.all([
        api.quote({ src: srcToken.address, dst: dstToken.address, amount }),
        isNative(srcToken.address)
          ? undefined
          : api.allowance({ tokenAddress: srcToken.address, walletAddress: address }),
      ]).then(
        ([quote, allowance]) => {
          if (live) dispatch({ type: 'quoted', quote, at: Date.now(), allowance })
        },
        (error: unknown) => {
          if (live) dispatch({ type: 'failed', message: messageOf(error) })
        },
      )
    }, SWAP.quoteDelay)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [api, srcToken, dstToken, amount, address])

  if (tokens.status === 'unavailable') return <NotAvailable network={network} />
  if (tokens.status === 'failed') {
    return (
      <Notice tone="error" title="Swaps are unavailable">
        {tokens.message}
      </Notice>
    )
  }
  if (tokens.status === 'loading' || !api) return <p className="al-hint">Loading tokens…</p>

  const balanceOf = (token: SwapToken | undefined): string | undefined => {
    if (!token) return undefined
    const held = account.tokenBalance.find((entry) =>
      isNative(token.address)
        ? entry.address === undefined
        : entry.address?.toLowerCase() === token.address.toLowerCase(),
    )
    return held?.quantity.numeric ?? (account.tokenBalance.length > 0 ? '0' : undefined)
  }
  const srcBalance = balanceOf(srcToken)
  const short =
    srcToken && amount !== undefined && srcBalance !== undefined
      ? amount > (toUnits(srcBalance, srcToken.decimals) ?? 0n)
      : false
  const quote = state.quote
  const busy = state.phase === 'approving' || state.phase === 'swapping'
  const approval = amount !== undefined && needsApproval(state, amount)

  const approve = async () => {
    if (!srcToken || amount === undefined) return
    dispatch({ type: 'approve' })
    try {
      const tx = await api.approveTransaction({ tokenAddress: srcToken.address, amount })
      const { status } = await sendSwapTransaction(store, network, address, tx, 'approve')
      if (status !== 'success') throw new Error(`The approval of ${srcToken.symbol} reverted.`)
      const allowance = await api.allowance({
        tokenAddress: srcToken.address,
        walletAddress: address,
      })
      dispatch({ type: 'approved', allowance })
    } catch (error) {
      dispatch({ type: 'failed', message: failureText(error) })
    }
  }

  const swap = async () => {
    if (!srcToken || !dstToken || amount === undefined || !quote || 'error' in slippage) return
    dispatch({ type: 'swap' })
    try {
      const order = await api.order({
        src: srcToken.address,
        dst: dstToken.address,
        amount,
        from: address,
        slippage: slippage.slippage,
      })
      if (isStale(state.quotedAt, Date.now())) {
        // The quote outlived its life: the order carries the pools' price now. Show it, and stop
        // when it is worse than the old quote's slippage allowed.
        const fresh = { ...quote, dstAmount: order.dstAmount, priceImpact: order.priceImpact }
        dispatch({ type: 'requoted', quote: fresh, at: Date.now() })
        if (BigInt(order.dstAmount) < minimumReceived(BigInt(quote.dstAmount), slippage.slippage)) {
          throw new Error('The price changed since the quote: check the new amount and swap again.')
        }
      }
      const { hash, status } = await sendSwapTransaction(store, network, address, order.tx, 'swap')
      dispatch({ type: 'settled', hash, status })
      void refreshBalances(store)
      void loadTransactions(store)
    } catch (error) {
      dispatch({ type: 'failed', message: failureText(error) })
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy || state.phase !== 'ready') return
    void (approval ? approve() : swap())
  }

  if (state.phase === 'settled' && state.result) {
    return <SwapResult network={network} result={state.result} onDone={() => setAmountText('')} />
  }

  const impact = quote?.priceImpact
  const label = busy
    ? 'Confirm in your wallet'
    : amountText === ''
      ? 'Enter an amount'
      : amount === undefined || amount === 0n
        ? 'Enter a valid amount'
        : short
          ? `Insufficient ${srcToken?.symbol ?? ''} balance`
          : state.phase === 'quoting' || state.phase === 'editing'
            ? 'Getting a quote…'
            : approval
              ? `Approve ${srcToken?.symbol ?? ''}`
              : 'Swap'
  const option = (token: SwapToken) => {
    const held = balanceOf(token)
    return (
      <option key={token.address} value={token.address}>
        {`${token.symbol}${held === undefined ? '' : ` (${formatBalance(held)})`}`}
      </option>
    )
  }
  return (
    <form className="al-stack" onSubmit={submit} aria-busy={busy}>
      <fieldset className="al-fieldset" disabled={busy}>
        <div className="al-field">
          <label className="al-label" htmlFor={ids.src}>
            You pay
          </label>
          <TokenLogo token={srcToken} />
          <select
            id={ids.src}
            className="al-input"
            value={src}
            onChange={(event) => {
              if (event.target.value === dst) setDst(src)
              setSrc(event.target.value)
            }}
          >
            {list.map(option)}
          </select>
        </div>
        <label className="al-field" htmlFor={ids.amount}>
          <span className="al-label">Amount</span>
          <input
            id={ids.amount}
            className="al-input"
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
          />
        </label>
        <div className="al-field">
          <label className="al-label" htmlFor={ids.dst}>
            You receive
          </label>
          <TokenLogo token={dstToken} />
          <select
            id={ids.dst}
            className="al-input"
            value={dst}
            onChange={(event) => {
              if (event.target.value === src) setSrc(dst)
              setDst(event.target.value)
            }}
          >
            {list.map(option)}
          </select>
        </div>
        <output className="al-field" aria-label="Quoted amount" data-testid="swap-quote">
          {quote && dstToken
            ? `${shortUnits(BigInt(quote.dstAmount), dstToken.decimals)} ${dstToken.symbol}`
            : ''}
        </output>
        <label className="al-field" htmlFor={ids.slippage}>
          <span className="al-label">Slippage tolerance (%)</span>
          <input
            id={ids.slippage}
            className="al-input"
            inputMode="decimal"
            value={slippageText}
            onChange={(event) => setSlippageText(event.target.value)}
          />
        </label>
        {'error' in slippage ? <Notice tone="error" title={slippage.error} /> : null}
        {quote && amount ? (
          <dl className="al-hint" aria-label="Swap details">
            <dt>Rate</dt>
            <dd>{rateText(quote, amount)}</dd>
            {impact === undefined ? null : (
              <>
                <dt>Price impact</dt>
                <dd>{impact.toFixed(2)}%</dd>
              </>
            )}
            {feeText(quote, network.nativeCurrency.symbol) ? (
              <>
                <dt>Network fee</dt>
                <dd>{feeText(quote, network.nativeCurrency.symbol)}</dd>
              </>
            ) : null}
            {'slippage' in slippage && dstToken ? (
              <>
                <dt>Minimum received</dt>
                <dd>
                  {shortUnits(
                    minimumReceived(BigInt(quote.dstAmount), slippage.slippage),
                    dstToken.decimals,
                  )}{' '}
                  {dstToken.symbol}
                </dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {impact !== undefined && impact > SWAP.impactWarning ? (
          <Notice title={`High price impact: ${impact.toFixed(2)}%`}>
            <p>
              This swap moves the pool’s price: you receive noticeably less than its current rate.
            </p>
          </Notice>
        ) : null}
        {state.error ? <Notice tone="error" title={state.error} /> : null}
        <button
          type="submit"
          className="al-button al-button-primary"
          disabled={busy || state.phase !== 'ready' || short || 'error' in slippage}
        >
          {label}
        </button>
      </fieldset>
    </form>
  )
}

/** The token's logo when the API gives one, else its first letter. */
function TokenLogo({ token }: { token: SwapToken | undefined }) {
  if (!token) return null
  return token.logoURI ? (
    <img src={token.logoURI} alt="" width={20} height={20} />
  ) : (
    <span aria-hidden="true" className="al-label">
      {token.symbol.slice(0, 1)}
    </span>
  )
}

function SwapResult({
  network,
  result,
  onDone,
}: {
  network: Network
  result: NonNullable<ReturnType<typeof swapStep>['result']>
  onDone: () => void
}) {
  const { quote } = result
  const link = explorerUrl(network, { transaction: result.hash })
  const received = `${shortUnits(BigInt(quote.dstAmount), quote.dstToken.decimals)} ${quote.dstToken.symbol}`
  return (
    <div className="al-stack" role="status">
      {result.status === 'success' ? (
        <Notice title="Swap complete">
          <p>
            You received about {received} for {quote.srcToken.symbol}.
          </p>
        </Notice>
      ) : (
        <Notice tone="error" title="The swap failed">
          <p>
            The transaction reverted, most likely because the price moved more than your slippage
            tolerance allows. Nothing was swapped; only the network fee was paid.
          </p>
        </Notice>
      )}
      <p className="al-hint">
        Transaction{' '}
        {link ? (
          <a href={link} target="_blank" rel="noreferrer" data-testid="swap-hash">
            {result.hash}
          </a>
        ) : (
          <code data-testid="swap-hash">{result.hash}</code>
        )}
      </p>
      <button type="button" className="al-button al-button-primary" onClick={onDone}>
        New swap
      </button>
    </div>
  )
}

function NotAvailable({ network }: { network: Network }) {
  const known = (CHAIN_SUPPORT.swapNetworkIds as readonly number[]).includes(Number(network.id))
  return (
    <Notice title="Swaps are not available on this network">
      <p>
        {known ? `This project's swap service does not swap on ${network.name}. ` : ''}
        Swaps work on:
      </p>
      <ul className="al-inline-list" aria-label="Swap networks">
        {CHAIN_SUPPORT.swapNetworkIds.map((id) => (
          <li key={id}>{SWAP_NETWORK_NAMES[id] ?? `Chain ${id}`}</li>
        ))}
      </ul>
    </Notice>
  )
}
