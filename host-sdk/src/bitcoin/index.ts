// The public surface of @airlock/host-sdk/bitcoin. ../index.test.ts pins this list.

export { type BitcoinAdapterReturnType, bitcoinAdapter } from './bitcoinAdapter.ts'
export type { ModalBitcoinProvider } from './ModalBitcoinProvider.ts'
