import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import {
  DEMO_EVM_ACCOUNTS,
  DEMO_EXCHANGE,
  DEMO_EXCHANGE_DEPLOYER,
  DEMO_STABLECOIN,
  DEMO_TOKEN_ADDRESS,
} from '@airlock/testkit/demo'
import {
  type Abi,
  type Address,
  type Client,
  createClient,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  type Hex,
  http,
  isAddressEqual,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  deployContract,
  getTransactionCount,
  sendTransaction,
  waitForTransactionReceipt,
} from 'viem/actions'
import { demoTokenArtifact } from './artifacts.ts'
import { ROUTER_ABI, UNISWAP_ARTIFACTS } from './uniswapArtifacts.ts'

/**
 * The pools {@link deployDemoExchange} seeds, in whole units: 1 ETH = 1 000 ADT = 2 500 aUSD
 * (the demo on-ramp's ETH price), 1 ADT = 2.5 aUSD. Deep enough that demo amounts (a few ETH)
 * move the price by well under 1 %.
 */
export const DEMO_POOLS = {
  ethAdt: { eth: 500n, adt: 500_000n },
  ethUsd: { eth: 500n, usd: 1_250_000n },
  adtUsd: { adt: 200_000n, usd: 500_000n },
} as const

/** ADT account 0 hands the deployer: the pools' and 10 000 kept for gas estimates. */
const DEPLOYER_ADT = DEMO_POOLS.ethAdt.adt + DEMO_POOLS.adtUsd.adt + 10_000n
const STABLECOIN_SUPPLY = 10_000_000n
/** Far in the future: the seeding transactions mine at once. */
const DEADLINE = 2n ** 40n

/** What {@link deployDemoExchange} returns. */
export type DeployDemoExchangeReturnType = typeof DEMO_EXCHANGE & { stablecoin: Address }

/**
 * Deploys Uniswap V2 (WETH9, the factory, router02 from the npm packages' builds) and the demo
 * stablecoin aUSD from {@link DEMO_EXCHANGE_DEPLOYER} at its nonces 0–3, so at the fixed
 * {@link DEMO_EXCHANGE} and {@link DEMO_STABLECOIN} addresses, then seeds the ETH/ADT, ETH/aUSD
 * and ADT/aUSD pools ({@link DEMO_POOLS}); the deployer keeps the liquidity. Runs after
 * `deployDemoToken` on a fresh chain: anvil account 0 sends the deployer the ADT it pools.
 *
 * @throws AirlockError `INTERNAL` when the deployer already sent transactions on this chain, a
 *   contract lands elsewhere, or a transaction reverts.
 */
