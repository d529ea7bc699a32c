import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { useAtomValue, useStore } from 'jotai/react'
import Check from 'lucide-react/icons/check'
import CircleCheck from 'lucide-react/icons/circle-check'
import CreditCard from 'lucide-react/icons/credit-card'
import Landmark from 'lucide-react/icons/landmark'
import Smartphone from 'lucide-react/icons/smartphone'
import Store from 'lucide-react/icons/store'
import { type FormEvent, useEffect, useId, useReducer, useState } from 'react'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { refreshBalances } from '../../app/refreshBalances.ts'
import { loadOnrampOptions } from '../../projectApi/loadOnrampOptions.ts'
import { onrampCheckoutUrl } from '../../projectApi/onrampCheckoutUrl.ts'
import { onrampOptionsAtom } from '../../projectApi/onrampOptionsAtom.ts'
import { onrampSupports } from '../../projectApi/onrampSupports.ts'
import { requestOnrampQuote } from '../../projectApi/requestOnrampQuote.ts'
import { activeAccountAtom } from '../../state/account.ts'
import { activeNamespaceAtom, activeNetworkAtom } from '../../state/chain.ts'
import { onrampAtom, selectOnrampProvider, setOnramp } from '../../state/onramp/onrampState.ts'
import { isPayableAmount, paymentLimits } from '../../state/onramp/paymentLimits.ts'
import {
  nextPurchaseArrival,
  type PurchaseArrival,
  type PurchaseTarget,
  purchasedAmount,
  purchasedBalance,
} from '../../state/onramp/purchaseArrival.ts'
import { effectiveFeaturesAtom, projectServicesAtom } from '../../state/options.ts'
import { formatBalance } from '../../state/validation/format.ts'
import type { TokenBalance } from '../../state/validation/TokenBalance.ts'
import { AmountInput } from '../../ui/AmountInput.tsx'
import { CryptoLogo, tokenLogo } from '../../ui/CryptoLogo.tsx'
import { ListRow } from '../../ui/ListRow.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import './OnRamp.css'

/** The payment methods the API may name, by their id with case and separators dropped. */
const PAYMENT_METHODS = {
  card: { label: 'Card', Icon: CreditCard },
  creditcard: { label: 'Card', Icon: CreditCard },
  debitcard: { label: 'Card', Icon: CreditCard },
  bankaccount: { label: 'Bank transfer', Icon: Landmark },
  banktransfer: { label: 'Bank transfer', Icon: Landmark },
  ach: { label: 'Bank transfer', Icon: Landmark },
  sepa: { label: 'Bank transfer', Icon: Landmark },
  applepay: { label: 'Apple Pay', Icon: Smartphone },
  googlepay: { label: 'Google Pay', Icon: Smartphone },
} as const

/**
 * The ways to pay that the payment currency's limits name (`payment_method_limits`), each once,
 * as small icons labelled for screen readers; an id we have no icon for is left out rather than
 * guessed at.
 */
function PaymentMethods({ ids }: { ids: readonly string[] }) {
  const methods = new Map<string, (typeof PAYMENT_METHODS)[keyof typeof PAYMENT_METHODS]>()
  for (const id of ids) {
    const key = id.toLowerCase().replace(/[^a-z]/g, '')
    if (Object.hasOwn(PAYMENT_METHODS, key)) {
      const method = PAYMENT_METHODS[key as keyof typeof PAYMENT_METHODS]
      methods.set(method.label, method)
    }
  }
  if (methods.size === 0) return null
  return (
    <span className="al-onramp-methods" data-testid="payment-methods">
      {[...methods.values()].map(({ label, Icon }) => (
        <span key={label} className="al-onramp-method" role="img" aria-label={label} title={label}>
          <Icon size={14} strokeWidth={2} aria-hidden="true" />
        </span>
      ))}
    </span>
  )
}

/** How long the visitor's typing may pause before the amount is quoted. */
const QUOTE_AFTER_MS = 300
/** How often the balance is read while a purchase is on its way. */
const ARRIVAL_POLL_MS = 3_000
/** How long Buy waits for a purchase before it says where to look instead: card buys take minutes. */
const ARRIVAL_WAIT_MINUTES = 10

/**
 * OnRamp (Buy): the providers the project's API offers (`loadOnrampOptions`), what the visitor
 * pays (within the payment currency's card limits) and what that buys on the active network
 * (`requestOnrampQuote`, asked once typing pauses). Each provider row shows the ways to pay the
 * options name ({@link PaymentMethods}). A failed quote says so, with Try again. Continue opens
 * the chosen provider's checkout through the host (`openUrl`), then the view watches the balance
 * of the currency bought (`nextPurchaseArrival`) until the purchase arrives, for ten minutes at
 * most ({@link ARRIVAL_WAIT_MINUTES}).
 * Where no provider can deliver (see `onrampSupports`), it says that buying is not available on
 * the active network, and nothing else.
 */
