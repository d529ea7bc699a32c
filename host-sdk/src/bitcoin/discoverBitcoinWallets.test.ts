// @vitest-environment happy-dom
import { ErrorCode } from '@airlock/shared-protocol'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { afterEach, expect, test, vi } from 'vitest'
import { createWalletRequest } from '../handlers/createWalletRequest.ts'
import { registerWallet } from '../testing/fakeWallets.ts'
import { discoverWallets } from '../wallets/discoverWallets.ts'
import { bitcoinAdapter } from './bitcoinAdapter.ts'

// Bitcoin wallets (wallet-standard `bitcoin:` features, UniSat's window.unisat) as the host's
// wallet directory finds them with bitcoinAdapter().
const PAYMENT = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const ORDINALS = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c'
const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  delete (window as { unisat?: unknown }).unisat
})
const flushed = () => new Promise<void>((resolve) => queueMicrotask(resolve))

function fakeStandardWallet(name: string) {
  const account: WalletAccount = {
    address: PAYMENT,
    publicKey: new Uint8Array([2, 0xab]),
    chains: ['bitcoin:testnet'],
    features: ['bitcoin:signMessage'],
  }
  const changes = new Set<() => void>()
  let connected: WalletAccount[] = []
  const signTransaction = vi.fn(async (_input: unknown) => [{ signedPsbt: new Uint8Array([7, 8]) }])
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['bitcoin:testnet'],
    get accounts() {
      return connected
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async () => {
          connected = [account]
          return { accounts: connected }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: async ({ message }: { message: Uint8Array }) => [
          { signedMessage: message, signature: new Uint8Array([1, 2, 3]) },
        ],
      },
      'bitcoin:signTransaction': { version: '1.0.0', signTransaction },
      'standard:events': {
        version: '1.0.0',
        on: (_event: string, listener: () => void) => {
          changes.add(listener)
          return () => changes.delete(listener)
        },
      },
    },
  }
  return {
    wallet,
    account,
    signTransaction,
    change: () => {
      for (const listener of changes) listener()
    },
  }
}

function fakeUnisat() {
  let answer: (value: string) => void = () => {}
  const listeners = new Set<(accounts: string[]) => void>()
  return {
    requestAccounts: vi.fn(async () => [ORDINALS]),
    getPublicKey: async () => '03ff',
    signMessage: vi.fn(
      (_message: string, _type: string) => new Promise<string>((resolve) => (answer = resolve)),
    ),
    signPsbt: vi.fn(async (_psbtHex: string, _options: unknown) => '0a0b'),
    on: (_event: string, listener: (accounts: string[]) => void) => listeners.add(listener),
    removeListener: (_event: string, listener: (accounts: string[]) => void) =>
      listeners.delete(listener),
    answer: (signature: string) => answer(signature),
    emit: (accounts: string[]) => {
      for (const listener of listeners) listener(accounts)
    },
  }
}

async function start() {
  const onEvent = vi.fn()
  const wallets = discoverWallets(window, [bitcoinAdapter()], vi.fn(), onEvent)
  cleanups.push(wallets.destroy)
  await flushed()
  return { wallets, onEvent, walletRequest: createWalletRequest(wallets.get) }
}

test('default: wallet-standard bitcoin wallets (early and late) and UniSat', async () => {
  const early = fakeStandardWallet('Early')
  cleanups.push(registerWallet(early.wallet))
  ;(window as { unisat?: unknown }).unisat = fakeUnisat()
  const { wallets } = await start()
  cleanups.push(registerWallet(fakeStandardWallet('Late').wallet))
  await flushed()
  expect(wallets.list()).toEqual([
    {
      id: 'bip122:ws:Early',
      name: 'Early',
      type: 'ANNOUNCED',
      namespace: 'bip122',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    },
    expect.objectContaining({ id: 'bip122:ws:Late' }),
    { id: 'bip122:unisat', name: 'UniSat', type: 'INJECTED', namespace: 'bip122' },
  ])
})

test('behavior: a wallet-standard wallet connects, signs a message and a PSBT in base64', async () => {
  const fake = fakeStandardWallet('Xverse')
  cleanups.push(registerWallet(fake.wallet))
  const { walletRequest } = await start()
  const connectorId = 'bip122:ws:Xverse'
  await expect(walletRequest({ connectorId, method: 'bitcoin:connect' })).resolves.toEqual({
    accounts: [{ address: PAYMENT, publicKey: '02ab', purpose: 'payment' }],
  })
  await expect(
    walletRequest({
      connectorId,
      method: 'bitcoin:signMessage',
      params: { address: PAYMENT, message: 'hi' },
    }),
  ).resolves.toEqual({ signature: 'AQID' })
  await expect(
    walletRequest({
      connectorId,
      method: 'bitcoin:signPsbt',
      params: { psbt: 'BQY=', signInputs: { [PAYMENT]: [0, 2] } },
    }),
  ).resolves.toEqual({ psbt: 'Bwg=' })
  expect(fake.signTransaction).toHaveBeenCalledWith({
    psbt: new Uint8Array([5, 6]),
    inputsToSign: [{ account: fake.account, signingIndexes: [0, 2] }],
  })
})

