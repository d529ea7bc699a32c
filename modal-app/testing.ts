// What the modal lends other workspaces' tests: the title each view shows, the registry the
// scale test lists, and the in-memory WalletConnect store the Node SDK clients start from.
export { generateScaleRegistry } from './src/registry/generateScaleRegistry.ts'
export { viewTitle } from './src/ui/viewTitle.ts'
export { createMemoryStorage } from './src/walletconnect/createMemoryStorage.ts'
