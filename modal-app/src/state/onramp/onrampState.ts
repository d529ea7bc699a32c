import { atom } from 'jotai/vanilla'
import type { Store } from '../Store.ts'
import {
  DEFAULT_PAYMENT_CURRENCY,
  DEFAULT_PURCHASE_CURRENCY,
  type OnrampProvider,
  type PaymentCurrency,
  type PurchaseCurrency,
} from './onrampTypes.ts'

/** The on-ramp state of spec §3 and §4. */
export type OnrampState = {
  providers: OnrampProvider[]
  selectedProvider: OnrampProvider | undefined
  purchaseCurrency: PurchaseCurrency
  paymentCurrency: PaymentCurrency
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
  /** What the visitor pays, as typed. */
  paymentAmount: string | undefined
  /** What the quote says they get. */
  purchaseAmount: string | undefined
  quotesLoading: boolean
  error: string | undefined
}

function defaults(providers: OnrampProvider[]): OnrampState {
  return {
    providers,
    selectedProvider: undefined,
    purchaseCurrency: DEFAULT_PURCHASE_CURRENCY,
    paymentCurrency: DEFAULT_PAYMENT_CURRENCY,
    purchaseCurrencies: [DEFAULT_PURCHASE_CURRENCY],
    paymentCurrencies: [DEFAULT_PAYMENT_CURRENCY],
    paymentAmount: undefined,
    purchaseAmount: undefined,
    quotesLoading: false,
    error: undefined,
  }
}

/**
 * The on-ramp state. Starts with no providers until {@link setOnrampProviders} reads them from
 * the configuration.
 */
export const onrampAtom = atom<OnrampState>(defaults([]))

/**
 * Patches the on-ramp state.
 */
export function setOnramp(store: Store, patch: Partial<OnrampState>) {
  store.set(onrampAtom, { ...store.get(onrampAtom), ...patch })
}

/**
 * Selects a provider by name; an unknown name clears the selection.
 */
export function selectOnrampProvider(store: Store, name: string | undefined) {
  const provider = store.get(onrampAtom).providers.find((known) => known.name === name)
  setOnramp(store, { selectedProvider: provider })
}
