// What the modal asks of the project's API (`apiUrl` of its configuration). Only views loaded on
// demand use it, so it is a folder of its own rather than part of `state/`: everything that
// `state/index.ts` lists is in the first paint's bundle. index.test.ts pins this list.

export { fetchApiBalances } from './fetchApiBalances.ts'
export { loadOnrampOptions } from './loadOnrampOptions.ts'
export { loadTransactions } from './loadTransactions.ts'
export { lookupProfileName } from './lookupProfileName.ts'
export { type OnrampCheckout, onrampCheckoutUrl } from './onrampCheckoutUrl.ts'
export { type OnrampOptionsEntry, onrampOptionsAtom } from './onrampOptionsAtom.ts'
export { onrampSupports } from './onrampSupports.ts'
export { projectApi } from './projectApi.ts'
export { readOnrampOptions } from './readOnrampOptions.ts'
export { requestOnrampQuote } from './requestOnrampQuote.ts'
