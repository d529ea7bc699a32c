// @vitest-environment happy-dom
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import {
  generateKeyPair,
  getAddressFromPublicKey,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  type SignatureBytes,
  signBytes,
  verifySignature,
} from '@solana/kit'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { hashMessage, recoverMessageAddress, stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { setAccount, setCaipAddress } from '../../state/account.ts'
import { initializeChains, setActiveNetwork, setChainClients } from '../../state/chain.ts'
import { activeConnectorIdsAtom } from '../../state/connectors.ts'
import { hostOriginAtom } from '../../state/hostOrigin.ts'
import { closeDisabledAtom, closeModal, modalOpenAtom } from '../../state/modal.ts'
import { registryLogosAtom } from '../../state/registryLogos.ts'
import { viewAtom } from '../../state/router/viewStack.ts'
import { requestSiwxOnConnect } from '../../state/siwx/requestSiwxOnConnect.ts'
import { getSiwxSession } from '../../state/siwx/siwxSessions.ts'
import { snackbarAtom } from '../../state/snackbar.ts'
import { createSafeStorage, storageAtom } from '../../state/storage.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { SIWXSignMessage } from './SIWXSignMessage.tsx'

afterEach(cleanup)

const wallet = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

function setup(
  siwx: { required?: boolean; statement?: string; hostNonce?: boolean },
  walletRequest: (id: string, method: string, params?: unknown) => Promise<unknown>,
  siwxNonce?: (parameters: { address: string; caipNetworkId: string }) => Promise<string>,
  /** More of the host's options, e.g. its `metadata`. */
  options: object = {},
) {
  const store = testStore({ siwx, ...options })
  store.set(storageAtom, createSafeStorage(undefined))
  store.set(hostOriginAtom, 'http://127.0.0.1:4300')
  initializeChains(store, [testNetwork('eip155:1')])
  const disconnect = vi.fn(async () => {})
  setChainClients(store, 'eip155', { connectionClient: { disconnect } })
  setCaipAddress(store, `eip155:1:${wallet.address}`)
  store.set(activeConnectorIdsAtom, { eip155: 'io.metamask' })
  const request = vi.fn(walletRequest)
  const hostNonce = vi.fn(siwxNonce ?? (async () => 'unused00'))
  store.set(hostLinkAtom, {
    bridge: { walletRequest: request },
    openUrl: async () => true,
    siwxNonce: hostNonce,
  })
  requestSiwxOnConnect(store)
  renderView(<SIWXSignMessage />, store)
  return { store, request, disconnect, hostNonce }
}

async function signWithWallet(_id: string, method: string, params?: unknown) {
  if (method !== 'personal_sign') throw new Error(`unexpected ${method}`)
  const [hex] = params as [`0x${string}`, string]
  return wallet.signMessage({ message: { raw: hex } })
}

function shownMessage(): string {
  return screen.getByTestId('siwx-message').textContent ?? ''
}

describe('SIWXSignMessage', () => {
  test('§4 SIWX: shows the exact message for the verified origin; Sign signs that text with personal_sign', async () => {
    const { store, request } = setup(
      { required: true, statement: 'Welcome back' },
      async (_id, method, params) => {
        if (method !== 'personal_sign') throw new Error(`unexpected ${method}`)
        const [hex] = params as [`0x${string}`, string]
        return wallet.signMessage({ message: { raw: hex } })
      },
    )
    expect(store.get(closeDisabledAtom)).toBe(true)
    const text = shownMessage()
    expect(text.split('\n').slice(0, 4)).toEqual([
      '127.0.0.1:4300 wants you to sign in with your Ethereum account:',
      wallet.address,
      '',
      'Welcome back',
    ])
    expect(text).toContain('URI: http://127.0.0.1:4300')
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(store.get(modalOpenAtom)).toBe(false))
    expect(request.mock.calls[0]?.[0]).toBe('io.metamask')
    expect(request.mock.calls[0]?.[2]).toEqual([expect.stringMatching(/^0x/), wallet.address])
    const session = getSiwxSession(store, 'eip155', wallet.address)
    expect(session?.message).toBe(text)
    expect(session && hashMessage(session.message)).toBe(hashMessage(text))
    const signer = await recoverMessageAddress({
      message: text,
      signature: session?.signature as `0x${string}`,
    })
    expect(signer).toBe(wallet.address)
    expect(store.get(closeDisabledAtom)).toBe(false)
  })

  test("§4 §8 SIWX: a refused signature keeps the view with 'Signature declined'", async () => {
    const { store } = setup({ required: true }, async () => {
      throw new AirlockError(ErrorCode.USER_REJECTED, 'User rejected the request.')
    })
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Signature declined')
    expect(store.get(viewAtom)).toBe('SIWXSignMessage')
    expect(store.get(modalOpenAtom)).toBe(true)
    expect(getSiwxSession(store, 'eip155', wallet.address)).toBeUndefined()
    // The way on is the same button, now saying what it does.
    expect(screen.getByRole('button', { name: 'Sign again' })).toHaveProperty('disabled', false)
  })

  test('error: a wallet that cannot sign (a prompt already open) says so, not that the visitor declined', async () => {
    const { store } = setup({ required: true }, async () => {
      throw new AirlockError(
        ErrorCode.REQUEST_PENDING,
        'The wallet already has a request open: finish it there first.',
      )
    })
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The wallet already has a request open: finish it there first.',
    )
    expect(store.get(viewAtom)).toBe('SIWXSignMessage')
    expect(getSiwxSession(store, 'eip155', wallet.address)).toBeUndefined()
    expect(screen.getByRole('button', { name: /^Sign/ })).toHaveProperty('disabled', false)
  })

  test('default: two lines: who asks (the verified domain) and what signing does; the message on demand', () => {
    setup({ required: false, statement: 'Welcome back' }, signWithWallet)
    const [title, text] = [...document.querySelectorAll('.al-siwx-hero p')].map(
      (line) => line.textContent,
    )
    expect(title).toBe('127.0.0.1:4300 wants you to sign in')
    expect(text).toBe(
      'Sign with 0xf39F…92266 to prove it’s yours. It costs nothing and sends no transaction.',
    )
    // The host's statement is in the message, not a block of its own.
    expect(screen.queryByText('Welcome back')).toBeNull()
    expect(shownMessage()).toContain('Welcome back')
    expect(screen.getByText('View message').tagName).toBe('SUMMARY')
  })

  test("default: the app's and the wallet's logos as a pair: the host's icon, the wallet's registry logo", () => {
    const { store } = setup({}, signWithWallet, undefined, {
      metadata: { name: 'Demo', icons: ['http://127.0.0.1:4300/icon.png'] },
    })
    act(() => {
      store.set(registryLogosAtom, new Map([['io.metamask', '/wallets/img/io.metamask.webp']]))
      setAccount(store, 'eip155', { connectedWalletInfo: { name: 'MetaMask' } })
    })
    const pair = screen.getByRole('img', { name: '127.0.0.1:4300 and MetaMask' })
    expect([...pair.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      'http://127.0.0.1:4300/icon.png',
      '/wallets/img/io.metamask.webp',
    ])
    // An icon that does not load (the CSP admits few origins) gives way to the domain's monogram.
    fireEvent.error(screen.getByTestId('siwx-app-icon'))
    expect(screen.getByTestId('wallet-monogram').textContent).toBe('12')
  })

  test("default: without the host's icon, the domain's monogram; without a wallet logo, the account's avatar", () => {
    const { store } = setup({}, signWithWallet)
    act(() => store.set(hostOriginAtom, 'https://app.example.com'))
    const pair = screen.getByRole('img', { name: 'app.example.com and your account' })
    expect(pair.querySelector('[data-testid="wallet-monogram"]')?.textContent).toBe('EX')
    expect(pair.querySelector('[data-testid="avatar"]')).not.toBeNull()
    expect(pair.querySelector('img')).toBeNull()
    // A wallet that announced its own icon shows it, named.
    const icon = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'
    act(() => setAccount(store, 'eip155', { connectedWalletInfo: { name: 'Rabby', icon } }))
    const named = screen.getByRole('img', { name: 'app.example.com and Rabby' })
    expect(named.querySelector('img')?.getAttribute('src')).toBe(icon)
  })

  test('behavior: a required sign-in says up front that Cancel disconnects', () => {
    setup({ required: true }, signWithWallet)
    expect(document.querySelector('.al-siwx-text')?.textContent).toMatch(
      / It costs nothing and sends no transaction\. Cancel disconnects you\.$/,
    )
  })

  test("args: siwx.hostNonce: the host's nonce for this account and network, verbatim in the message signed", async () => {
    let answer: (nonce: string) => void = () => {}
    const { store, request, hostNonce } = setup(
      { required: true, hostNonce: true },
      signWithWallet,
      () =>
        new Promise<string>((resolve) => {
          answer = resolve
        }),
    )
    // Until the host answers there is no message to sign.
    expect(screen.getByTestId('siwx-preparing').textContent).toBe('Preparing the sign-in message…')
    expect(screen.getByRole('button', { name: 'Sign' })).toHaveProperty('disabled', true)
    expect(hostNonce).toHaveBeenCalledExactlyOnceWith({
      address: wallet.address,
      caipNetworkId: 'eip155:1',
    })
    answer('Host0Nonce42fromTheServer')
    const shown = await screen.findByTestId('siwx-message')
    const text = shown.textContent ?? ''
    expect(text.split('\n').filter((line) => line.startsWith('Nonce: '))).toEqual([
      'Nonce: Host0Nonce42fromTheServer',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(store.get(modalOpenAtom)).toBe(false))
    const session = getSiwxSession(store, 'eip155', wallet.address)
    expect(session?.message).toBe(text)
    expect(session?.data).toMatchObject({ nonce: 'Host0Nonce42fromTheServer' })
    expect(request.mock.calls[0]?.[2]).toEqual([stringToHex(text), wallet.address])
    expect(
      await recoverMessageAddress({
        message: text,
        signature: session?.signature as `0x${string}`,
      }),
    ).toBe(wallet.address)
    expect(hostNonce).toHaveBeenCalledOnce()
  })

  test("error: siwx.hostNonce: the host gives no nonce → disconnect, Connect, 'A problem occurred while trying initialize authentication', reason logged", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failure = new AirlockError(ErrorCode.SIWX_NONCE_FAILED, 'siwx.getNonce() threw: down')
    const { store, request, disconnect } = setup(
      { required: true, hostNonce: true },
      signWithWallet,
      () => Promise.reject(failure),
    )
    await waitFor(() => expect(disconnect).toHaveBeenCalledOnce())
    expect(store.get(viewAtom)).toBe('Connect')
    expect(store.get(snackbarAtom)).toMatchObject({
      open: true,
      variant: 'error',
      message: 'A problem occurred while trying initialize authentication',
    })
    expect(log).toHaveBeenCalledWith(expect.stringContaining('[airlock] SIWX'), failure)
    expect(request).not.toHaveBeenCalled()
    log.mockRestore()
  })

  test('behavior: siwx.hostNonce: another active account while the view is open asks the host again, for it', async () => {
    const other = privateKeyToAccount(
      '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    )
    const { store, hostNonce } = setup(
      { required: true, hostNonce: true },
      signWithWallet,
      async ({ address }) => (address === wallet.address ? 'FirstNonce1' : 'SecondNonce2'),
    )
    expect(await screen.findByTestId('siwx-message')).toHaveProperty(
      'textContent',
      expect.stringContaining('Nonce: FirstNonce1'),
    )
    act(() => setCaipAddress(store, `eip155:1:${other.address}`))
    await waitFor(() =>
      expect(screen.getByTestId('siwx-message').textContent).toContain('Nonce: SecondNonce2'),
    )
    expect(screen.getByTestId('siwx-message').textContent).toContain(other.address)
    expect(hostNonce.mock.calls.map(([parameters]) => parameters.address)).toEqual([
      wallet.address,
      other.address,
    ])
  })

  test('§4 SIWX: Cancel disconnects when SIWX is required and goes back to Connect', async () => {
    const { store, disconnect } = setup({ required: true }, async () => null)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(disconnect).toHaveBeenCalledOnce())
    expect(store.get(viewAtom)).toBe('Connect')
  })

  test('behavior: required sign-in: × or Escape says why the modal stays and offers Disconnect', async () => {
    const { store, disconnect } = setup({ required: true }, signWithWallet)
    await screen.findByTestId('siwx-message')
    expect(screen.queryByText('Sign in to continue, or disconnect')).toBeNull()
    // × and Escape both ask closeModal, which refuses here.
    act(() => {
      expect(closeModal(store)).toBe(false)
    })
    expect(store.get(modalOpenAtom)).toBe(true)
    expect(screen.getByRole('alert').textContent).toContain('Sign in to continue, or disconnect')
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(disconnect).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(store.get(viewAtom)).toBe('Connect'))
  })

  test('§4 SIWX: Cancel closes without disconnecting when SIWX is optional', async () => {
    const { store, disconnect } = setup({ required: false }, async () => null)
    expect(store.get(closeDisabledAtom)).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(store.get(modalOpenAtom)).toBe(false))
    expect(disconnect).not.toHaveBeenCalled()
  })

  test('§3 §4 SIWX on Solana: the CAIP-122 Solana message, signed with solana:signMessage; the base58 signature verifies', async () => {
    const keys = await generateKeyPair()
    const address = await getAddressFromPublicKey(keys.publicKey)
    const solanaLocal = testNetwork('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    const store = testStore({ siwx: { required: true } })
    store.set(storageAtom, createSafeStorage(undefined))
    store.set(hostOriginAtom, 'http://127.0.0.1:4300')
    initializeChains(store, [solanaLocal])
    setActiveNetwork(store, solanaLocal)
    setCaipAddress(store, `${solanaLocal.caipNetworkId}:${address}`)
    store.set(activeConnectorIdsAtom, { solana: 'demo-solana' })
    const request = vi.fn(async (_id: string, method: string, params?: unknown) => {
      if (method !== 'solana:signMessage') throw new Error(`unexpected ${method}`)
      const { message } = params as { message: string }
      const bytes = new Uint8Array(getBase64Encoder().encode(message))
      return {
        signedMessage: message,
        signature: getBase64Decoder().decode(await signBytes(keys.privateKey, bytes)),
      }
    })
    store.set(hostLinkAtom, { bridge: { walletRequest: request }, openUrl: async () => true })
    requestSiwxOnConnect(store)
    renderView(<SIWXSignMessage />, store)
    const text = shownMessage()
    expect(text.split('\n').slice(0, 2)).toEqual([
      '127.0.0.1:4300 wants you to sign in with your Solana account:',
      address,
    ])
    expect(text).toContain(`Chain ID: ${solanaLocal.caipNetworkId}`)
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(store.get(modalOpenAtom)).toBe(false))
    expect(request.mock.calls[0]?.slice(0, 2)).toEqual(['demo-solana', 'solana:signMessage'])
    const session = getSiwxSession(store, 'solana', address)
    expect(session?.message).toBe(text)
    const signature = getBase58Encoder().encode(session?.signature ?? '') as SignatureBytes
    expect(await verifySignature(keys.publicKey, signature, new TextEncoder().encode(text))).toBe(
      true,
    )
  })
})
