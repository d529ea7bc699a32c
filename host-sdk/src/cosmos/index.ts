// The public surface of @airlock/host-sdk/cosmos. ../index.test.ts pins this list.

export {
  type CosmosAdapterParameters,
  type CosmosAdapterReturnType,
  cosmosAdapter,
} from './cosmosAdapter.ts'
export type { KeplrInterfaceWallet } from './discoverCosmosWallets.ts'
export type {
  CosmosAccountData,
  CosmosAminoSigner,
  CosmosSignDoc,
  ModalCosmosProvider,
} from './ModalCosmosProvider.ts'
