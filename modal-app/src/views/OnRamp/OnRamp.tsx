import { useAtomValue, useStore } from 'jotai/react'
import Check from 'lucide-react/icons/check'
import CircleCheck from 'lucide-react/icons/circle-check'
import CreditCard from 'lucide-react/icons/credit-card'
import Landmark from 'lucide-react/icons/landmark'
import Smartphone from 'lucide-react/icons/smartphone'
import Store from 'lucide-react/icons/store'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
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
import { paymentLimits } from '../../state/onramp/paymentLimits.ts'
import { effectiveFeaturesAtom, projectServicesAtom } from '../../state/options.ts'
import { formatBalance } from '../../state/validation/format.ts'
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

/**
 * OnRamp (Buy): the providers the project's API offers (`loadOnrampOptions`), what the visitor
 * pays (within the payment currency's card limits) and what that buys on the active network
 * (`requestOnrampQuote`, asked once typing pauses). Each provider row shows the ways to pay the
 * options name ({@link PaymentMethods}). Continue opens the chosen provider's checkout
 * through the host (`openUrl`), then the view watches the balance until the purchase arrives.
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
  const [opened, setOpened] = useState<string | undefined>(undefined)
  const [arrived, setArrived] = useState(false)
  const [openError, setOpenError] = useState<string | undefined>(undefined)
  const balanceAtOpen = useRef<string | undefined>(undefined)
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

  // After the checkout opened: read the balance until it moves (the purchase arrived).
  useEffect(() => {
    if (opened === undefined || arrived) return
    const timer = setInterval(() => {
      void refreshBalances(store).then(() => {
        const now = store.get(activeAccountAtom).balance
        // A balance unknown when the checkout opened is a baseline when first read, no arrival.
        if (balanceAtOpen.current === undefined) balanceAtOpen.current = now
        else if (now !== undefined && now !== balanceAtOpen.current) setArrived(true)
      })
    }, ARRIVAL_POLL_MS)
    return () => clearInterval(timer)
  }, [store, opened, arrived])

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
  const value = Number(amount)
  const inLimits =
    /^\d+(\.\d{1,2})?$/.test(amount) && value >= Number(limits.min) && value <= Number(limits.max)
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
    balanceAtOpen.current = account.balance
    setArrived(false)
    const shown = link ? await link.openUrl(url).catch(() => false) : false
    if (shown) setOpened(provider.label)
    else
      setOpenError(
        `The page did not open ${provider.label}'s checkout: allow pop-ups and try again.`,
      )
  }

  const symbol = state.purchaseCurrency.symbol
  const methodIds = state.paymentCurrency.payment_method_limits.map((limit) => limit.id)
  const invalid = amount !== '' && !inLimits
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
            {!inLimits
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
      {state.error ? <Notice tone="error" title={state.error} /> : null}
      {openError ? <Notice tone="error" title={openError} /> : null}
      {opened !== undefined ? (
        arrived ? (
          <div className="al-onramp-done" role="status">
            <CircleCheck size={20} aria-hidden="true" />
            <div>
              <p className="al-onramp-done-title">Your {symbol} arrived</p>
              <p className="al-onramp-done-text">
                Balance: {account.balance ?? formatBalance(undefined)}{' '}
                {account.balanceSymbol ?? network?.nativeCurrency.symbol ?? ''}
              </p>
            </div>
          </div>
        ) : (
          <div className="al-onramp-waiting" role="status">
            <span className="al-spinner-ring" aria-hidden="true" />
            <div>
              <p className="al-onramp-done-title">Finish in {opened}</p>
              <p className="al-onramp-done-text">Your balance updates here when it arrives.</p>
            </div>
          </div>
        )
      ) : null}
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
