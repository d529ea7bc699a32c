import type { Network } from '@airlock/shared-protocol'
import type { SwapToken } from '@airlock/shared-protocol/swapApi'
import { useAtomValue, useStore } from 'jotai/react'
import ArrowDownUp from 'lucide-react/icons/arrow-down-up'
import Check from 'lucide-react/icons/check'
import ChevronDown from 'lucide-react/icons/chevron-down'
import Settings2 from 'lucide-react/icons/settings-2'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { formatUnits } from 'viem'
import { refreshBalances } from '../../app/refreshBalances.ts'
import { loadTransactions } from '../../projectApi/loadTransactions.ts'
import { activeAccountAtom } from '../../state/account.ts'
import { activeNetworkAtom } from '../../state/chain.ts'
import { CHAIN_SUPPORT } from '../../state/constants.ts'
import { effectiveFeaturesAtom, projectServicesAtom } from '../../state/options.ts'
import { goBack } from '../../state/router/goBack.ts'
import { formatBalance, formatUsd } from '../../state/validation/format.ts'
import { QUOTE_DIGITS, shortUnits, unitsText } from '../../state/validation/units.ts'
import { sendSwapTransaction } from '../../swap/sendSwapTransaction.ts'
import { swapApi } from '../../swap/swapApi.ts'
import { readSwapDraft, setSwapDraft, swapDraftAtom, swapDraftKey } from '../../swap/swapDraft.ts'
import {
  feeOf,
  feeText,
  isNative,
  isStale,
  minimumReceived,
  needsApproval,
  rateText,
  readSlippage,
  SWAP,
  type SwapEvent,
  type SwapState,
  swapAction,
  toUnits,
} from '../../swap/swapFlow.ts'
import { readSwapFlow, swapDispatch, swapFlowAtom } from '../../swap/swapFlowAtom.ts'
import { AmountInput } from '../../ui/AmountInput.tsx'
import { CryptoLogo } from '../../ui/CryptoLogo.tsx'
import { NoAccount } from '../../ui/NoAccount.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { useBalances } from '../../ui/useBalances.ts'
import '../../ui/flow.css'
import './Swap.css'
import { SlippageSettings } from './SlippageSettings.tsx'
import { SwapResult } from './SwapResult.tsx'
import { SwapUnconfirmed } from './SwapUnconfirmed.tsx'
import { type Holding, swapTokenLogo, TokenPicker } from './TokenPicker.tsx'

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
const codeOf = (error: unknown): string | undefined => {
  const code = (error as { data?: { code?: unknown } } | undefined)?.data?.code
  return typeof code === 'string' ? code : undefined
}

/** What the view says about a failed approval or swap. */
function failureText(error: unknown): string {
  const message = messageOf(error)
  if (/INSUFFICIENT_OUTPUT_AMOUNT/.test(message)) {
    return 'The price moved more than your slippage tolerance: nothing was swapped.'
  }
  return message
}

/** The origin of the project API's URL (whose token logos the CSP admits), if it parses. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

const ICON = { size: 16, strokeWidth: 2.2, 'aria-hidden': true } as const

/**
 * Swap (spec §9, "swaps via 1inch"), in two cards: what the visitor pays (the amount, its USD
 * value when the balance API prices the token, the balance and Max) and what they receive (the
 * pools' quote, shown loading in its place and as no amount, never 0, when it failed), each with
 * a token button that opens a picker of the tokens the project API's swap routes list for the
 * active network (logos, balances, a search when the list is long); a flip button between them.
 * Under them the rate, the price impact (a warning above {@link SWAP.impactWarning} %), the
 * network fee and the minimum received; the slippage tolerance (1 % by default, 0.1–50 %) sits
 * behind its settings button.
 *
 * The primary button names what is missing ("Enter an amount", "Select a token", "Insufficient
 * ETH balance", "No route"). When the exchange may not take the amount yet, two numbered steps
 * show "Approve <token>", then "Swap"; each goes through whichever wallet is connected and is
 * waited for on chain ("Confirm in your wallet", then "Approving…"/"Swapping…"). A quote older
 * than {@link SWAP.quoteLife} is read again before the wallet signs, and the swap stops if the new
 * price is worse than the slippage allows. The result says whether the swap went through, with
 * its explorer link; balances and Activity are read again. A sent approval or swap whose receipt
 * cannot be read is shown sent but not confirmed ({@link SwapUnconfirmed}), never failed, and is
 * not offered again until its receipt comes or the visitor starts a new swap. What was typed and
 * where the swap stands are kept in the store (`swapDraftAtom`, `swapFlowAtom`) through a failure
 * and a trip back to Account: an approval or swap answered meanwhile lands there, and one still in
 * the wallet, unconfirmed or settled is shown as such on return. Without the project API the view
 * only says swaps are off; on a network the API has no swaps for it lists the swap networks of
 * spec §9.
 */
