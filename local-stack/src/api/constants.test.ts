import { mnemonicToAccount } from 'viem/accounts'
import { expect, it } from 'vitest'
import { DEMO_ONRAMP_FUNDER } from './constants.ts'

it('default: anvil dev account 9 of the public test mnemonic', () => {
  const account = mnemonicToAccount('test test test test test test test test test test test junk', {
    addressIndex: 9,
  })
  expect(account.address).toBe(DEMO_ONRAMP_FUNDER)
})
