import { createStore } from 'jotai/vanilla'
import { expect, test } from 'vitest'
import { customWalletsAtom, mergeCustomWallets, projectCustomWalletsAtom } from './customWallets.ts'
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

test('default: the host list first, then the project list', () => {
  expect(mergeCustomWallets([acme], [demo])).toEqual([acme, demo])
  expect(mergeCustomWallets(undefined, [demo])).toEqual([demo])
  expect(mergeCustomWallets([acme], undefined)).toEqual([acme])
})

test('behavior: the host entry wins over a project entry with the same id', () => {
  const mine = { id: demo.id, name: 'My build of the demo wallet', mobileLink: 'mine://' }
  expect(mergeCustomWallets([mine], [demo, acme])).toEqual([mine, acme])
})

test('behavior: neither lists any → undefined (the options stay as sent)', () => {
  expect(mergeCustomWallets(undefined, undefined)).toBeUndefined()
  expect(mergeCustomWallets([], undefined)).toEqual([])
})
