import { describe, expect, test } from 'vitest'
import { createSitePermissions } from './createSitePermissions.ts'
import { openWalletStorage } from './openWalletStorage.ts'

const SITE = 'http://127.0.0.1:4300'

describe('createSitePermissions', () => {
  test('default: nothing granted', () => {
    const storage = openWalletStorage(() => undefined)
    expect(createSitePermissions({ walletId: 'w', origin: SITE, storage }).read()).toEqual([])
  })

  test('behavior: a grant outlives the object (a page reload), until revoked', () => {
    const storage = openWalletStorage(() => undefined)
    createSitePermissions({ walletId: 'w', origin: SITE, storage }).grant(['0xabc'])
    const afterReload = createSitePermissions({ walletId: 'w', origin: SITE, storage })
    expect(afterReload.read()).toEqual(['0xabc'])
    expect(storage.getItem(`airlock-demo-wallet:w:${SITE}`)).toBe('["0xabc"]')
    afterReload.revoke()
    expect(createSitePermissions({ walletId: 'w', origin: SITE, storage }).read()).toEqual([])
  })

  test('behavior: kept per wallet and per origin', () => {
    const storage = openWalletStorage(() => undefined)
    createSitePermissions({ walletId: 'w', origin: SITE, storage }).grant(['0xabc'])
    expect(createSitePermissions({ walletId: 'other', origin: SITE, storage }).read()).toEqual([])
    expect(
      createSitePermissions({ walletId: 'w', origin: 'http://localhost:4300', storage }).read(),
    ).toEqual([])
  })

  test('error: an unreadable stored value counts as no permission', () => {
    const storage = openWalletStorage(() => undefined)
    const permissions = createSitePermissions({ walletId: 'w', origin: SITE, storage })
    for (const value of ['not json', '{"0":"0xabc"}', '[1]', 'null']) {
      storage.setItem(`airlock-demo-wallet:w:${SITE}`, value)
      expect(permissions.read(), value).toEqual([])
    }
  })
})
