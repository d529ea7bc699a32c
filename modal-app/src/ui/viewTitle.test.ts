import { VIEW_NAMES } from '@airlock/shared-protocol'
import { describe, expect, test } from 'vitest'
import { viewTitle } from './viewTitle.ts'

describe('viewTitle', () => {
  test('default: every view has a title', () => {
    for (const view of VIEW_NAMES) expect(viewTitle(view)).toMatch(/\S/)
    expect(viewTitle('Connect')).toBe('Connect Wallet')
  })

  test('behavior: the social logins are titled in plain words, not "All Socials"', () => {
    expect(viewTitle('Socials')).toBe('Sign In With')
  })

  test('behavior: a wallet view takes the wallet name from its data', () => {
    expect(viewTitle('ConnectingExternal', { name: 'MetaMask' })).toBe('MetaMask')
    expect(viewTitle('ConnectingExternal', { name: 3 })).toBe('Connect Wallet')
    expect(viewTitle('Networks', { name: 'x' })).toBe('Choose Network')
  })
})