export function Swap() {
  const account = useAtomValue(activeAccountAtom)
  const network = useAtomValue(activeNetworkAtom)
  const features = useAtomValue(effectiveFeaturesAtom)
  if (!features.swaps) return <Notice title="This project has not enabled swaps." />
  if (!account.address || !network) return <NoAccount />
  return (
    <SwapForm
      key={`${network.caipNetworkId} ${account.address}`}
      network={network}
      address={account.address}
    />
  )
}

function SwapForm({ network, address }: { network: Network; address: string }) {
  const store = useStore()
  const account = useAtomValue(activeAccountAtom)
  const { apiUrl } = useAtomValue(projectServicesAtom)
  useBalances()
  const [api] = useState(() =>
    network.chainNamespace === 'eip155' ? swapApi(store, network.id) : undefined,
  )
  const [tokens, setTokens] = useState<Tokens>(() =>
    api ? { status: 'loading' } : { status: 'unavailable' },
  )
  const [reload, setReload] = useState(0)
  const key = swapDraftKey(network.caipNetworkId, address)
  const draft = readSwapDraft(useAtomValue(swapDraftAtom), key)
  const edit = (patch: Parameters<typeof setSwapDraft>[2]) => setSwapDraft(store, key, patch)
  const [picking, setPicking] = useState<'src' | 'dst' | undefined>(undefined)
  const [settingsOpen, setSettingsOpen] = useState(false)
  // Bumped to ask the same quote again (after a failed quote or a reverted swap).
  const [again, setAgain] = useState(0)
  const state = readSwapFlow(useAtomValue(swapFlowAtom), key)
  // Into the store, by this form's key: an approval or swap answers there after the view is gone.
  const dispatch = (event: SwapEvent) => swapDispatch(store, key, event)
  const ids = { pay: useId(), settings: useId() }
  const apiOrigin = originOf(apiUrl)
  const logo = (token: SwapToken) => swapTokenLogo(token, apiOrigin)

  // biome-ignore lint/correctness/useExhaustiveDependencies: Retry reads the tokens again
  useEffect(() => {
    if (!api) return
    let live = true
    setTokens({ status: 'loading' })
    api.tokens().then(
      ({ tokens: listed }) => {
        if (!live) return
        const all = Object.values(listed)
        setTokens({ status: 'ready', tokens: all })
        // Pay with the native coin to begin with, as wallets do; what to buy is the visitor's pick.
        const current = readSwapDraft(store.get(swapDraftAtom), key)
        const has = (address: string | undefined) => all.some((token) => token.address === address)
        setSwapDraft(store, key, {
          src: has(current.src)
            ? current.src
            : (all.find((token) => isNative(token.address)) ?? all[0])?.address,
          dst: has(current.dst) ? current.dst : undefined,
        })
      },
      (error: unknown) => {
        if (!live) return
        const code = codeOf(error)
        setTokens(
          code !== undefined && NOT_HERE.includes(code)
            ? { status: 'unavailable' }
            : { status: 'failed', message: messageOf(error) },
        )
      },
    )
    return () => {
      live = false
    }
  }, [api, store, key, reload])

  const list = tokens.status === 'ready' ? tokens.tokens : []
  const srcToken = list.find((token) => token.address === draft.src)
  const dstToken = list.find((token) => token.address === draft.dst)
  const amount = srcToken ? toUnits(draft.amount, srcToken.decimals) : undefined
  const slippage = readSlippage(draft.slippage)

  // A quote for what is typed, once typing settles; a late answer to older inputs is dropped.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `again` asks the same quote again
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
          if (live) dispatch({ type: 'failed', message: messageOf(error), code: codeOf(error) })
        },
      )
    }, SWAP.quoteDelay)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [api, srcToken, dstToken, amount, address, again])

  if (tokens.status === 'unavailable') return <NotAvailable network={network} />
  if (tokens.status === 'failed') {
    return (
      <div className="al-stack">
        <Notice tone="error" title="Swaps are unavailable">
          {tokens.message}
        </Notice>
        <button type="button" className="al-button" onClick={() => setReload((n) => n + 1)}>
          Try again
        </button>
      </div>
    )
  }
  if (tokens.status === 'loading' || !api) {
    return (
      <div className="al-swap-loading">
        <Spinner label="Loading the tokens you can swap" />
      </div>
    )
  }

  /** The account's balance of `token` (its numeric text), '0' when it holds none, or unknown. */
  const balanceOf = (token: SwapToken | undefined): string | undefined => {
    if (!token) return undefined
    const held = account.tokenBalance.find((entry) =>
      isNative(token.address)
        ? entry.address === undefined
        : entry.address?.toLowerCase() === token.address.toLowerCase(),
    )
    return held?.quantity.numeric ?? (account.tokenBalance.length > 0 ? '0' : undefined)
  }
  /** `units` of `token` in USD, when the balance API prices it (it never invents a price). */
  const usdOf = (token: SwapToken | undefined, units: bigint | undefined): string | undefined => {
    if (!token || units === undefined) return undefined
    const price = account.tokenBalance.find((entry) =>
      isNative(token.address)
        ? entry.address === undefined
        : entry.address?.toLowerCase() === token.address.toLowerCase(),
    )?.price
    if (!price || price <= 0) return undefined
    return `$${formatUsd(Number(formatUnits(units, token.decimals)) * price)}`
  }
  const holding = (token: SwapToken): Holding => {
    const held = balanceOf(token)
    return {
      balance: held === undefined ? undefined : formatBalance(held),
      usd:
        held === undefined || Number(held) === 0
          ? undefined
          : usdOf(token, toUnits(held, token.decimals)),
    }
  }

  if (picking) {
    const side = picking
    return (
      <TokenPicker
        side={side === 'src' ? 'You pay' : 'You receive'}
        tokens={list}
        selected={side === 'src' ? draft.src : draft.dst}
        holding={holding}
        logo={logo}
        onCancel={() => setPicking(undefined)}
        onSelect={(chosen) => {
          // The other side's token picked here changes places with this side's.
          const other = side === 'src' ? draft.dst : draft.src
          const mine = side === 'src' ? draft.src : draft.dst
          const swapped = chosen === other ? mine : other
          edit(side === 'src' ? { src: chosen, dst: swapped } : { dst: chosen, src: swapped })
          setPicking(undefined)
        }}
      />
    )
  }

  const srcBalanceText = balanceOf(srcToken)
  const srcBalance =
    srcToken && srcBalanceText !== undefined
      ? toUnits(srcBalanceText, srcToken.decimals)
      : undefined
  const quote = state.quote
  const fee = feeOf(quote)
  const busy = state.phase === 'approving' || state.phase === 'swapping'
  const nativeToken = list.find((token) => isNative(token.address))
  const nativeHeld = balanceOf(nativeToken)
  const action = swapAction({
    state,
    amountText: draft.amount,
    amount,
    srcSymbol: srcToken?.symbol,
    dstSymbol: dstToken?.symbol,
    balance: srcBalance,
    nativeFee:
      nativeToken && fee !== undefined
        ? {
            symbol: nativeToken.symbol,
            fee,
            held: nativeHeld === undefined ? undefined : toUnits(nativeHeld, nativeToken.decimals),
            paysAmount: srcToken !== undefined && isNative(srcToken.address),
          }
        : undefined,
    slippageValid: 'slippage' in slippage,
  })
  const quoting =
    srcToken !== undefined &&
    dstToken !== undefined &&
    amount !== undefined &&
    amount > 0n &&
    (state.phase === 'quoting' || (state.phase === 'editing' && !state.error))
  const showSteps =
    srcToken !== undefined &&
    amount !== undefined &&
    (state.approved === true || needsApproval(state, amount) || state.phase === 'approving')

  /** The approval's receipt: reverted, it failed; else what the exchange may take now is read. */
  const approvalMined = async (status: 'success' | 'reverted') => {
    if (!srcToken) return
    try {
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

  const swapMined = (hash: string, status: 'success' | 'reverted') => {
    dispatch({ type: 'settled', hash, status })
    void refreshBalances(store)
    void loadTransactions(store)
  }

  const approve = async () => {
    if (!srcToken || amount === undefined) return
    dispatch({ type: 'approve' })
    try {
      const tx = await api.approveTransaction({ tokenAddress: srcToken.address, amount })
      const { hash, status } = await sendSwapTransaction(
        store,
        network,
        address,
        tx,
        'approve',
        (sent) => dispatch({ type: 'sent', hash: sent }),
      )
      if (status === 'unconfirmed') dispatch({ type: 'unconfirmed', hash })
      else await approvalMined(status)
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
      const { hash, status } = await sendSwapTransaction(
        store,
        network,
        address,
        order.tx,
        'swap',
        (sent) => dispatch({ type: 'sent', hash: sent }),
      )
      if (status === 'unconfirmed') dispatch({ type: 'unconfirmed', hash })
      else swapMined(hash, status)
    } catch (error) {
      dispatch({ type: 'failed', message: failureText(error) })
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy || !action.run) return
    if (action.run === 'requote') setAgain((count) => count + 1)
    else void (action.run === 'approve' ? approve() : swap())
  }

  if (state.phase === 'unconfirmed' && state.sentHash && state.unconfirmed) {
    const { sentHash, unconfirmed } = state
    return (
      <SwapUnconfirmed
        network={network}
        hash={sentHash}
        step={unconfirmed}
        quote={quote}
        paid={amount ?? 0n}
        logo={logo}
        onMined={(status) =>
          unconfirmed === 'swap' ? swapMined(sentHash, status) : void approvalMined(status)
        }
        onRestart={() => {
          // What was typed stays; the quote is asked afresh.
          dispatch({ type: 'restart' })
          setAgain((count) => count + 1)
        }}
      />
    )
  }

  if (state.phase === 'settled' && state.result) {
    const { status } = state.result
    return (
      <SwapResult
        network={network}
        result={state.result}
        paid={amount ?? 0n}
        logo={logo}
        onAgain={() => {
          dispatch({ type: 'restart' })
          if (status === 'success') edit({ amount: '' })
          else setAgain((count) => count + 1)
        }}
        onDone={() => {
          dispatch({ type: 'restart' })
          if (status === 'success') edit({ amount: '' })
          goBack(store)
        }}
      />
    )
  }

  const flip = () => {
    // The amount quoted becomes the amount paid: the same trade, the other way round.
    const out =
      quote && dstToken ? shortUnits(BigInt(quote.dstAmount), dstToken.decimals) : undefined
    edit({ src: draft.dst, dst: draft.src, amount: out ?? draft.amount })
  }

  const max = (): string | undefined => {
    if (!srcToken || srcBalance === undefined || srcBalance === 0n) return undefined
    // Paying with the native coin leaves room for the fee (twice the quote's, as gas prices move).
    const reserve = isNative(srcToken.address) && fee !== undefined ? fee * 2n : 0n
    return formatUnits(srcBalance > reserve ? srcBalance - reserve : 0n, srcToken.decimals)
  }
  const maxAmount = max()

  const tokenButton = (side: 'src' | 'dst', token: SwapToken | undefined) => (
    <button
      type="button"
      className="al-pill-button al-swap-token"
      data-empty={token ? undefined : 'true'}
      aria-label={
        token
          ? `${side === 'src' ? 'Pay with' : 'Receive'} ${token.symbol}. Change token`
          : `Select the token to ${side === 'src' ? 'pay with' : 'receive'}`
      }
      onClick={() => setPicking(side)}
    >
      {token ? (
        <>
          <CryptoLogo src={logo(token)} name={token.symbol} size={20} />
          {token.symbol}
        </>
      ) : (
        'Select token'
      )}
      <ChevronDown {...ICON} />
    </button>
  )

  const impact = quote?.priceImpact
  const feeLine = quote ? feeText(quote, network.nativeCurrency.symbol) : ''
  const feeUsd =
    fee === undefined
      ? undefined
      : usdOf(
          list.find((token) => isNative(token.address)),
          fee,
        )
  const dstHeld = balanceOf(dstToken)
  const received = quote && dstToken ? BigInt(quote.dstAmount) : undefined
  // A quote that failed (API down, no route) gave no amount: "0" there would read as a trade
  // that gives nothing.
  const quoteFailed = received === undefined && state.error !== undefined

  return (
    <form className="al-stack al-swap" onSubmit={submit} aria-busy={busy} noValidate>
      <fieldset className="al-fieldset" disabled={busy}>
        <div className="al-swap-bar">
          <button
            type="button"
            className="al-chip al-swap-settings-button al-hit-area"
            aria-expanded={settingsOpen || 'error' in slippage}
            aria-controls={ids.settings}
            data-invalid={'error' in slippage ? 'true' : undefined}
            onClick={() => setSettingsOpen((open) => !open)}
          >
            <Settings2 {...ICON} />
            Slippage {'slippage' in slippage ? slippage.slippage : draft.slippage.trim() || '—'}%
          </button>
        </div>
        {settingsOpen || 'error' in slippage ? (
          <SlippageSettings
            id={ids.settings}
            value={draft.slippage}
            onChange={(value) => edit({ slippage: value })}
          />
        ) : null}
        <div className="al-swap-pair">
          <div className="al-swap-card">
            <label className="al-swap-card-label" htmlFor={ids.pay}>
              You pay
            </label>
            <AmountInput
              id={ids.pay}
              label="You pay"
              value={draft.amount}
              onChange={(value) => edit({ amount: value })}
              invalid={
                action.label.startsWith('Insufficient') ||
                (action.label.startsWith('Not enough') &&
                  srcToken?.address === nativeToken?.address)
              }
              token={tokenButton('src', srcToken)}
              usd={usdOf(srcToken, amount)}
              balance={
                srcToken && srcBalanceText !== undefined
                  ? `${formatBalance(srcBalanceText)} ${srcToken.symbol}`
                  : undefined
              }
              onMax={maxAmount === undefined ? undefined : () => edit({ amount: maxAmount })}
            />
          </div>

          <div className="al-swap-card">
            <button
              type="button"
              className="al-swap-flip al-hit-area"
              aria-label="Switch the tokens"
              onClick={flip}
            >
              <ArrowDownUp size={18} strokeWidth={2.2} aria-hidden="true" />
            </button>
            <span className="al-swap-card-label">You receive</span>
            <div className="al-well al-amount al-swap-out">
              <div className="al-amount-main">
                <output
                  className="al-swap-out-amount al-figure"
                  aria-label="Amount you receive"
                  aria-busy={quoting}
                  data-empty={received === undefined ? 'true' : undefined}
                >
                  {quoting ? (
                    <span className="al-swap-skeleton" data-testid="swap-quote-loading">
                      <span className="al-visually-hidden">Getting a quote</span>
                    </span>
                  ) : (
                    // Rounded to fit a phone's width; the exact amount on hover.
                    <span
                      data-testid="swap-quote"
                      title={
                        received !== undefined && dstToken
                          ? unitsText(received, dstToken.decimals, dstToken.decimals)
                          : undefined
                      }
                    >
                      {received !== undefined && dstToken ? (
                        unitsText(received, dstToken.decimals, QUOTE_DIGITS)
                      ) : quoteFailed ? (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="al-visually-hidden">No quote</span>
                        </>
                      ) : (
                        '0'
                      )}
                    </span>
                  )}
                </output>
                {tokenButton('dst', dstToken)}
              </div>
              <div className="al-amount-foot">
                <span>{quoting ? '' : (usdOf(dstToken, received) ?? '')}</span>
                {dstToken && dstHeld !== undefined ? (
                  <span>
                    Balance {formatBalance(dstHeld)} {dstToken.symbol}
                  </span>
                ) : null}
              </div>
            </div>
          </div>
        </div>
        {quote && amount && !quoting ? (
          <dl className="al-details al-swap-details" aria-label="Swap details">
            <div className="al-details-row">
              <dt>Rate</dt>
              <dd>{rateText(quote, amount)}</dd>
            </div>
            {impact === undefined ? null : (
              <div className="al-details-row">
                <dt>Price impact</dt>
                <dd data-tone={impact > SWAP.impactWarning ? 'warning' : undefined}>
                  {impact.toFixed(2)}%
                </dd>
              </div>
            )}
            {feeLine ? (
              <div className="al-details-row">
                <dt>Network fee</dt>
                <dd>
                  {feeLine}
                  {feeUsd ? <span className="al-muted"> ({feeUsd})</span> : null}
                </dd>
              </div>
            ) : null}
            {'slippage' in slippage && dstToken ? (
              <div className="al-details-row">
                <dt>Minimum received</dt>
                <dd>
                  {unitsText(
                    minimumReceived(BigInt(quote.dstAmount), slippage.slippage),
                    dstToken.decimals,
                    QUOTE_DIGITS,
                  )}{' '}
                  {dstToken.symbol}
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {impact !== undefined && impact > SWAP.impactWarning && !quoting ? (
          <Notice title={`High price impact: ${impact.toFixed(2)}%`}>
            <p>
              This swap moves the pool’s price: you receive noticeably less than its current rate.
            </p>
          </Notice>
        ) : null}
        {showSteps && srcToken && dstToken && amount !== undefined ? (
          <Steps
            state={state}
            approveTitle={`Approve ${srcToken.symbol}`}
            approveText={`Lets the exchange take ${unitsText(amount, srcToken.decimals, srcToken.decimals)} ${srcToken.symbol}`}
            swapTitle={`Swap ${srcToken.symbol} for ${dstToken.symbol}`}
            approved={!needsApproval(state, amount)}
          />
        ) : null}
        {state.error ? <Notice tone="error" title={state.error} /> : null}
        <button
          type="submit"
          className="al-button al-button-primary"
          disabled={busy || !action.run}
          data-busy={busy ? 'true' : undefined}
        >
          {busy ? <span className="al-spinner-ring" aria-hidden="true" /> : null}
          {action.label}
        </button>
      </fieldset>
    </form>
  )
}

/** The two steps of a token that must be approved first, each with where it stands. */
function Steps({
  state,
  approveTitle,
  approveText,
  swapTitle,
  approved,
}: {
  state: SwapState
  approveTitle: string
  approveText: string
  swapTitle: string
  approved: boolean
}) {
  const waiting = state.sentHash ? 'Waiting for the network…' : 'Confirm in your wallet'
  const steps = [
    {
      title: approveTitle,
      stage: approved ? 'done' : 'current',
      text: state.phase === 'approving' ? waiting : approved ? 'Approved' : approveText,
    },
    {
      title: swapTitle,
      stage: approved ? 'current' : 'next',
      text: state.phase === 'swapping' ? waiting : approved ? 'Ready to swap' : 'Next',
    },
  ] as const
  return (
    <ol className="al-swap-steps" aria-label="Steps">
      {steps.map((step, index) => (
        <li
          key={step.title}
          data-stage={step.stage}
          aria-current={step.stage === 'current' ? 'step' : undefined}
        >
          <span className="al-mark al-swap-step-mark" aria-hidden="true">
            {step.stage === 'done' ? <Check size={14} strokeWidth={3} /> : index + 1}
          </span>
          <span className="al-swap-step-text">
            <span className="al-swap-step-title">{step.title}</span>
            <span className="al-swap-step-sub">{step.text}</span>
          </span>
        </li>
      ))}
    </ol>
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
