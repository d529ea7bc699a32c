// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { loadBalancesDepsAtom } from '../../app/loadBalancesDepsAtom.ts'
import { setCaipAddress } from '../../state/account.ts'
import { initializeChains } from '../../state/chain.ts'
import { projectServicesAtom } from '../../state/options.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { Account } from './Account.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const ADDRESS = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const API = 'http://127.0.0.1:4330/v1/'
const COLLECTION = {
  address: '0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A',
  name: 'Airlock Demo Collectibles',
  symbol: 'ALDC',
}

const nft = (tokenId: string, name: string) => ({
  chainId: 'eip155:1',
  tokenId,
  name,
  description: `${name}, drawn for the tests.`,
  imageUrl: `${API}collectibles/${tokenId}.svg`,
  collection: COLLECTION,
})

/** Account on chain 1 with the project API answering the NFT listing with `answer`. */
function account(answer: (url: string) => Promise<Response>) {
  const api = vi.fn(async (url: string) =>
    url.includes('/nfts?') ? answer(url) : Response.json([]),
  )
  vi.stubGlobal('fetch', api)
  const store = testStore()
  store.set(loadBalancesDepsAtom, { fetchBalances: async () => [] })
  store.set(projectServicesAtom, { apiUrl: API })
  initializeChains(store, [testNetwork('eip155:1')])
  setCaipAddress(store, `eip155:1:${ADDRESS}`)
  renderView(<Account />, store)
  return api
}

const openNfts = () => fireEvent.click(screen.getByRole('tab', { name: 'NFTs' }))

describe('Account: NFTs tab', () => {
  test('default: the tabs are Tokens, NFTs, Activity with the project API', () => {
    account(() => new Promise(() => {}))
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Tokens',
      'NFTs',
      'Activity',
    ])
  })

  test('behavior: loading tiles, then the grid of the API; a tile opens its detail, and back to it', async () => {
    let answer: (response: Response) => void = () => {}
    const api = account(() => new Promise((resolve) => (answer = resolve)))
    openNfts()
    expect(screen.getByRole('status', { name: 'Loading NFTs' })).toBeTruthy()
    expect(api).toHaveBeenCalledWith(
      `${API}account/${ADDRESS}/nfts?projectId=demo&chainId=eip155%3A1`,
      expect.anything(),
    )
    answer(Response.json({ nfts: [nft('4', 'Dusk #4'), nft('1', 'Tide #1')] }))
    const grid = await screen.findByRole('list', { name: 'NFTs' })
    const tiles = within(grid).getAllByRole('button')
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'Dusk #4Airlock Demo Collectibles',
      'Tide #1Airlock Demo Collectibles',
    ])
    expect(grid.querySelector('img')?.getAttribute('src')).toBe(`${API}collectibles/4.svg`)

    fireEvent.click(tiles[1] as HTMLElement)
    const detail = screen.getByTestId('nft-detail')
    expect(detail.textContent).toContain('Airlock Demo Collectibles · #1')
    expect(detail.textContent).toContain('Tide #1, drawn for the tests.')
    const back = screen.getByRole('button', { name: 'All NFTs' })
    expect(document.activeElement).toBe(back)
    fireEvent.click(back)
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Tide #1Airlock Demo Collectibles'),
    )
  })

  test('behavior: an image that does not load leaves a placeholder, not a broken picture', async () => {
    account(async () => Response.json({ nfts: [nft('2', 'Ember #2')] }))
    openNfts()
    const grid = await screen.findByRole('list', { name: 'NFTs' })
    fireEvent.error(grid.querySelector('img') as HTMLImageElement)
    expect(grid.querySelector('img')).toBeNull()
    expect(grid.querySelector('.al-nft-image-missing')).toBeTruthy()
  })

  test('default: an account without NFTs says where they would show', async () => {
    account(async () => Response.json({ nfts: [] }))
    openNfts()
    expect((await screen.findByText('No NFTs yet')).parentElement?.textContent).toBe(
      'No NFTs yetNFTs this account holds on eip155:1 show here.',
    )
  })

  test('error: a failed or malformed answer says so, and Retry asks again', async () => {
    const answers = [
      async () => new Response('{}', { status: 502 }),
      async () => Response.json({ nfts: [{ ...nft('1', 'Tide #1'), imageUrl: 'javascript:x' }] }),
      async () => Response.json({ nfts: [nft('1', 'Tide #1')] }),
    ]
    const api = account(() => (answers.shift() as () => Promise<Response>)())
    openNfts()
    expect((await screen.findByRole('alert')).textContent).toContain('NFTs could not be loaded')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('could not be read'),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('list', { name: 'NFTs' })).toBeTruthy()
    expect(api.mock.calls.filter(([url]) => url.includes('/nfts?'))).toHaveLength(3)
  })
})
