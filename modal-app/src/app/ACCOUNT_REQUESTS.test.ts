import { expect, test } from 'vitest'
import { ACCOUNT_REQUESTS } from './ACCOUNT_REQUESTS.ts'

test('default: the account requests of the namespaces whose dapps have a provider', () => {
  expect(ACCOUNT_REQUESTS).toEqual({ eip155: 'eth_requestAccounts', solana: 'standard:connect' })
})
