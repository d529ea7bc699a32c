// @vitest-environment happy-dom
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createFakeModalPage } from '../testing/createFakeModalPage.ts'
import { fakeSolanaWallet, registerWallet, SOLANA_MAINNET } from '../testing/fakeWallets.ts'
import { mountModalOverChannel } from '../testing/mountModalOverChannel.ts'
import { solanaAdapter } from './solanaAdapter.ts'

// An instance made with adapters: [solanaAdapter()], over a MessageChannel to a fake modal page
// (see createModalInstance.test.ts for why): its Solana wallets and getProvider('solana').
const cleanups: Array<() => void> = []
let projectCounter = 0

beforeEach(() => {
  document.body.innerHTML = ''
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

async function readyModal() {
  projectCounter += 1
  const { modal, port } = await mountModalOverChannel(
    { projectId: `s${projectCounter}`, adapters: [solanaAdapter()] },
    cleanups,
  )
  const page = createFakeModalPage(port, modal.instanceId)
  const answer = await page.ready()
  return { modal, page, answer }
}

describe('host wallets', () => {
  test('default: Solana wallets are listed, reached and listened to', async () => {
    const solana = fakeSolanaWallet('Phantom')
    cleanups.push(registerWallet(solana.wallet))
    const { modal, page, answer } = await readyModal()
    expect(answer.connectors.map(({ id, namespace }) => [id, namespace])).toEqual([
      ['ws:Phantom', 'solana'],
    ])
    await expect(
      page.call('walletRequest', { connectorId: 'ws:Phantom', method: 'standard:connect' }),
    ).resolves.toMatchObject({ accounts: [{ address: solana.account.address }] })
    await expect(
      page.call('walletRequest', { connectorId: 'ws:Phantom', method: 'solana:signIn' }),
    ).rejects.toMatchObject({ code: ErrorCode.WALLET_REQUEST_NOT_ALLOWED })
    solana.emitChange()
    await vi.waitFor(() =>
      expect(page.calls).toContainEqual({
        method: 'walletEvent',
        params: {
          connectorId: 'ws:Phantom',
          event: 'change',
          data: {
            accounts: [
              {
                address: solana.account.address,
                chains: [SOLANA_MAINNET],
                features: ['solana:signMessage', 'solana:signTransaction'],
              },
            ],
            chains: [SOLANA_MAINNET],
          },
        },
      }),
    )
    modal.destroy()
    expect(solana.changeListenerCount()).toBe(0)
  })
})

describe('getProvider', () => {
  test("default: 'solana' connect() asks the modal for the account (standard:connect) and gives its public key", async () => {
    const { modal, page } = await readyModal()
    const address = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
    page.answer = () => [address]
    await expect(modal.getProvider('solana').connect()).resolves.toEqual({ publicKey: address })
    expect(page.calls.map(({ params }) => params)).toEqual([
      { namespace: 'solana', method: 'standard:connect' },
    ])
  })

  test("default: 'solana' signs through providerRequest with base64 bytes", async () => {
    const { modal, page } = await readyModal()
    const solana = modal.getProvider('solana')
    expect(solana.publicKey).toBeUndefined()
    const address = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
    const chain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    await page.push({
      seq: 1,
      status: 'connected',
      account: { address, caipAddress: `${chain}:${address}`, namespace: 'solana' },
      network: { caipNetworkId: chain, name: 'Solana' },
    })
    expect(solana.publicKey).toBe(address)
    page.answer = ({ params }) => {
      const { method } = params as { method: string }
      if (method === 'solana:signMessage') return { signature: btoa('\x05\x06') }
      if (method === 'solana:signTransaction') return { signedTransaction: btoa('\x01\x02\x03') }
      return { signature: btoa('\x07') }
    }
    await expect(solana.signMessage(new Uint8Array([104, 105]))).resolves.toEqual(
      new Uint8Array([5, 6]),
    )
    await expect(solana.signTransaction(new Uint8Array([1, 2]))).resolves.toEqual(
      new Uint8Array([1, 2, 3]),
    )
    await expect(solana.signAndSendTransaction(new Uint8Array([1, 2]))).resolves.toEqual(
      new Uint8Array([7]),
    )
    expect(page.calls.map(({ params }) => params)).toEqual([
      {
        namespace: 'solana',
        method: 'solana:signMessage',
        params: { message: 'aGk=', address, chain },
      },
      {
        namespace: 'solana',
        method: 'solana:signTransaction',
        params: { transaction: 'AQI=', address, chain },
      },
      {
        namespace: 'solana',
        method: 'solana:signAndSendTransaction',
        params: { transaction: 'AQI=', address, chain },
      },
    ])
    page.answer = () => ({ signature: 42 })
    await expect(solana.signMessage(new Uint8Array([1]))).rejects.toMatchObject({
      code: ErrorCode.INVALID_PARAMS,
      shortMessage: 'Expected the signature as a base64 string.',
    })
    page.answer = () => {
      throw new AirlockError(ErrorCode.USER_REJECTED, 'Declined')
    }
    await expect(solana.signMessage(new Uint8Array([1]))).rejects.toMatchObject({
      code: ErrorCode.USER_REJECTED,
    })
  })

  test('behavior: with an EVM account active, the Solana account and its network sign; options go along', async () => {
    const { modal, page } = await readyModal()
    const address = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
    const chain = 'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ'
    const evm = {
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      namespace: 'eip155',
    } as const
    const solana = { address, caipAddress: `${chain}:${address}`, namespace: 'solana' } as const
    await page.push({
      seq: 1,
      status: 'connected',
      account: evm,
      accounts: [evm, solana],
      network: { caipNetworkId: 'eip155:31337', name: 'Anvil' },
    })
    page.answer = () => ({ signature: btoa('\x07') })
    await modal
      .getProvider('solana')
      .signAndSendTransaction(new Uint8Array([1]), { skipPreflight: true })
    expect(page.calls.map(({ params }) => params)).toEqual([
      {
        namespace: 'solana',
        method: 'solana:signAndSendTransaction',
        params: { transaction: 'AQ==', address, chain, options: { skipPreflight: true } },
      },
    ])
  })
})
