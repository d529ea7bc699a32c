// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { readBootEnvironment } from './readBootEnvironment.ts'

function fakeWindow(overrides: {
  parent?: unknown
  top?: unknown
  ancestorOrigins?: string[] | undefined
}) {
  const win: Record<string, unknown> = {
    location: {
      hash: '#projectId=demo',
      origin: 'http://localhost:4301',
      ancestorOrigins: overrides.ancestorOrigins,
    },
    document: { referrer: 'http://127.0.0.1:4300/' },
    fetch: () => Promise.resolve(new Response('')),
  }
  win.parent = 'parent' in overrides ? overrides.parent : win
  win.top = 'top' in overrides ? overrides.top : win.parent
  return win as unknown as Window
}

describe('readBootEnvironment', () => {
  test('default: reads location, referrer and framing', () => {
    const env = readBootEnvironment(
      fakeWindow({ parent: {}, ancestorOrigins: ['http://127.0.0.1:4300'] }),
    )
    expect(env).toMatchObject({
      hash: '#projectId=demo',
      modalOrigin: 'http://localhost:4301',
      framed: true,
      nested: false,
      ancestorOrigins: ['http://127.0.0.1:4300'],
      referrer: 'http://127.0.0.1:4300/',
    })
    expect(typeof env.fetch).toBe('function')
  })

  test('behavior: a top-level window is not framed', () => {
    expect(readBootEnvironment(fakeWindow({})).framed).toBe(false)
  })

  test('behavior: a host page that is itself framed (top is not the parent) is nested', () => {
    expect(readBootEnvironment(fakeWindow({ parent: {}, top: {} })).nested).toBe(true)
  })

  test('behavior: a browser without ancestorOrigins gives undefined, not an empty list', () => {
    expect(readBootEnvironment(fakeWindow({ parent: {} })).ancestorOrigins).toBeUndefined()
  })
})