test('behavior: a silent bitcoin:connect (the reload) answers allowed accounts, never prompting', async () => {
  const fake = fakeStandardWallet('Xverse')
  cleanups.push(registerWallet(fake.wallet))
  const unisat = { ...fakeUnisat(), getAccounts: vi.fn(async () => [ORDINALS]) }
  ;(window as { unisat?: unknown }).unisat = unisat
  const { walletRequest } = await start()
  const silently = (connectorId: string) =>
    walletRequest({ connectorId, method: 'bitcoin:connect', params: { silent: true } })
  // Not yet allowed: no accounts, and the wallet is not asked to connect.
  await expect(silently('bip122:ws:Xverse')).resolves.toEqual({ accounts: [] })
  await walletRequest({ connectorId: 'bip122:ws:Xverse', method: 'bitcoin:connect' })
  await expect(silently('bip122:ws:Xverse')).resolves.toEqual({
    accounts: [{ address: PAYMENT, publicKey: '02ab', purpose: 'payment' }],
  })
  await expect(silently('bip122:unisat')).resolves.toEqual({
    accounts: [{ address: ORDINALS, publicKey: '03ff', purpose: 'ordinals' }],
  })
  expect(unisat.requestAccounts).not.toHaveBeenCalled()
  unisat.getAccounts.mockResolvedValueOnce([])
  await expect(silently('bip122:unisat')).resolves.toEqual({ accounts: [] })
})

test('behavior: UniSat signs BIP-322 and PSBTs in hex; one prompt at a time', async () => {
  const unisat = fakeUnisat()
  ;(window as { unisat?: unknown }).unisat = unisat
  const { walletRequest } = await start()
  const connectorId = 'bip122:unisat'
  await expect(walletRequest({ connectorId, method: 'bitcoin:connect' })).resolves.toEqual({
    accounts: [{ address: ORDINALS, publicKey: '03ff', purpose: 'ordinals' }],
  })
  const params = { address: ORDINALS, message: 'hi' }
  const signing = walletRequest({ connectorId, method: 'bitcoin:signMessage', params })
  await expect(
    walletRequest({ connectorId, method: 'bitcoin:signMessage', params }),
  ).rejects.toMatchObject({ code: ErrorCode.REQUEST_PENDING })
  await vi.waitFor(() => expect(unisat.signMessage).toHaveBeenCalledWith('hi', 'bip322-simple'))
  unisat.answer('c2ln')
  await expect(signing).resolves.toEqual({ signature: 'c2ln' })
  await expect(
    walletRequest({
      connectorId,
      method: 'bitcoin:signPsbt',
      params: { psbt: 'BQY=', signInputs: { [ORDINALS]: [1] } },
    }),
  ).resolves.toEqual({ psbt: 'Cgs=' })
  expect(unisat.signPsbt).toHaveBeenCalledWith('0506', {
    autoFinalized: false,
    toSignInputs: [{ index: 1, address: ORDINALS }],
  })
})

test('behavior: account changes go to the modal as accountsChanged', async () => {
  const fake = fakeStandardWallet('Xverse')
  cleanups.push(registerWallet(fake.wallet))
  const unisat = fakeUnisat()
  ;(window as { unisat?: unknown }).unisat = unisat
  const { walletRequest, onEvent } = await start()
  await walletRequest({ connectorId: 'bip122:ws:Xverse', method: 'bitcoin:connect' })
  fake.change()
  expect(onEvent).toHaveBeenCalledWith('bip122:ws:Xverse', 'accountsChanged', {
    accounts: [{ address: PAYMENT, publicKey: '02ab', purpose: 'payment' }],
  })
  unisat.emit([PAYMENT])
  await vi.waitFor(() =>
    expect(onEvent).toHaveBeenCalledWith('bip122:unisat', 'accountsChanged', {
      accounts: [{ address: PAYMENT, publicKey: '03ff', purpose: 'payment' }],
    }),
  )
})

test('error: other methods, unknown accounts and malformed params are refused by name', async () => {
  cleanups.push(registerWallet(fakeStandardWallet('Xverse').wallet))
  const { walletRequest } = await start()
  const connectorId = 'bip122:ws:Xverse'
  await walletRequest({ connectorId, method: 'bitcoin:connect' })
  await expect(
    walletRequest({ connectorId, method: 'bitcoin:sendTransfer', params: {} }),
  ).rejects.toMatchObject({ code: ErrorCode.WALLET_REQUEST_NOT_ALLOWED })
  await expect(
    walletRequest({
      connectorId,
      method: 'bitcoin:signMessage',
      params: { address: ORDINALS, message: 'hi' },
    }),
  ).rejects.toMatchObject({
    code: ErrorCode.INVALID_PARAMS,
    message: `Xverse has no connected account ${ORDINALS}.`,
  })
  await expect(
    walletRequest({
      connectorId,
      method: 'bitcoin:signPsbt',
      params: { psbt: 'BQY=', signInputs: { [PAYMENT]: [-1] } },
    }),
  ).rejects.toMatchObject({
    code: ErrorCode.INVALID_PARAMS,
    message: 'bitcoin:signPsbt needs signInputs as { [address]: input indexes }, at least one.',
  })
})
