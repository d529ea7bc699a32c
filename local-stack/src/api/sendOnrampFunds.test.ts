import { createServer } from 'node:net'
import { createClient, getAddress, http, parseEther } from 'viem'
import { getBalance, getTransactionReceipt } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartAnvilReturnType, startAnvil } from '../chains/startAnvil.ts'
import { DEMO_ONRAMP_FUNDER } from './constants.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'
import { sendOnrampFunds } from './sendOnrampFunds.ts'

const to = getAddress('0x00000000000000000000000000000000000f0ad5')

let anvil: StartAnvilReturnType
let network: ReferenceApiNetwork

beforeAll(async () => {
  anvil = await startAnvil({ port: 0, chainId: 31337 })
  network = {
    caipNetworkId: 'eip155:31337',
    name: 'Anvil Local',
    rpcUrl: anvil.url,
    nativeSymbol: 'ETH',
    tokens: [],
  }
})

afterAll(async () => {
  await anvil?.stop()
})

describe('sendOnrampFunds', () => {
  it('default: sends the value from the funder and resolves once it is mined', async () => {
    const client = createClient({ transport: http(anvil.url) })
    const hash = await sendOnrampFunds({ network, to, value: parseEther('0.004') })
    const receipt = await getTransactionReceipt(client, { hash })
    expect(receipt).toMatchObject({
      status: 'success',
      from: DEMO_ONRAMP_FUNDER.toLowerCase(),
      to: to.toLowerCase(),
    })
    expect(await getBalance(client, { address: to })).toBe(parseEther('0.004'))
  })

  it('error: the RPC refusing (more than the funder holds) is CHAIN_ERROR naming the chain', async () => {
    await expect(
      sendOnrampFunds({ network, to, value: parseEther('1000000') }),
    ).rejects.toMatchObject({
      status: 502,
      code: 'CHAIN_ERROR',
      message: expect.stringMatching(
        /^The RPC of Anvil Local \(eip155:31337, http:\/\/127\.0\.0\.1:\d+\) failed to send the test funds: /,
      ),
    })
  })

  it('error: an RPC that cannot be reached is CHAIN_UNREACHABLE naming the chain', async () => {
    const closed = createServer()
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done))
    const port = (closed.address() as { port: number }).port
    await new Promise((done) => closed.close(done))
    const rpcUrl = `http://127.0.0.1:${port}`
    await expect(
      sendOnrampFunds({ network: { ...network, rpcUrl }, to, value: 1n }),
    ).rejects.toMatchObject({
      status: 502,
      code: 'CHAIN_UNREACHABLE',
      message: `The RPC of Anvil Local (eip155:31337, ${rpcUrl}) cannot be reached, so the test funds were not sent. Is the chain running?`,
    })
  })
})
