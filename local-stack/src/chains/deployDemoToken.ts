import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { DEMO_EVM_ACCOUNTS, DEMO_TOKEN_ADDRESS } from '@airlock/testkit/demo'
import {
  type Address,
  createClient,
  encodeFunctionData,
  type Hash,
  http,
  isAddressEqual,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deployContract, sendTransaction, waitForTransactionReceipt } from 'viem/actions'
import { demoTokenArtifact } from './artifacts.ts'

/** Parameters of {@link deployDemoToken}. */
export type DeployDemoTokenParameters = {
  /** ADT (whole tokens) minted to account 0. Defaults to 1 000 000. */
  supply?: bigint
  /** ADT (whole tokens) sent from account 0 to each other demo account. Defaults to 10 000. */
  grant?: bigint
}

/** What {@link deployDemoToken} returns. */
export type DeployDemoTokenReturnType = {
  /** Always {@link DEMO_TOKEN_ADDRESS}. */
  address: Address
  /** The deployment transaction. */
  deployHash: Hash
}

/**
 * Deploys the committed DemoToken artifact from anvil account 0 (which receives the supply)
 * and sends a grant to each other account of {@link DEMO_EVM_ACCOUNTS}. Must run on a fresh
 * chain, where account 0 is still at nonce 0: that is what makes the address
 * {@link DEMO_TOKEN_ADDRESS}.
 *
 * @throws AirlockError `INTERNAL` when account 0 already sent transactions on this chain, or a
 *   transaction reverts.
 */
export async function deployDemoToken(
  url: string,
  { supply = 1_000_000n, grant = 10_000n }: DeployDemoTokenParameters = {},
): Promise<DeployDemoTokenReturnType> {
  const [deployer, ...others] = DEMO_EVM_ACCOUNTS
  const account = privateKeyToAccount(deployer.privateKey)
  const client = createClient({ account, transport: http(url) })
  const deployHash = await deployContract(client, {
    abi: demoTokenArtifact.abi,
    bytecode: demoTokenArtifact.bytecode,
    args: ['Airlock Demo Token', 'ADT', 18, parseUnits(String(supply), 18)],
    chain: null,
  })
  const deployed = await waitForTransactionReceipt(client, {
    hash: deployHash,
    pollingInterval: 50,
  })
  if (
    deployed.status !== 'success' ||
    !deployed.contractAddress ||
    !isAddressEqual(deployed.contractAddress, DEMO_TOKEN_ADDRESS)
  ) {
    throw new AirlockError(
      ErrorCode.INTERNAL,
      'The demo token did not land at its fixed address.',
      {
        details: `status ${deployed.status}, address ${deployed.contractAddress}; deploy on a fresh chain.`,
      },
    )
  }
  const grants = await Promise.all(
    others.map((other, index) =>
      sendTransaction(client, {
        to: DEMO_TOKEN_ADDRESS,
        data: encodeFunctionData({
          abi: demoTokenArtifact.abi,
          functionName: 'transfer',
          args: [other.address, parseUnits(String(grant), 18)],
        }),
        nonce: 1 + index,
        chain: null,
      }),
    ),
  )
  for (const hash of grants) {
    const receipt = await waitForTransactionReceipt(client, { hash, pollingInterval: 50 })
    if (receipt.status !== 'success') {
      throw new AirlockError(ErrorCode.INTERNAL, 'A demo token grant reverted.', { details: hash })
    }
  }
  return { address: DEMO_TOKEN_ADDRESS, deployHash }
}
