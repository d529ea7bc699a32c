import { deployDemoToken, type StartAnvilReturnType, startAnvil } from '@airlock/local-stack/chains'
import { AirlockError, ErrorCode, type Network } from '@airlock/shared-protocol'
import { DEMO_EVM_ACCOUNTS, DEMO_NETWORKS, DEMO_TOKEN_ADDRESS } from '@airlock/testkit/demo'
import { createStore } from 'jotai/vanilla'
import { encodeFunctionData, erc20Abi, hexToBigInt, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { accountsAtom, setAccount, setCaipAddress } from '../state/account.ts'
import { initializeChains } from '../state/chain.ts'
import { optionsAtom } from '../state/options.ts'
import { loadBalancesDepsAtom } from './loadBalancesDepsAtom.ts'
import { type Eip155Request, eip155Route, routeEip155Request } from './routeEip155Request.ts'
import { sendChainDepsAtom } from './sendChain.ts'

// One real anvil with the demo token: reads are checked against what the chain answers.
let anvil: StartAnvilReturnType
let network: Network

beforeAll(async () => {
  anvil = await startAnvil({ port: 0, chainId: 31337 })
  await deployDemoToken(anvil.url)
  const [demo] = DEMO_NETWORKS
  network = { ...demo, tokens: [...demo.tokens], rpcUrls: { default: { http: [anvil.url] } } }
}, 30_000)

afterAll(async () => {
  await anvil?.stop()
})

const [owner, holder] = DEMO_EVM_ACCOUNTS

function setup() {
  const store = createStore()
  initializeChains(store, [network])
  const toWallet = vi.fn(async (_request: Eip155Request): Promise<unknown> => 'from the wallet')
  const route = (method: string, params?: unknown) =>
    routeEip155Request(
      store,
      params === undefined
        ? { namespace: 'eip155', method }
        : { namespace: 'eip155', method, params },
      toWallet,
    )
  return { store, toWallet, route }
}

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  if (!(error instanceof AirlockError)) throw new Error(`expected an AirlockError, got ${error}`)
  return { code: error.code, message: error.shortMessage, data: error.data }
}

describe('routeEip155Request: balances', () => {
  test("behavior: the dapp's eth_sendTransaction reloads the balances once confirmed", async () => {
    const { store, toWallet, route } = setup()
    setCaipAddress(store, `${network.caipNetworkId}:${owner.address}`)
    toWallet.mockResolvedValue('0xhash')
    const confirmed: string[] = []
    store.set(sendChainDepsAtom, { confirm: async (_, id) => void confirmed.push(id) })
    const fetchBalances = vi.fn(async () => [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: network.caipNetworkId,
        value: 0,
        price: 0,
        quantity: { decimals: '18', numeric: '7' },
        iconUrl: '',
      },
    ])
    store.set(loadBalancesDepsAtom, { fetchBalances })
    expect(await route('eth_sendTransaction', [{ to: holder.address }])).toBe('0xhash')
    await vi.waitFor(() => expect(store.get(accountsAtom).eip155.balance).toBe('7.000'))
    expect(confirmed).toEqual(['0xhash'])
  })
})

describe('eip155Route', () => {
  test('default: the routing table', () => {
    const methods = [
      'eth_chainId',
      'eth_accounts',
      'eth_requestAccounts',
      'eth_blockNumber',
      'eth_call',
      'eth_estimateGas',
      'eth_getTransactionReceipt',
      'net_version',
      'personal_sign',
      'eth_sendTransaction',
      'eth_signTypedData_v3',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_watchAsset',
      'wallet_requestPermissions',
      'eth_sign',
      'eth_signTransaction',
      'personal_unlockAccount',
      'debug_traceTransaction',
      'anvil_setBalance',
      'eth_sendRawTransaction',
      'toString',
    ]
    expect(
      Object.fromEntries(methods.map((method) => [method, eip155Route(method)])),
    ).toMatchInlineSnapshot(`
        {
          "anvil_setBalance": "forbidden",
          "debug_traceTransaction": "forbidden",
          "eth_accounts": "state",
          "eth_blockNumber": "read",
          "eth_call": "read",
          "eth_chainId": "state",
          "eth_estimateGas": "read",
          "eth_getTransactionReceipt": "read",
          "eth_requestAccounts": "state",
          "eth_sendRawTransaction": "unsupported",
          "eth_sendTransaction": "wallet",
          "eth_sign": "forbidden",
          "eth_signTransaction": "forbidden",
          "eth_signTypedData_v3": "wallet",
          "net_version": "read",
          "personal_sign": "wallet",
          "personal_unlockAccount": "forbidden",
          "toString": "unsupported",
          "wallet_getCallsStatus": "wallet",
          "wallet_requestPermissions": "wallet",
          "wallet_sendCalls": "wallet",
          "wallet_watchAsset": "wallet",
        }
      `)
  })
})

