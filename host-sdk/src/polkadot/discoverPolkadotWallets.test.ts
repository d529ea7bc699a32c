// @vitest-environment happy-dom
import { ErrorCode } from '@airlock/shared-protocol'
import { afterEach, expect, test, vi } from 'vitest'
import { createWalletRequest } from '../handlers/createWalletRequest.ts'
import { discoverWallets } from '../wallets/discoverWallets.ts'
import { polkadotAdapter } from './polkadotAdapter.ts'

// polkadot{.js}-protocol extensions as the host's wallet directory finds them with polkadotAdapter().
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  delete (window as { injectedWeb3?: unknown }).injectedWeb3
})
const flushed = () => new Promise<void>((resolve) => queueMicrotask(resolve))

/** A fake extension: its signer waits for the test to answer, as a prompt waits for the visitor. */
function fakeExtension() {
  const subscribers = new Set<(accounts: unknown[]) => void>()
  let answer: (value: { signature: string }) => void = () => {}
  const injected = {
    accounts: {
      get: async () => [{ address: ALICE, name: 'Alice', type: 'sr25519' }],
      subscribe: (listener: (accounts: unknown[]) => void) => {
        subscribers.add(listener)
        return () => subscribers.delete(listener)
      },
    },
    signer: {
      signRaw: vi.fn(
        (_raw: unknown) => new Promise<{ signature: string }>((resolve) => (answer = resolve)),
      ),
      signPayload: vi.fn(async (_payload: unknown) => ({ signature: '0x02' })),
    },
  }
  const enable = vi.fn(async (_origin: string) => injected)
  return {
    extension: { enable, version: '0.58.1' },
    enable,
    injected,
    answer: (signature: string) => answer({ signature }),
    emit: (accounts: unknown[]) => {
      for (const subscriber of subscribers) subscriber(accounts)
    },
  }
}

async function start(injectedWeb3: Record<string, unknown>) {
  ;(window as { injectedWeb3?: unknown }).injectedWeb3 = injectedWeb3
  const onEvent = vi.fn()
  const wallets = discoverWallets(window, [polkadotAdapter({ appName: 'Demo' })], vi.fn(), onEvent)
  cleanups.push(wallets.destroy)
  await flushed()
  return { wallets, onEvent, walletRequest: createWalletRequest(wallets.get) }
}

test('default: each injectedWeb3 extension with enable() is a polkadot connector', async () => {
  const { wallets } = await start({
    'polkadot-js': fakeExtension().extension,
    'my-wallet': fakeExtension().extension,
    broken: { version: '1' },
  })
  expect(wallets.list()).toEqual([
    { id: 'polkadot:polkadot-js', name: 'polkadot{.js}', type: 'INJECTED', namespace: 'polkadot' },
    { id: 'polkadot:my-wallet', name: 'my-wallet', type: 'INJECTED', namespace: 'polkadot' },
  ])
})

test('behavior: connect enables once with the app name; signing passes hex through', async () => {
  const fake = fakeExtension()
  const { walletRequest } = await start({ talisman: fake.extension })
  const connectorId = 'polkadot:talisman'
  await expect(walletRequest({ connectorId, method: 'polkadot:connect' })).resolves.toEqual({
    accounts: [{ address: ALICE, name: 'Alice', type: 'sr25519' }],
  })
  const signing = walletRequest({
    connectorId,
    method: 'polkadot:signRaw',
    params: { address: ALICE, data: '0x68656c6c6f' },
  })
  await vi.waitFor(() => expect(fake.injected.signer.signRaw).toHaveBeenCalled())
  fake.answer('0x01')
  await expect(signing).resolves.toEqual({ signature: '0x01' })
  expect(fake.injected.signer.signRaw).toHaveBeenCalledWith({
    address: ALICE,
    data: '0x68656c6c6f',
    type: 'bytes',
  })
  const payload = { address: ALICE, genesisHash: '0xab', method: '0x0500', nonce: '0x00' }
  await expect(
    walletRequest({ connectorId, method: 'polkadot:signPayload', params: { payload } }),
  ).resolves.toEqual({ signature: '0x02' })
  expect(fake.injected.signer.signPayload).toHaveBeenCalledWith(payload)
  expect(fake.enable).toHaveBeenCalledTimes(1)
  expect(fake.enable).toHaveBeenCalledWith('Demo')
})

test('behavior: one prompt per wallet; other methods are refused', async () => {
  const fake = fakeExtension()
  const { walletRequest } = await start({ 'polkadot-js': fake.extension })
  const connectorId = 'polkadot:polkadot-js'
  const params = { address: ALICE, data: '0x00' }
  const first = walletRequest({ connectorId, method: 'polkadot:signRaw', params })
  await expect(
    walletRequest({ connectorId, method: 'polkadot:signRaw', params }),
  ).rejects.toMatchObject({ code: ErrorCode.REQUEST_PENDING })
  await vi.waitFor(() => expect(fake.injected.signer.signRaw).toHaveBeenCalledTimes(1))
  fake.answer('0x01')
  await first
  await expect(
    walletRequest({ connectorId, method: 'polkadot:signAndSend', params }),
  ).rejects.toMatchObject({ code: ErrorCode.WALLET_REQUEST_NOT_ALLOWED })
})

test('behavior: account changes after connect go to the modal as accountsChanged', async () => {
  const fake = fakeExtension()
  const { walletRequest, onEvent } = await start({ 'polkadot-js': fake.extension })
  await walletRequest({ connectorId: 'polkadot:polkadot-js', method: 'polkadot:connect' })
  fake.emit([{ address: ALICE, name: 'Renamed', genesisHash: null }])
  expect(onEvent).toHaveBeenLastCalledWith('polkadot:polkadot-js', 'accountsChanged', {
    accounts: [{ address: ALICE, name: 'Renamed' }],
  })
})

test('error: a refusal is USER_REJECTED and asks again next time; bad params are named', async () => {
  const fake = fakeExtension()
  fake.enable.mockRejectedValueOnce(new Error('Cancelled'))
  const { walletRequest } = await start({ 'polkadot-js': fake.extension })
  const connectorId = 'polkadot:polkadot-js'
  await expect(walletRequest({ connectorId, method: 'polkadot:connect' })).rejects.toMatchObject({
    code: ErrorCode.USER_REJECTED,
    message: 'Cancelled',
  })
  await expect(walletRequest({ connectorId, method: 'polkadot:connect' })).resolves.toBeTruthy()
  await expect(
    walletRequest({
      connectorId,
      method: 'polkadot:signRaw',
      params: { address: ALICE, data: 'hello' },
    }),
  ).rejects.toMatchObject({
    code: ErrorCode.INVALID_PARAMS,
    message: 'polkadot:signRaw needs data as a 0x hex string.',
  })
})
