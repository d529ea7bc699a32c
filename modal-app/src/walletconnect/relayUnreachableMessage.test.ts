import { expect, test } from 'vitest'
import { relayNoAnswerMessage, relayUnreachableMessage } from './relayUnreachableMessage.ts'

test('default: the relay host and port', () => {
  expect(relayUnreachableMessage('ws://127.0.0.1:4320')).toMatchInlineSnapshot(
    `"The WalletConnect relay at 127.0.0.1:4320 cannot be reached."`,
  )
  expect(relayUnreachableMessage('wss://relay.walletconnect.org')).toMatchInlineSnapshot(
    `"The WalletConnect relay at relay.walletconnect.org cannot be reached."`,
  )
})

test('behavior: the path and query (auth, projectId) are left out', () => {
  expect(relayUnreachableMessage('wss://relay.example.com/v1?projectId=abc')).toBe(
    'The WalletConnect relay at relay.example.com cannot be reached.',
  )
})

test('behavior: a value that is not a URL is shown as given', () => {
  expect(relayUnreachableMessage('relay-host')).toBe(
    'The WalletConnect relay at relay-host cannot be reached.',
  )
})

test('default: relayNoAnswerMessage names the relay as the unreachable message does', () => {
  expect(relayNoAnswerMessage('ws://127.0.0.1:4320')).toMatchInlineSnapshot(
    `"The WalletConnect relay at 127.0.0.1:4320 did not answer."`,
  )
  expect(relayNoAnswerMessage('relay-host')).toBe(
    'The WalletConnect relay at relay-host did not answer.',
  )
})
