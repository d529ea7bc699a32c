import { expect, test } from 'vitest'
import * as bitcoin from './bitcoin/index.ts'
import * as cosmos from './cosmos/index.ts'
import * as vanilla from './index.ts'
import * as polkadot from './polkadot/index.ts'
import * as react from './react/index.ts'
import * as solana from './solana/index.ts'
import * as ssr from './ssr/index.ts'
import * as vue from './vue/index.ts'

test('default: the exported names of @airlock/host-sdk', () => {
  expect(Object.keys(vanilla).sort()).toMatchInlineSnapshot(`
    [
      "AirlockError",
      "ErrorCode",
      "createModal",
      "getDefaultModal",
    ]
  `)
})

test('default: the exported names of @airlock/host-sdk/react', () => {
  expect(Object.keys(react).sort()).toMatchInlineSnapshot(`
    [
      "useDisconnect",
      "useModal",
      "useModalAccount",
      "useModalEvents",
      "useModalNetwork",
      "useModalSiwx",
      "useModalState",
      "useWalletInfo",
    ]
  `)
})

test('default: the exported names of @airlock/host-sdk/solana', () => {
  expect(Object.keys(solana).sort()).toMatchInlineSnapshot(`
    [
      "solanaAdapter",
    ]
  `)
})

test('default: the exported names of @airlock/host-sdk/polkadot, /bitcoin and /cosmos', () => {
  expect([polkadot, bitcoin, cosmos].map((entry) => Object.keys(entry).sort())).toEqual([
    ['polkadotAdapter'],
    ['bitcoinAdapter'],
    ['cosmosAdapter'],
  ])
})

test('default: the exported names of @airlock/host-sdk/vue', () => {
  expect(Object.keys(vue).sort()).toMatchInlineSnapshot(`
    [
      "useDisconnect",
      "useModal",
      "useModalAccount",
      "useModalEvents",
      "useModalNetwork",
      "useModalSiwx",
      "useModalState",
      "useWalletInfo",
    ]
  `)
})

test('default: the exported names of @airlock/host-sdk/ssr', () => {
  expect(Object.keys(ssr).sort()).toMatchInlineSnapshot(`
    [
      "cookieToInitialState",
      "mirrorStateToCookie",
      "withInitialState",
    ]
  `)
})
