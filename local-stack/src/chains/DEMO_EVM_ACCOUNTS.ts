import type { Address, Hex } from 'viem'

/** One development account: an address and its private key. */
export type DemoEvmAccount = {
  /** Checksummed address. */
  address: Address
  /** Private key. DEVELOPMENT ONLY: public knowledge, never hold real funds with it. */
  privateKey: Hex
}

/**
 * The first two anvil dev accounts (HD path m/44'/60'/0'/0/0 and /1 of the public test mnemonic
 * `test test test test test test test test test test test junk`), used by the demo wallets.
 *
 * DEVELOPMENT KEYS: published in every Foundry and Hardhat install; anything sent to these
 * addresses on a real network is taken by bots within seconds.
 *
 * Account 0 also deploys the demo token, so it holds most of the ADT supply.
 *
 * @example
 * ```ts
 * import { privateKeyToAccount } from 'viem/accounts'
 * const wallet = privateKeyToAccount(DEMO_EVM_ACCOUNTS[0].privateKey)
 * ```
 */
export const DEMO_EVM_ACCOUNTS = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
] as const satisfies readonly DemoEvmAccount[]
