import { DEMO_COLLECTIBLE, DEMO_EVM_ACCOUNTS } from '@airlock/testkit/demo'
import { encodeFunctionData, erc721Abi, type Hex } from 'viem'
import { jsonRpc } from '../support/chain.ts'
import { connectDemoWallet, openDemoHost } from '../support/host.ts'
import { modalView } from '../support/modal.ts'
import { useChainStack } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// The NFTs tab end to end: the demo collectibles the stack mints on its anvils, listed by the
// reference API from the chain, their pictures drawn and served by the API and shown by the modal
// under its Content-Security-Policy.

const EVM = 'Airlock Demo Wallet (EVM)'
const [ACCOUNT, OTHER] = DEMO_EVM_ACCOUNTS
const ANVIL_1 = 'eip155:31337'

const stack = useChainStack()

/** Moves a collectible of the account to the other demo account (anvil's accounts are unlocked). */
async function giveAway(tokenId: bigint): Promise<void> {
  const hash = await jsonRpc<Hex>(stack.rpcUrl(ANVIL_1), 'eth_sendTransaction', [
    {
      from: ACCOUNT.address,
      to: DEMO_COLLECTIBLE.address,
      data: encodeFunctionData({
        abi: erc721Abi,
        functionName: 'transferFrom',
        args: [ACCOUNT.address, OTHER.address, tokenId],
      }),
    },
  ])
  await expect
    .poll(() => jsonRpc<unknown>(stack.rpcUrl(ANVIL_1), 'eth_getTransactionReceipt', [hash]))
    .not.toBeNull()
}

test('behavior: Account → NFTs shows the minted collectibles with their pictures; with none left, the empty state', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000)
  await openDemoHost(page, stack.urls.host)
  const { dialog } = modalView(page)
  await connectDemoWallet(page, EVM)
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(dialog.getByRole('tab')).toHaveText(['Tokens', 'NFTs', 'Activity'])
  await dialog.getByRole('tab', { name: 'NFTs' }).click()

  const grid = dialog.getByRole('list', { name: 'NFTs' })
  await expect(grid.getByRole('button')).toHaveText([
    'Dusk #4Airlock Demo Collectibles',
    'Meadow #3Airlock Demo Collectibles',
    'Ember #2Airlock Demo Collectibles',
    'Tide #1Airlock Demo Collectibles',
  ])
  // Every picture came from the API's origin and decoded: the modal's policy lets them in.
  const images = grid.locator('img')
  await expect(images).toHaveCount(4)
  await expect
    .poll(() =>
      images.evaluateAll((all) =>
        all.map((image) => {
          const picture = image as HTMLImageElement
          return picture.complete && picture.naturalWidth > 0 ? new URL(picture.src).pathname : ''
        }),
      ),
    )
    .toEqual(['4', '3', '2', '1'].map((id) => `/v1/collectibles/${id}.svg`))
  await expect(grid.locator('img').first()).toHaveAttribute(
    'src',
    new RegExp(`^${stack.endpoints.apiUrl ?? 'missing api'}`),
  )

  // A tile opens the detail; "All NFTs" goes back to it.
  await grid.getByRole('button', { name: /^Ember #2/ }).click()
  await expect(dialog.getByTestId('nft-detail')).toContainText('Ember #2')
  await expect(dialog.getByTestId('nft-detail')).toContainText('Airlock Demo Collectibles · #2')
  await dialog.getByRole('button', { name: 'All NFTs' }).click()
  await expect(grid.getByRole('button', { name: /^Ember #2/ })).toBeFocused()

  // The account gives every collectible away: shown again, the tab reads the chain afresh.
  for (const tokenId of DEMO_COLLECTIBLE.holdings[0]) await giveAway(tokenId)
  await dialog.getByRole('tab', { name: 'Tokens' }).click()
  await dialog.getByRole('tab', { name: 'NFTs' }).click()
  await expect(dialog.getByRole('tabpanel', { name: 'NFTs' })).toContainText(
    'No NFTs yetNFTs this account holds on Anvil Local show here.',
  )
  expect(consoleErrors.filter((error) => /Content Security Policy|img-src/.test(error))).toEqual([])
})
