import { afterEach, describe, expect, it, test } from 'vitest'
import {
  readHostApiOptions,
  readModalUrl,
  readPreloadOption,
  readSiwxOption,
  readThemeOption,
  shouldLoadDemoWallets,
} from './pageOptions.ts'

describe('readSiwxOption', () => {
  test('default: no or an unknown siwx parameter leaves SIWX off', () => {
    expect(readSiwxOption('')).toBeUndefined()
    expect(readSiwxOption('?siwx=yes')).toBeUndefined()
  })

  test('behavior: required and optional', () => {
    expect(readSiwxOption('?siwx=required')).toEqual({
      required: true,
      statement: 'Sign in to the Airlock demo',
    })
    expect(readSiwxOption('?a=1&siwx=optional')).toEqual({
      required: false,
      statement: 'Sign in to the Airlock demo',
    })
  })
})

describe('readModalUrl', () => {
  // @vitest-environment happy-dom

  afterEach(() => {
    document.head.innerHTML = ''
  })

  it('default: the content of the airlock-modal-url meta tag', () => {
    document.head.innerHTML = '<meta name="airlock-modal-url" content="http://localhost:5310/">'
    expect(readModalUrl(document)).toBe('http://localhost:5310/')
  })

  it('behavior: no tag, an empty one or an unreplaced placeholder fall back to the local stack', () => {
    expect(readModalUrl(document)).toBe('http://localhost:4310/')
    document.head.innerHTML = '<meta name="airlock-modal-url" content=" ">'
    expect(readModalUrl(document)).toBe('http://localhost:4310/')
    document.head.innerHTML = '<meta name="airlock-modal-url" content="%AIRLOCK_MODAL_URL%">'
    expect(readModalUrl(document)).toBe('http://localhost:4310/')
  })
})

describe('readThemeOption', () => {
  test('default: no or an unknown theme parameter leaves the modal default', () => {
    expect(readThemeOption('')).toBeUndefined()
    expect(readThemeOption('?theme=blue')).toBeUndefined()
  })

  test('behavior: light and dark', () => {
    expect(readThemeOption('?theme=light')).toBe('light')
    expect(readThemeOption('?wallets=none&theme=dark')).toBe('dark')
  })
})

describe('shouldLoadDemoWallets', () => {
  test('default: the demo wallets load without a wallets parameter, or with another value', () => {
    expect(shouldLoadDemoWallets('')).toBe(true)
    expect(shouldLoadDemoWallets('?siwx=required')).toBe(true)
    expect(shouldLoadDemoWallets('?wallets=all')).toBe(true)
  })

  test('behavior: wallets=none leaves them out', () => {
    expect(shouldLoadDemoWallets('?wallets=none')).toBe(false)
    expect(shouldLoadDemoWallets('?siwx=optional&wallets=none')).toBe(false)
  })
})

describe('readHostApiOptions', () => {
  test('default: nothing in the query changes nothing', () => {
    expect(readHostApiOptions('')).toEqual({})
    expect(readHostApiOptions('?closeOnConnect=true&analytics=on')).toEqual({})
  })

  test('behavior: closeOnConnect=false and analytics=off', () => {
    expect(readHostApiOptions('?closeOnConnect=false&analytics=off')).toEqual({
      closeOnConnect: false,
      features: { analytics: false },
    })
  })
})

describe('readPreloadOption', () => {
  test('default: no preload parameter leaves the SDK default', () => {
    expect(readPreloadOption('?theme=light')).toEqual({})
  })

  test('behavior: the value goes to createModal() as written, which refuses a wrong one', () => {
    expect(readPreloadOption('?preload=interaction')).toEqual({ preload: 'interaction' })
    expect(readPreloadOption('?preload=soon')).toEqual({ preload: 'soon' })
  })
})
