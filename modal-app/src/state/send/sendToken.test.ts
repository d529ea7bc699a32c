import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import { setCaipAddress } from '../account.ts'
import { initializeChains } from '../chain.ts'
import { setOptions } from '../options.ts'
import { historyAtom, pushView } from '../router/viewStack.ts'
import { testNetwork } from '../testing.ts'
import { recordEvents } from '../testingEvents.ts'
import type { TokenBalance } from '../validation/TokenBalance.ts'
import { resetSendDraft, sendDraftAtom, setSendDraft } from './sendDraft.ts'
import { sendKind } from './sendKind.ts'
import { type SendRequest, sendToken } from './sendToken.ts'

const address = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const receiver = '0x1111111111111111111111111111111111111111'
const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
}
const usdc: TokenBalance = { ...eth, name: 'USD Coin', symbol: 'USDC', address: '0xA0b8' }

function setup(caipAddress = `eip155:1:${address}`) {
  const store = createStore()
  setOptions(store, {}, { projectId: 'demo' })
  const events = recordEvents(store)
  initializeChains(
    store,
    [testNetwork('eip155:1'), testNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')],
    caipAddress.split(':').slice(0, 2).join(':'),
  )
  setCaipAddress(store, caipAddress)
  const send = vi.fn(async (_request: SendRequest) => '0xhash')
  const refreshBalance = vi.fn(async () => {})
  return { store, events, send, refreshBalance }
}

describe('§3 §4 §5 send', () => {
  test('§3 send draft: every field, patched and reset', () => {
    const store = createStore()
    setSendDraft(store, {
      token: eth,
      sendTokenAmount: '1',
      receiverAddress: receiver,
      receiverProfileName: 'bob.airlock',
      receiverProfileImageUrl: 'https://img/bob.png',
      networkBalanceInUSD: '12.00',
      loading: true,
    })
    expect(store.get(sendDraftAtom).receiverProfileName).toBe('bob.airlock')
    resetSendDraft(store)
    expect(store.get(sendDraftAtom)).toEqual({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      receiverProfileImageUrl: undefined,
      receiverProfileName: undefined,
      networkBalanceInUSD: undefined,
      loading: false,
    })
  })

  test('§4 send kind: Solana, native (no token address) or ERC20', () => {
    expect(sendKind('solana', usdc)).toBe('solana')
    expect(sendKind('eip155', eth)).toBe('native')
    expect(sendKind('eip155', usdc)).toBe('erc20')
  })

  test('§4 send: after a native send the balance is refreshed, the draft reset, and both events tracked', async () => {
    const { store, events, send, refreshBalance } = setup()
    setSendDraft(store, { token: eth, sendTokenAmount: '0.5', receiverAddress: receiver })
    await sendToken(store, { send, refreshBalance })
    expect(send).toHaveBeenCalledWith({
      kind: 'native',
      token: eth,
      amount: '0.5',
      receiverAddress: receiver,
      network: expect.objectContaining({ caipNetworkId: 'eip155:1' }),
      fromAddress: address,
    })
    expect(refreshBalance).toHaveBeenCalledOnce()
    expect(store.get(sendDraftAtom).sendTokenAmount).toBeUndefined()
    const properties = { isSmartAccount: false, network: 'eip155:1', token: 'ETH', amount: 0.5 }
    expect(events()).toEqual([
      { event: 'SEND_INITIATED', properties, address },
      { event: 'SEND_SUCCESS', properties, address },
    ])
  })

  test('§4 send: after a Solana send the balance is refreshed and the draft reset', async () => {
    const { store, send, refreshBalance } = setup(
      `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${solanaAddress}`,
    )
    setSendDraft(store, { token: usdc, sendTokenAmount: '2', receiverAddress: solanaAddress })
    await sendToken(store, { send, refreshBalance })
    expect(send.mock.calls[0]?.[0].kind).toBe('solana')
    expect(refreshBalance).toHaveBeenCalledOnce()
    expect(store.get(sendDraftAtom).token).toBeUndefined()
  })

  test('§4 send: after an ERC20 send success returns to Account', async () => {
    const { store, send, refreshBalance } = setup()
    pushView(store, 'Account')
    pushView(store, 'Send')
    setSendDraft(store, { token: usdc, sendTokenAmount: '10', receiverAddress: receiver })
    await sendToken(store, { send, refreshBalance })
    expect(send.mock.calls[0]?.[0].kind).toBe('erc20')
    expect(store.get(historyAtom)).toEqual([{ view: 'Account', data: undefined }])
    expect(refreshBalance).not.toHaveBeenCalled()
    expect(store.get(sendDraftAtom).loading).toBe(false)
  })

  test('§4 send: loading is on while sending and cleared when the wallet refuses', async () => {
    const { store, events, refreshBalance } = setup()
    setSendDraft(store, { token: eth, sendTokenAmount: '1', receiverAddress: receiver })
    let loadingWhileSending = false
    const send = async () => {
      loadingWhileSending = store.get(sendDraftAtom).loading
      throw new Error('User rejected')
    }
    await expect(sendToken(store, { send, refreshBalance })).rejects.toThrow('User rejected')
    expect(loadingWhileSending).toBe(true)
    expect(store.get(sendDraftAtom)).toMatchObject({ loading: false, sendTokenAmount: '1' })
    expect(events().map((event) => event.event)).toEqual(['SEND_INITIATED'])
  })

  test('§5 §8 send: the catalogue messages for an incomplete draft', async () => {
    const { store, send, refreshBalance } = setup()
    setSendDraft(store, { token: eth, receiverAddress: receiver })
    await expect(sendToken(store, { send, refreshBalance })).rejects.toThrow(
      'An amount and receiver address are required',
    )
    setSendDraft(store, { token: undefined, sendTokenAmount: '1' })
    await expect(sendToken(store, { send, refreshBalance })).rejects.toThrow('A token is required')
    expect(send).not.toHaveBeenCalled()
  })

  test("§5 §8 send: only EVM and Solana chains ('Unsupported chain')", async () => {
    const { store, send, refreshBalance } = setup(
      'bip122:000000000019d6689c085ae165831e93:bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
    )
    initializeChains(store, [testNetwork('bip122:000000000019d6689c085ae165831e93')])
    setSendDraft(store, { token: eth, sendTokenAmount: '1', receiverAddress: receiver })
    await expect(sendToken(store, { send, refreshBalance })).rejects.toThrow('Unsupported chain')
  })
})