export function OnRamp() {
  const store = useStore()
  const namespace = useAtomValue(activeNamespaceAtom)
  const network = useAtomValue(activeNetworkAtom)
  const account = useAtomValue(activeAccountAtom)
  const state = useAtomValue(onrampAtom)
  const { onramp } = useAtomValue(effectiveFeaturesAtom)
  const link = useAtomValue(hostLinkAtom)
  const { apiUrl } = useAtomValue(projectServicesAtom)
  const known = useAtomValue(onrampOptionsAtom)
  // The field shows what is typed, spaces too: Preact leaves a controlled field as typed when the
  // state does not change, so a trimmed state would not take a space out of the field anyway.
  const [typed, setTyped] = useState('')
  const amount = typed.trim()
  const [arrival, dispatch] = useReducer(nextPurchaseArrival, { phase: 'idle' })
  const [openError, setOpenError] = useState<string | undefined>(undefined)
  const amountId = useId()
  const hintId = useId()

  // biome-ignore lint/correctness/useExhaustiveDependencies: what can be bought depends on the network
  useEffect(() => {
    if (onramp) void loadOnrampOptions(store)
  }, [store, onramp, network?.caipNetworkId])

  const purchaseId = state.purchaseCurrency.id
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new currency to buy needs a new quote
  useEffect(() => {
    setOnramp(store, { paymentAmount: amount === '' ? undefined : amount })
    // Nothing to quote before the options are in; and a quote request would clear their error.
    if (store.get(onrampAtom).providers.length === 0) return
    const timer = setTimeout(() => void requestOnrampQuote(store), QUOTE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [store, amount, purchaseId])

  // After the checkout opened: read the balance of what was bought until it grows (the purchase
  // arrived), or the wait is over.
  const waiting = arrival.phase === 'waiting' ? arrival : undefined
  const waitingSince = waiting?.openedAt
  const target = waiting?.target
  useEffect(() => {
    if (waitingSince === undefined || target === undefined) return
    let live = true
    const poll = setInterval(() => {
      void refreshBalances(store).then(() => {
        const amount = purchasedAmount(store.get(activeAccountAtom), target)
        if (live) dispatch({ type: 'read', amount })
      })
    }, ARRIVAL_POLL_MS)
    const deadline = setTimeout(() => dispatch({ type: 'expired' }), ARRIVAL_WAIT_MINUTES * 60_000)
    return () => {
      live = false
      clearInterval(poll)
      clearTimeout(deadline)
    }
  }, [store, waitingSince, target])

  if (!onramp) return <Notice title="This project has not enabled buying crypto." />
  if (state.error && state.providers.length === 0)
    return (
      <Notice tone="error" title={state.error}>
        <button type="button" className="al-button" onClick={() => void loadOnrampOptions(store)}>
          Try again
        </button>
      </Notice>
    )
  // Account hides Buy there; the view is still reachable (the host's open({ view: 'OnRamp' })).
  if (known !== undefined && known.apiUrl === apiUrl && !onrampSupports(known.options, network)) {
    const where = network?.name ?? 'this network'
    return (
      <Notice title={`Buying crypto is not available on ${where}`}>
        None of this project's on-ramp providers delivers on {where}.
      </Notice>
    )
  }
  if (state.providers.length === 0) return <Spinner label="Loading providers" />

  const currency = state.paymentCurrency.id.toUpperCase()
  const limits = paymentLimits(state.paymentCurrency, 'card')
  const inLimits = isPayableAmount(amount, limits)
  const available = (chains: readonly string[]) =>
    namespace !== undefined && chains.includes(namespace)
  // Where one provider alone delivers there is nothing to choose: it is taken already.
  const deliverers = state.providers.filter((each) => available(each.supportedChains))
  const provider = state.selectedProvider ?? (deliverers.length === 1 ? deliverers[0] : undefined)
  const offered = state.purchaseCurrency.networks.some(
    (each) => network !== undefined && each.chain_id === String(network.id),
  )
  const ready =
    provider !== undefined &&
    inLimits &&
    offered &&
    state.purchaseAmount !== undefined &&
    !state.quotesLoading &&
    account.address !== undefined &&
    network !== undefined

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!ready || !provider || !account.address || !network) return
    setOpenError(undefined)
    const url = onrampCheckoutUrl(provider.url, {
      address: account.address,
      network: network.caipNetworkId,
      amount,
      currency: state.paymentCurrency.id,
      purchaseCurrency: state.purchaseCurrency.id,
    })
    const bought: PurchaseTarget = { currency: state.purchaseCurrency, network }
    const held = purchasedAmount(account, bought)
    let shown = false
    let refused = false
    try {
      shown = link ? await link.openUrl(url) : false
    } catch (error) {
      refused = error instanceof AirlockError && error.code === ErrorCode.URL_NOT_ALLOWED
    }
    if (shown) {
      const at = Date.now()
      dispatch({ type: 'opened', provider: provider.label, target: bought, amount: held, at })
    } else if (refused) {
      // The modal or the host refused the link's scheme (an http: checkout off this machine):
      // nothing the visitor's browser settings or a retry would change.
      setOpenError(
        `This page does not open ${provider.label}'s checkout: its link is not a secure (https) address. Choose another provider, or tell this site's support.`,
      )
    } else {
      setOpenError(
        `The page did not open ${provider.label}'s checkout: allow pop-ups and try again.`,
      )
    }
  }

  const symbol = state.purchaseCurrency.symbol
  const methodIds = state.paymentCurrency.payment_method_limits.map((limit) => limit.id)
  const invalid = amount !== '' && !inLimits
  // The options are in (else the view says only their error): an error now is the quote's.
  const quoteError = state.quotesLoading ? undefined : state.error
  return (
    <form className="al-stack al-onramp" onSubmit={submit} noValidate>
      <AmountInput
        id={amountId}
        label={`You pay (${currency})`}
        value={typed}
        onChange={setTyped}
        token={<span className="al-onramp-currency">{currency}</span>}
        invalid={invalid}
        describedBy={hintId}
      />
      <p id={hintId} className={invalid ? 'al-hint al-hint-error' : 'al-hint'}>
        Between {limits.min} and {limits.max} {currency}.
      </p>
      {offered ? (
        <div className="al-onramp-get">
          <CryptoLogo src={tokenLogo(symbol)} name={symbol} size={28} />
          <span aria-live="polite">
            {!inLimits || quoteError !== undefined
              ? `You get ${symbol} on ${network?.name ?? 'this network'}`
              : state.quotesLoading || state.purchaseAmount === undefined
                ? 'Getting a quote…'
                : `You get ≈ ${state.purchaseAmount} ${symbol}`}
          </span>
        </div>
      ) : (
        <Notice title={`${symbol} cannot be bought on ${network?.name ?? 'this network'}`} />
      )}
      <p className="al-onramp-label">Pay with</p>
      <ul className="al-list-rows" aria-label="Providers">
        {state.providers.map((each) => {
          const here = available(each.supportedChains)
          const chosen = provider?.name === each.name
          return (
            <li key={each.name}>
              <ListRow
                icon={
                  <span className="al-icon-disc">
                    <Store size={18} aria-hidden="true" />
                  </span>
                }
                title={each.label}
                subtitle={here ? `Fees ${each.feeRange}` : 'Not available on this network'}
                detail={
                  <span className="al-onramp-detail">
                    {here ? <PaymentMethods ids={methodIds} /> : null}
                    {chosen ? (
                      <span className="al-onramp-chosen">
                        <Check size={14} strokeWidth={3} aria-hidden="true" />
                      </span>
                    ) : null}
                  </span>
                }
                selected={chosen}
                disabled={!here}
                onClick={() => selectOnrampProvider(store, each.name)}
              />
            </li>
          )
        })}
      </ul>
      {quoteError !== undefined ? (
        // Try again asks for the amount in the state, the one typed.
        <Notice tone="error" title={quoteError}>
          <button
            type="button"
            className="al-button"
            onClick={() => void requestOnrampQuote(store)}
          >
            Try again
          </button>
        </Notice>
      ) : null}
      {openError ? <Notice tone="error" title={openError} /> : null}
      <PurchaseStatus arrival={arrival} balances={account.tokenBalance} />
      <button
        type="submit"
        className="al-button al-button-primary al-button-block"
        disabled={!ready}
      >
        {provider ? `Continue to ${provider.label}` : 'Choose a provider'}
      </button>
    </form>
  )
}

