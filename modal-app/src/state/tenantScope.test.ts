import { describe, expect, test } from 'vitest'
import { createTenantScope } from './tenantScope.ts'

describe('createTenantScope', () => {
  test('default: every name is derived from the (projectId, host origin) pair', () => {
    const scope = createTenantScope('demo', 'http://127.0.0.1:4300')
    expect(scope).toMatchObject({
      projectId: 'demo',
      hostOrigin: 'http://127.0.0.1:4300',
      id: 'demo|http%3A%2F%2F127.0.0.1%3A4300',
      walletConnectDatabase: 'airlock-walletconnect/demo|http%3A%2F%2F127.0.0.1%3A4300',
      walletConnectPrefix: 'airlock/demo|http%3A%2F%2F127.0.0.1%3A4300',
    })
    expect(scope.storageKey('@airlock/recent_wallets')).toBe(
      'airlock-scoped/demo|http%3A%2F%2F127.0.0.1%3A4300/@airlock/recent_wallets',
    )
  })

  test('behavior: another project or another host origin is another scope, with no name in common', () => {
    const scopes = [
      createTenantScope('demo', 'http://127.0.0.1:4300'),
      createTenantScope('evilcorp', 'http://127.0.0.1:4300'),
      createTenantScope('demo', 'http://127.0.0.1:4301'),
      createTenantScope('demo', 'https://127.0.0.1:4300'),
      createTenantScope('demo', 'http://127.0.0.1:43'),
      createTenantScope('demo-x', 'http://127.0.0.1:4300'),
    ]
    for (const pick of ['id', 'walletConnectDatabase', 'walletConnectPrefix'] as const) {
      expect(new Set(scopes.map((scope) => scope[pick])).size).toBe(scopes.length)
    }
    // No scope's keys lie under another scope's root.
    const roots = scopes.map((scope) => scope.storageKey(''))
    for (const root of roots) {
      expect(roots.filter((other) => other !== root && other.startsWith(root))).toEqual([])
    }
  })

  test('error: a malformed project id or a host origin that is not a bare http(s) origin', () => {
    const errors = [
      ['demo|x', 'http://127.0.0.1:4300'],
      ['', 'http://127.0.0.1:4300'],
      ['demo', 'http://127.0.0.1:4300/'],
      ['demo', 'null'],
      ['demo', 'javascript:alert(1)'],
    ].map(([projectId = '', origin = '']) => {
      try {
        createTenantScope(projectId, origin)
        return 'created'
      } catch (error) {
        return `${(error as { code: string }).code}: ${(error as Error).message}`
      }
    })
    expect(errors).toMatchInlineSnapshot(`
      [
        "INTERNAL: Cannot scope storage to project id "demo|x": expected 1 to 64 letters, digits, "-" or "_".",
        "INTERNAL: Cannot scope storage to project id "": expected 1 to 64 letters, digits, "-" or "_".",
        "INTERNAL: Cannot scope storage to host origin "http://127.0.0.1:4300/": expected an http(s) origin such as https://shop.example.",
        "INTERNAL: Cannot scope storage to host origin "null": expected an http(s) origin such as https://shop.example.",
        "INTERNAL: Cannot scope storage to host origin "javascript:alert(1)": expected an http(s) origin such as https://shop.example.",
      ]
    `)
  })
})
