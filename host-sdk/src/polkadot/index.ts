// The public surface of @airlock/host-sdk/polkadot. ../index.test.ts pins this list.

export type { ModalPolkadotProvider, PolkadotSignerResult } from './ModalPolkadotProvider.ts'
export {
  type PolkadotAdapterParameters,
  type PolkadotAdapterReturnType,
  polkadotAdapter,
} from './polkadotAdapter.ts'
