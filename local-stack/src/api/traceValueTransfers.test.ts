import { getAddress } from 'viem'
import { expect, it } from 'vitest'
import { type CallFrame, innerValueTransfers } from './traceValueTransfers.ts'

const account = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
const router = getAddress('0xb19b36b1456e65e3a6d514d3f715f204bd59f431')
const pool = getAddress('0xf0244310e03cc35d218642368fde847afcdf7129')
const weth = getAddress('0x700b6a60ce7eaaea56f065753d8dcb9653dbad35')
const usd = getAddress('0x8ce361602b935680e8dec218b820ff5056beb7af')

/** anvil's callTracer answer to a `swapExactTokensForETH` of 5 aUSD, inputs and gas left out. */
const swapTrace: CallFrame = {
  type: 'CALL',
  from: account,
  to: router,
  value: '0x0',
  calls: [
    { type: 'STATICCALL', from: router, to: pool },
    { type: 'CALL', from: router, to: usd, value: '0x0' },
    {
      type: 'CALL',
      from: router,
      to: pool,
      value: '0x0',
      calls: [{ type: 'CALL', from: pool, to: weth, value: '0x0' }],
    },
    {
      type: 'CALL',
      from: router,
      to: weth,
      value: '0x0',
      calls: [{ type: 'CALL', from: weth, to: router, value: '0x71cc690607afd' }],
    },
    { type: 'CALL', from: router, to: account, value: '0x71cc690607afd' },
  ],
}

it('default: the value calls of a token-to-ETH swap, in execution order', () => {
  expect(innerValueTransfers(swapTrace)).toEqual([
    { from: weth, to: router, amount: 0x71cc690607afdn },
    { from: router, to: account, amount: 0x71cc690607afdn },
  ])
})

it("behavior: the transaction's own value, reverted calls and delegate calls are left out", () => {
  const trace: CallFrame = {
    type: 'CALL',
    from: account,
    to: router,
    value: '0x5',
    calls: [
      {
        type: 'CALL',
        from: router,
        to: pool,
        value: '0x1',
        error: 'execution reverted',
        calls: [{ type: 'CALL', from: pool, to: account, value: '0x1' }],
      },
      // DELEGATECALL repeats the value of the call it runs in; nothing moves again.
      { type: 'DELEGATECALL', from: router, to: weth, value: '0x5' },
      { type: 'SELFDESTRUCT', from: router, to: account, value: '0x2' },
    ],
  }
  expect(innerValueTransfers(trace)).toEqual([{ from: router, to: account, amount: 2n }])
})