export async function deployDemoExchange(url: string): Promise<DeployDemoExchangeReturnType> {
  const deployer = createClient({
    account: privateKeyToAccount(DEMO_EXCHANGE_DEPLOYER.privateKey),
    transport: http(url),
  })
  const holder = createClient({
    account: privateKeyToAccount(DEMO_EVM_ACCOUNTS[0].privateKey),
    transport: http(url),
  })
  const nonce = await getTransactionCount(deployer, { address: DEMO_EXCHANGE_DEPLOYER.address })
  if (nonce !== 0) {
    throw new AirlockError(ErrorCode.INTERNAL, 'The demo exchange is already deployed here.', {
      details: `${DEMO_EXCHANGE_DEPLOYER.address} is at nonce ${nonce}; deploy on a fresh chain.`,
    })
  }
  const deploy = async (name: string, at: Address, abi: Abi, bytecode: Hex, args: unknown[]) => {
    const hash = await deployContract(deployer, { abi, bytecode, args, chain: null })
    const receipt = await mined(deployer, hash, name)
    if (!receipt.contractAddress || !isAddressEqual(receipt.contractAddress, at)) {
      throw new AirlockError(ErrorCode.INTERNAL, `${name} did not land at its fixed address.`, {
        details: `at ${receipt.contractAddress}, expected ${at}; deploy on a fresh chain.`,
      })
    }
  }
  const { factory, router, weth } = UNISWAP_ARTIFACTS
  await deploy('WETH9', DEMO_EXCHANGE.weth, weth.abi, weth.bytecode, [])
  await deploy('UniswapV2Factory', DEMO_EXCHANGE.factory, factory.abi, factory.bytecode, [
    DEMO_EXCHANGE_DEPLOYER.address,
  ])
  await deploy('UniswapV2Router02', DEMO_EXCHANGE.router, router.abi, router.bytecode, [
    DEMO_EXCHANGE.factory,
    DEMO_EXCHANGE.weth,
  ])
  const usd = (whole: bigint) => parseUnits(String(whole), DEMO_STABLECOIN.decimals)
  await deploy('aUSD', DEMO_STABLECOIN.address, demoTokenArtifact.abi, demoTokenArtifact.bytecode, [
    DEMO_STABLECOIN.name,
    DEMO_STABLECOIN.symbol,
    DEMO_STABLECOIN.decimals,
    usd(STABLECOIN_SUPPLY),
  ])
  await call(holder, 'ADT for the pools', DEMO_TOKEN_ADDRESS, {
    abi: erc20Abi,
    functionName: 'transfer',
    args: [DEMO_EXCHANGE_DEPLOYER.address, parseEther(String(DEPLOYER_ADT))],
  })
  for (const token of [DEMO_TOKEN_ADDRESS, DEMO_STABLECOIN.address]) {
    await call(deployer, 'Approving the router', token, {
      abi: erc20Abi,
      functionName: 'approve',
      args: [DEMO_EXCHANGE.router, maxUint256],
    })
  }
  const to = DEMO_EXCHANGE_DEPLOYER.address
  const { ethAdt, ethUsd, adtUsd } = DEMO_POOLS
  await call(
    deployer,
    'The ETH/ADT pool',
    DEMO_EXCHANGE.router,
    {
      abi: ROUTER_ABI,
      functionName: 'addLiquidityETH',
      args: [DEMO_TOKEN_ADDRESS, parseEther(String(ethAdt.adt)), 0n, 0n, to, DEADLINE],
    },
    parseEther(String(ethAdt.eth)),
  )
  await call(
    deployer,
    'The ETH/aUSD pool',
    DEMO_EXCHANGE.router,
    {
      abi: ROUTER_ABI,
      functionName: 'addLiquidityETH',
      args: [DEMO_STABLECOIN.address, usd(ethUsd.usd), 0n, 0n, to, DEADLINE],
    },
    parseEther(String(ethUsd.eth)),
  )
  await call(deployer, 'The ADT/aUSD pool', DEMO_EXCHANGE.router, {
    abi: ROUTER_ABI,
    functionName: 'addLiquidity',
    args: [
      DEMO_TOKEN_ADDRESS,
      DEMO_STABLECOIN.address,
      parseEther(String(adtUsd.adt)),
      usd(adtUsd.usd),
      0n,
      0n,
      to,
      DEADLINE,
    ],
  })
  return { ...DEMO_EXCHANGE, stablecoin: DEMO_STABLECOIN.address }
}

type Sender = ReturnType<typeof createClient> & { account: { address: Address } }

async function call(
  client: Sender,
  name: string,
  to: Address,
  encoded: Parameters<typeof encodeFunctionData>[0],
  value?: bigint,
): Promise<void> {
  const hash = await sendTransaction(client, {
    to,
    data: encodeFunctionData(encoded),
    ...(value === undefined ? {} : { value }),
    chain: null,
  } as never)
  await mined(client, hash, name)
}

async function mined(client: Client, hash: Hash, name: string) {
  const receipt = await waitForTransactionReceipt(client, { hash, pollingInterval: 20 })
  if (receipt.status !== 'success') {
    throw new AirlockError(ErrorCode.INTERNAL, `${name} reverted while deploying the exchange.`, {
      details: hash,
    })
  }
  return receipt
}
