import { createStore } from 'jotai/vanilla'
import { expect, test } from 'vitest'
import { customWalletsAtom, projectCustomWalletsAtom } from './customWallets.ts'
import { setOptions } from './options.ts'

const demo = { id: 'airlock-demo-mobile', name: 'Airlock Demo Mobile Wallet', mobileLink: 'x' }
const acme = { id: 'acme', name: 'Acme Wallet', mobileLink: 'acme://' }

test('default: none before the host and the project say anything', () => {
  expect(createStore().get(customWalletsAtom)).toBeUndefined()
})

test("behavior: the host's custom wallets, then the project's, as either changes", () => {
  const store = createStore()
  store.set(projectCustomWalletsAtom, [demo])
  expect(store.get(customWalletsAtom)).toEqual([demo])
  setOptions(store, { customWallets: [acme] }, { projectId: 'demo' })
  expect(store.get(customWalletsAtom)).toEqual([acme, demo])
})
