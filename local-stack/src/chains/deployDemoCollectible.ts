import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { DEMO_COLLECTIBLE, DEMO_EVM_ACCOUNTS } from '@airlock/testkit/demo'
import {
  type Address,
  type Client,
  createClient,
  encodeFunctionData,
  type Hash,
  http,
  isAddressEqual,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  deployContract,
  getTransactionCount,
  sendTransaction,
  waitForTransactionReceipt,
} from 'viem/actions'
import { demoCollectibleArtifact } from './artifacts.ts'

/**
 * Deploys the demo ERC-721 ({@link DEMO_COLLECTIBLE}) from its deployer at nonce 0, so at its
 * fixed address, and mints each demo account its tokens (`DEMO_COLLECTIBLE.holdings`). The base
 * URI starts empty: the reference API serves the metadata and sets it
 * (`pointDemoCollectible`). A dedicated deployer keeps these transactions out of the demo
 * accounts' Activity (a mint sends them no ETH and no configured token).
 *
 * @throws AirlockError `INTERNAL` when the deployer already sent transactions on this chain, the
 *   contract lands elsewhere, or a mint reverts.
 */
export async function deployDemoCollectible(url: string): Promise<{ address: Address }> {
  const client = createClient({
    account: privateKeyToAccount(DEMO_COLLECTIBLE.deployer.privateKey),
    transport: http(url),
  })
  const nonce = await getTransactionCount(client, { address: DEMO_COLLECTIBLE.deployer.address })
  if (nonce !== 0) {
    throw new AirlockError(ErrorCode.INTERNAL, 'The demo collectibles are already deployed here.', {
      details: `${DEMO_COLLECTIBLE.deployer.address} is at nonce ${nonce}; deploy on a fresh chain.`,
    })
  }
  const deployHash = await deployContract(client, {
    abi: demoCollectibleArtifact.abi,
    bytecode: demoCollectibleArtifact.bytecode,
    args: [DEMO_COLLECTIBLE.name, DEMO_COLLECTIBLE.symbol],
    chain: null,
  })
  const deployed = await mined(client, deployHash, 'The demo collectibles')
  if (
    !deployed.contractAddress ||
    !isAddressEqual(deployed.contractAddress, DEMO_COLLECTIBLE.address)
  ) {
    throw new AirlockError(
      ErrorCode.INTERNAL,
      'The demo collectibles did not land at their fixed address.',
      { details: `at ${deployed.contractAddress}; deploy on a fresh chain.` },
    )
  }
  // Sent with explicit nonces, then awaited together: six mints cost one block wait, not six.
  const mints = DEMO_COLLECTIBLE.holdings.flatMap((tokenIds, index) =>
    tokenIds.map((tokenId) => ({ to: DEMO_EVM_ACCOUNTS[index]?.address, tokenId })),
  )
  const hashes = await Promise.all(
    mints.map(({ to, tokenId }, index) =>
      sendTransaction(client, {
        to: DEMO_COLLECTIBLE.address,
        data: encodeFunctionData({
          abi: demoCollectibleArtifact.abi,
          functionName: 'mint',
          args: [to, tokenId],
        }),
        nonce: 1 + index,
        chain: null,
      }),
    ),
  )
  for (const hash of hashes) await mined(client, hash, 'A demo collectible mint')
  return { address: DEMO_COLLECTIBLE.address }
}

/**
 * Points the demo collectibles on the chain at `url` at the metadata served under `baseUri`
 * (`setBaseURI` from their deployer): `tokenURI(id)` is then `<baseUri><id>.json`. The reference
 * API calls it once it listens, as only then is its address known.
 *
 * @throws AirlockError `INTERNAL` when the call reverts (the collectibles are not deployed there).
 */
export async function pointDemoCollectible(url: string, baseUri: string): Promise<void> {
  const client = createClient({
    account: privateKeyToAccount(DEMO_COLLECTIBLE.deployer.privateKey),
    transport: http(url),
  })
  const hash = await sendTransaction(client, {
    to: DEMO_COLLECTIBLE.address,
    data: encodeFunctionData({
      abi: demoCollectibleArtifact.abi,
      functionName: 'setBaseURI',
      args: [baseUri],
    }),
    chain: null,
  })
  await mined(client, hash, 'Pointing the demo collectibles at their metadata')
}

async function mined(client: Client, hash: Hash, name: string) {
  const receipt = await waitForTransactionReceipt(client, { hash, pollingInterval: 20 })
  if (receipt.status !== 'success') {
    throw new AirlockError(ErrorCode.INTERNAL, `${name} reverted.`, { details: hash })
  }
  return receipt
}
