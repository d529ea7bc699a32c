import { expect, test } from 'vitest'
import { verifyServerForRelay } from './verifyServerForRelay.ts'

test('default: ws → http on the same host and port, path /verify/v3', () => {
  expect(verifyServerForRelay('ws://127.0.0.1:4320')).toBe('http://127.0.0.1:4320/verify/v3')
})

test('behavior: wss → https; the relay path and query are dropped', () => {
  expect(verifyServerForRelay('wss://relay.example.com/ws?x=1')).toBe(
    'https://relay.example.com/verify/v3',
  )
})

test('error: not a WebSocket URL', () => {
  expect(verifyServerForRelay('https://relay.example.com')).toBeUndefined()
  expect(verifyServerForRelay('nonsense')).toBeUndefined()
})