describe('routeEip155Request', () => {
  test('behavior: reads are answered by the active network’s RPC before any wallet is connected', async () => {
    const { route, toWallet } = setup()
    expect(await route('net_version')).toBe('31337')
    expect(typeof (await route('eth_blockNumber'))).toBe('string')
    const balance = await route('eth_call', [
      {
        to: DEMO_TOKEN_ADDRESS,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [holder.address],
        }),
      },
      'latest',
    ])
    expect(hexToBigInt(balance as `0x${string}`)).toBe(parseEther('10000'))
    expect(toWallet).not.toHaveBeenCalled()
  })

  test('behavior: reads go to the connected account’s network, not to the wallet', async () => {
    const { store, route, toWallet } = setup()
    setCaipAddress(store, `eip155:31337:${owner.address}`)
    expect(await route('eth_getTransactionCount', [holder.address, 'latest'])).toBe('0x0')
    expect(toWallet).not.toHaveBeenCalled()
  })

  test('error: a failed read keeps the node’s code and revert data', async () => {
    const { route } = setup()
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [owner.address, parseEther('1')],
    })
    // An account without ADT cannot transfer any: the token reverts.
    const failed = await rejection(
      route('eth_call', [
        {
          from: '0x000000000000000000000000000000000000dEaD',
          to: DEMO_TOKEN_ADDRESS,
          data: transfer,
        },
        'latest',
      ]),
    )
    expect(failed.code).toBe(ErrorCode.INTERNAL)
    expect(failed.message).toMatch(/revert/)
    expect(failed.data).toMatchObject({ code: 3, data: expect.stringMatching(/^0x[0-9a-f]{8}/) })
  })

  test('error: a wallet on a network the app did not configure cannot read (4901)', async () => {
    const { store, route } = setup()
    setCaipAddress(store, `eip155:137:${owner.address}`)
    expect(await rejection(route('eth_blockNumber'))).toMatchInlineSnapshot(`
      {
        "code": "UNKNOWN_NETWORK",
        "data": {
          "code": 4901,
        },
        "message": "The wallet is on eip155:137, which this app did not configure.",
      }
    `)
  })

  test('error: a wallet on a network the app did not configure is not sent a transaction (4901)', async () => {
    const { store, route, toWallet } = setup()
    setCaipAddress(store, `eip155:137:${owner.address}`)
    for (const method of ['eth_sendTransaction', 'wallet_sendCalls']) {
      const refused = await rejection(route(method, [{ to: holder.address, value: '0x1' }]))
      expect(refused).toMatchObject({ code: ErrorCode.UNKNOWN_NETWORK, data: { code: 4901 } })
      expect(refused.message).toBe('The wallet is on eip155:137, which this app did not configure.')
    }
    // Signing a message binds no chain: it still reaches the wallet.
    expect(await route('personal_sign', ['0x68690a', owner.address])).toBe('from the wallet')
    expect(toWallet.mock.calls.map(([request]) => request.method)).toEqual(['personal_sign'])
  })

  test('behavior: an app that allows unsupported chains sends on them', async () => {
    const { store, route, toWallet } = setup()
    store.set(optionsAtom, { ...store.get(optionsAtom), allowUnsupportedChain: true })
    setCaipAddress(store, `eip155:137:${owner.address}`)
    expect(await route('eth_sendTransaction', [{ to: holder.address }])).toBe('from the wallet')
    expect(toWallet).toHaveBeenCalledTimes(1)
  })

  test('default: signing, sending, EIP-5792 and the state methods go to the wallet', async () => {
    const { route, toWallet } = setup()
    for (const method of ['eth_chainId', 'personal_sign', 'wallet_sendCalls']) {
      expect(await route(method, [])).toBe('from the wallet')
    }
    expect(toWallet.mock.calls.map(([request]) => request.method)).toEqual([
      'eth_chainId',
      'personal_sign',
      'wallet_sendCalls',
    ])
  })

  test('error: a wallet without the method is a 4200 naming the method and the wallet', async () => {
    const { store, route, toWallet } = setup()
    setAccount(store, 'eip155', { connectedWalletInfo: { name: 'MetaMask' } })
    for (const code of [-32601, 4200]) {
      toWallet.mockRejectedValueOnce(
        new AirlockError(ErrorCode.INTERNAL, 'The method does not exist.', { data: { code } }),
      )
      expect(await rejection(route('wallet_sendCalls', []))).toEqual({
        code: ErrorCode.WALLET_REQUEST_NOT_ALLOWED,
        message: 'MetaMask does not support wallet_sendCalls.',
        data: { code: 4200 },
      })
    }
    // Other wallet errors (a decline) pass through unchanged.
    const declined = new AirlockError(ErrorCode.USER_REJECTED, 'Declined', { data: { code: 4001 } })
    toWallet.mockRejectedValueOnce(declined)
    await expect(route('wallet_sendCalls', [])).rejects.toBe(declined)
  })

  test('error: methods no wallet or node may see are refused, saying why', async () => {
    const { route, toWallet } = setup()
    const refusals = []
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'personal_unlockAccount',
      'anvil_setBalance',
      'eth_sendRawTransaction',
    ]) {
      refusals.push(await rejection(route(method, [])))
    }
    expect(toWallet).not.toHaveBeenCalled()
    expect(refusals).toMatchInlineSnapshot(`
      [
        {
          "code": "WALLET_REQUEST_NOT_ALLOWED",
          "data": {
            "code": 4200,
          },
          "message": "Airlock never passes eth_sign to a wallet or node: it signs a raw hash the wallet cannot show; use personal_sign or eth_signTypedData_v4.",
        },
        {
          "code": "WALLET_REQUEST_NOT_ALLOWED",
          "data": {
            "code": 4200,
          },
          "message": "Airlock never passes eth_signTransaction to a wallet or node: it hands the page a signed transaction to broadcast anywhere; use eth_sendTransaction.",
        },
        {
          "code": "WALLET_REQUEST_NOT_ALLOWED",
          "data": {
            "code": 4200,
          },
          "message": "Airlock never passes personal_unlockAccount to a wallet or node: it handles keys or passwords in the node.",
        },
        {
          "code": "WALLET_REQUEST_NOT_ALLOWED",
          "data": {
            "code": 4200,
          },
          "message": "Airlock never passes anvil_setBalance to a wallet or node: it controls the node, not the chain.",
        },
        {
          "code": "WALLET_REQUEST_NOT_ALLOWED",
          "data": {
            "code": 4200,
          },
          "message": "The eip155 provider does not support eth_sendRawTransaction.",
        },
      ]
    `)
  })
})