/**
 * What became of the purchase after Continue: the provider to finish in while Buy waits, the
 * balance of what was bought once it arrived, or, once the wait is over, where to look instead.
 */
function PurchaseStatus({
  arrival,
  balances,
}: {
  arrival: PurchaseArrival
  balances: readonly TokenBalance[]
}) {
  if (arrival.phase === 'idle') return null
  const { symbol } = arrival.target.currency
  if (arrival.phase === 'waiting') {
    return (
      <div className="al-onramp-waiting" role="status">
        <span className="al-spinner-ring" aria-hidden="true" />
        <div>
          <p className="al-onramp-done-title">Finish in {arrival.provider}</p>
          <p className="al-onramp-done-text">Your {symbol} balance updates here when it arrives.</p>
        </div>
      </div>
    )
  }
  if (arrival.phase === 'overdue') {
    return (
      <div className="al-onramp-waiting" role="status">
        <div>
          <p className="al-onramp-done-title">Your {symbol} has not arrived yet</p>
          <p className="al-onramp-done-text">
            Buy stopped checking after {ARRIVAL_WAIT_MINUTES} minutes. Check {arrival.provider}'s
            receipt for where your purchase stands; it may still arrive, and your balance in Account
            will show it.
          </p>
        </div>
      </div>
    )
  }
  const bought = purchasedBalance(balances, arrival.target)
  return (
    <div className="al-onramp-done" role="status">
      <CircleCheck size={20} aria-hidden="true" />
      <div>
        <p className="al-onramp-done-title">Your {symbol} arrived</p>
        <p className="al-onramp-done-text">
          Balance: {formatBalance(bought?.quantity.numeric)} {bought?.symbol ?? symbol}
        </p>
      </div>
    </div>
  )
}
