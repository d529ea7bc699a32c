import { DEMO_TOKEN_ADDRESS } from '@airlock/testkit/demo'
import { expect, type Page } from '@playwright/test'
import { formatEther, type Hex, numberToHex } from 'viem'
import { requestDemoEvmWallet } from './host.ts'

/**
 * Asks the demo EVM wallet to add "Elsewhere" (eip155:31339), a network no demo project
 * configures, which leads the modal to UnsupportedChain; settles once the wallet's prompt is
 * answered.
 */
export function addUnconfiguredChain(page: Page): Promise<unknown> {
  return requestDemoEvmWallet(page, {
    method: 'wallet_addEthereumChain',
    params: [
      {
        chainId: '0x7a6b',
        chainName: 'Elsewhere',
        rpcUrls: ['http://127.0.0.1:9/'],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ],
  })
}

/**
 * Calls a JSON-RPC method on a chain's RPC URL (an anvil, the Solana RPC) and returns its
 * `result`; throws with the method and the error message when the answer has no result.
 */
export async function jsonRpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error || body.result === undefined) throw new Error(`${method}: ${body.error?.message}`)
  return body.result
}

/**
 * Sends a transaction from one of anvil's own (unlocked) accounts, the demo ones among them, and
 * waits until it is mined.
 */
export async function sendFromAnvilAccount(
  rpcUrl: string,
  transaction: { from: string; to: string; value: bigint; data?: Hex },
): Promise<void> {
  const { from, to, value, data } = transaction
  const hash = await jsonRpc<Hex>(rpcUrl, 'eth_sendTransaction', [
    { from, to, value: numberToHex(value), ...(data ? { data } : {}) },
  ])
  await expect
    .poll(() => jsonRpc<unknown>(rpcUrl, 'eth_getTransactionReceipt', [hash]))
    .not.toBeNull()
}

/**
 * The native balance of `address` on an EVM chain, in wei, read from the chain itself.
 */
export async function readWeiBalance(rpcUrl: string, address: string): Promise<bigint> {
  return BigInt(await jsonRpc<Hex>(rpcUrl, 'eth_getBalance', [address, 'latest']))
}

/** The lamports `address` holds on a Solana RPC. */
export async function readLamports(rpcUrl: string, address: string): Promise<bigint> {
  return BigInt((await jsonRpc<{ value: number }>(rpcUrl, 'getBalance', [address])).value)
}

/** A Solana RPC's latest blockhash (confirmed), the lifetime of a transaction built now. */
export async function latestSolanaBlockhash(rpcUrl: string): Promise<string> {
  const { value } = await jsonRpc<{ value: { blockhash: string } }>(rpcUrl, 'getLatestBlockhash', [
    { commitment: 'confirmed' },
  ])
  return value.blockhash
}

/** A Solana transaction's status by its signature; null while the node has not seen it. */
export async function solanaSignatureStatus(
  rpcUrl: string,
  signature: string,
): Promise<{ err: unknown; confirmationStatus?: string } | null> {
  const { value } = await jsonRpc<{
    value: Array<{ err: unknown; confirmationStatus?: string } | null>
  }>(rpcUrl, 'getSignatureStatuses', [[signature]])
  return value[0] ?? null
}

/**
 * The demo ERC20 (ADT, 18 decimals) held by `address` on the chain at `rpcUrl`, in its smallest
 * unit (`balanceOf` through `eth_call`).
 */
export async function readDemoTokenBalance(rpcUrl: string, address: string): Promise<bigint> {
  const data = `0x70a08231${address.slice(2).toLowerCase().padStart(64, '0')}` // balanceOf
  return BigInt(
    await jsonRpc<Hex>(rpcUrl, 'eth_call', [{ to: DEMO_TOKEN_ADDRESS, data }, 'latest']),
  )
}

/**
 * The ETH balance of `address`, read from the chain at `rpcUrl`, as Account shows it
 * (`'9999.999 ETH'`).
 */
export async function evmBalanceAsShown(rpcUrl: string, address: string): Promise<string> {
  const wei = await jsonRpc<Hex>(rpcUrl, 'eth_getBalance', [address, 'latest'])
  return `${floorToThreeDecimals(formatEther(BigInt(wei)))} ETH`
}

/**
 * A decimal amount floored to 3 decimals (always three), with thousands grouped, as the modal
 * shows amounts (spec §5).
 */
export function floorToThreeDecimals(decimal: string): string {
  const [whole = '0', fraction = ''] = decimal.split('.')
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction.padEnd(3, '0').slice(0, 3)}`
}
