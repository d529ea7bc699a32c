/**
 * Where {@link deployDemoToken} puts the Airlock Demo Token (ADT) on a fresh anvil chain: the
 * first contract created by anvil account 0 (nonce 0), so the same on 31337 and 31338.
 *
 * @example
 * ```ts
 * const balance = await readContract(client, {
 *   address: DEMO_TOKEN_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [owner],
 * })
 * ```
 */
export const DEMO_TOKEN_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
