import { expect, test } from 'vitest'
import {
  checkWalletFrameAncestors,
  createWalletFrameUrl,
  readWalletFrameParams,
} from './walletFrameUrl.ts'

const params = {
  projectId: 'demo',
  modalOrigin: 'http://localhost:4300',
  hostOrigin: 'http://localhost:4200',
  channel: '0c1f3f2e-5a1b-4f7e-9d7e-8a1b2c3d4e5f',
  authUrl: 'http://127.0.0.1:4360',
}

test('default: the hash round-trips and never reaches the server', () => {
  const url = new URL(createWalletFrameUrl('http://localhost:4350/', params))
  expect(url.pathname + url.search).toBe('/')
  expect(readWalletFrameParams(url.hash)).toEqual({ ok: true, params })
})

test('error: a malformed hash names what is wrong', () => {
  expect(readWalletFrameParams('#projectId=demo')).toEqual({
    ok: false,
    reason: 'channel is missing or malformed',
  })
  const hash = new URL(
    createWalletFrameUrl('http://x/', { ...params, modalOrigin: 'http://localhost:4300/path' }),
  ).hash
  expect(readWalletFrameParams(hash)).toEqual({
    ok: false,
    reason: 'modalOrigin is not an http(s) origin',
  })
})

test('behavior: only the modal origin under the host origin may frame the wallet', () => {
  expect(checkWalletFrameAncestors(params, [params.modalOrigin, params.hostOrigin], true)).toBe(
    null,
  )
  expect(checkWalletFrameAncestors(params, ['https://evil.example'], true)).toBe(
    'The wallet frame refuses its parent https://evil.example: only http://localhost:4300 may frame it.',
  )
  expect(
    checkWalletFrameAncestors(params, [params.modalOrigin, 'https://evil.example'], true),
  ).toBe(
    'The wallet frame refuses the page https://evil.example: the modal says http://localhost:4200.',
  )
  expect(checkWalletFrameAncestors(params, undefined, false)).toBe(
    'The wallet frame only runs inside the Airlock modal.',
  )
  expect(checkWalletFrameAncestors(params, undefined, true)).toBe(null)
})
